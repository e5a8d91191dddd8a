-- Staff passwords: a strength rule the database can apply itself.
--
-- The auth service and the back office estimate a password's strength with zxcvbn, which SQL
-- cannot run. So that the staff-account functions (admin_create_user, admin_set_password,
-- private.create_staff_user), called directly through the API, accept no password those checks
-- would let through for the obvious reasons, private.check_password also refuses, with SQLSTATE
-- 22023 and the code `password_weak` in `hint`, a password whose core (with A-Z made lower case,
-- what is left once the characters other than a-z at both ends are set aside) is
-- - one of the site's own words (private.password_site_words(): the academy's name, "academy",
--   "football", "futbol", ...), or several of them, whatever is around it: "academy2026",
--   "SierraMar!";
-- - one of the commonest passwords, with at most four digits or symbols around it: "password1!",
--   "dragon2026";
-- and a password that is a straight run of letters or digits ("abcdefgh", "98765432").
--
-- Unchanged and checked first: fewer than 8 characters (`password_too_short`), more than 72 bytes
-- (`password_too_long`), a common password or one character repeated (`password_common`).

create or replace function private.password_site_words()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['sierramar', 'sierra', 'mar', 'academy', 'academia', 'football', 'futbol', 'soccer',
               'club']
$$;
comment on function private.password_site_words() is
  'The site''s own words, which a staff password may not be made of (private.check_password). '
  'The auth service reads them too, as user inputs of its strength estimate.';
revoke all on function private.password_site_words() from public, anon, authenticated;

create or replace function private.check_password(p_password text)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_lower text;
  v_core text;
  v_affix_length integer;
  v_rest text;
  v_word text;
  v_step integer;
  v_run boolean := true;
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
  v_lower := translate(p_password, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');
  if replace(p_password, left(p_password, 1), '') = ''
     or exists (select 1 from private.common_passwords c where c.password = v_lower) then
    raise exception using errcode = '22023',
      message = 'Password is too common: it is one of the most used passwords or one character repeated',
      hint = 'password_common';
  end if;

  -- The core: what is left once the digits and symbols at both ends are set aside.
  -- Letters are a-z here, as in the back office's copy of this rule (shared/src/passwordRules.ts).
  v_core := regexp_replace(regexp_replace(v_lower, '^[^a-z]+', ''), '[^a-z]+$', '');
  v_affix_length := length(v_lower) - length(v_core);
  if v_core <> '' then
    -- Made of the site's words only (one or several, in any order).
    v_rest := v_core;
    loop
      select w into v_word from unnest(private.password_site_words()) w
        where starts_with(v_rest, w) order by length(w) desc limit 1;
      exit when v_word is null;
      v_rest := substr(v_rest, length(v_word) + 1);
    end loop;
    if v_rest = '' then
      raise exception using errcode = '22023',
        message = 'Password is too easy to guess: it is made of the site''s own words',
        hint = 'password_weak';
    end if;
    if v_affix_length <= 4 and exists (select 1 from private.common_passwords c where c.password = v_core) then
      raise exception using errcode = '22023',
        message = 'Password is too easy to guess: it is a common password with a few characters added',
        hint = 'password_weak';
    end if;
  end if;

  -- A straight run: each character one after the previous in the same direction.
  v_step := ascii(substr(v_lower, 2, 1)) - ascii(substr(v_lower, 1, 1));
  if v_step in (1, -1) then
    for i in 2 .. length(v_lower) loop
      if ascii(substr(v_lower, i, 1)) - ascii(substr(v_lower, i - 1, 1)) <> v_step then
        v_run := false;
        exit;
      end if;
    end loop;
    if v_run then
      raise exception using errcode = '22023',
        message = 'Password is too easy to guess: it is a straight run of letters or digits',
        hint = 'password_weak';
    end if;
  end if;
end;
$$
;
revoke all on function private.check_password(text) from public, anon, authenticated;
