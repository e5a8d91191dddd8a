-- Staff passwords: besides the length rules, the commonest passwords are refused.
--
-- A password is refused with SQLSTATE 22023 (HTTP 400 through the API) and the code
-- `password_common` in `hint` when, with its capital letters A-Z made lower case, it is one of
-- private.common_passwords (the commonest passwords of leaked password sets), or when it is one
-- character repeated (eight spaces, "aaaaaaaa"). Such passwords are the first an attacker tries.
-- The back office's forms apply the same rules before sending (shared/src/passwordRules.ts); this
-- function is what makes them hold for anyone who calls admin_create_user or admin_set_password
-- directly, and for private.create_staff_user run from SQL.
--
-- Unchanged: fewer than 8 characters is `password_too_short`, more than 72 bytes (bcrypt reads no
-- further) is `password_too_long`; the length rules are checked first.

-- stable, no longer immutable: it reads a table.
create or replace function private.check_password(p_password text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_password is null or length(p_password) < 8 then
    raise exception using errcode = '22023', message = 'Password must be at least 8 characters',
      hint = 'password_too_short';
  end if;
  -- bcrypt only reads the first 72 bytes; a longer password would be silently truncated.
  if octet_length(p_password) > 72 then
    raise exception using errcode = '22023', message = 'Password must be at most 72 bytes',
      hint = 'password_too_long';
  end if;
  if replace(p_password, left(p_password, 1), '') = ''
     or exists (
       select 1 from private.common_passwords c
       where c.password = translate(p_password, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
     ) then
    raise exception using errcode = '22023',
      message = 'Password is too common: it is one of the most used passwords or one character repeated',
      hint = 'password_common';
  end if;
end;
$$
;
revoke all on function private.check_password(text) from public, anon, authenticated;
