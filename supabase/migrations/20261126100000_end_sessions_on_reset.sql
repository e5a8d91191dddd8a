-- An Admin's password reset and a deactivation end every session of the account.
--
-- A new password set by an Admin means the old one may be known to someone else; a deactivated
-- account must not keep working. Both now delete the account's sessions (their refresh tokens
-- and `amr` claims go with them, by cascade) and any refresh token left without a session, and
-- drop pending e-mail links, as the auth service does when a password changes. An access token
-- still valid in time then names a session that no longer exists: the auth service refuses it,
-- and the staff checks of row level security (caller_session_is_live) refuse it too.
--
-- Reactivation ends every session again, so a session that survived a deactivation made before
-- this rule (or by plain SQL) cannot come back with the account. The rule is plain SQL in the
-- functions the back office calls, so it holds on hosted Supabase as it does locally.

-- Ends the sessions of `p_user`, all but `p_keep` (the caller's own session, when an Admin resets
-- their own password and stays signed in, as a password change through the auth service does).
create or replace function private.end_user_sessions(p_user uuid, p_keep uuid default null)
returns void
language plpgsql
set search_path = ''
as $$
begin
  delete from auth.sessions s where s.user_id = p_user and s.id is distinct from p_keep;
  delete from auth.refresh_tokens r
   where r.user_id = p_user::text and r.session_id is distinct from p_keep;
  delete from auth.one_time_tokens t where t.user_id = p_user;
  update auth.users a set
    recovery_token = '', confirmation_token = '', email_change_token_new = '',
    email_change_token_current = '', reauthentication_token = '', recovery_sent_at = null
  where a.id = p_user;
end;
$$;
revoke all on function private.end_user_sessions(uuid, uuid) from public, anon, authenticated;

-- The caller's session id (the access token's `session_id`), or null without a valid one.
create or replace function private.caller_session_id()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_session text := auth.jwt() ->> 'session_id';
begin
  if v_session ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return v_session::uuid;
  end if;
  return null;
end;
$$;
revoke all on function private.caller_session_id() from public, anon, authenticated;

create or replace function public.admin_set_password(p_id uuid, p_password text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.check_password(p_password);
  if not exists (select 1 from public.users u where u.id = p_id) then
    raise exception using errcode = 'PT404', message = 'User not found', hint = 'user_not_found';
  end if;
  update auth.users a set
    encrypted_password = extensions.crypt(p_password, extensions.gen_salt('bf', 10)),
    updated_at = now()
  where a.id = p_id;
  -- An Admin resetting their own password keeps the session they did it from.
  perform private.end_user_sessions(
    p_id, case when p_id = (select auth.uid()) then private.caller_session_id() end);
end;
$$
;

-- Unchanged but for the sessions: a change of the active flag (either way) ends them all.
create or replace function public.admin_update_user(
  p_id uuid,
  p_email text default null,
  p_name text default null,
  p_last_name text default null,
  p_role text default null,
  p_is_active boolean default null
)
returns public.users
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user public.users;
  v_email text;
  v_was_active boolean;
begin
  perform private.require_admin();
  select * into v_user from public.users u where u.id = p_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'User not found', hint = 'user_not_found';
  end if;
  v_was_active := v_user.is_active;

  v_email := case when p_email is null then v_user.email else private.normalize_email(p_email) end;
  if p_name is not null then
    perform private.check_name(p_name);
  end if;
  if p_role is not null then
    perform private.check_role(p_role);
  end if;
  if p_is_active is false and p_id = (select auth.uid()) then
    raise exception using errcode = 'P0001', message = 'You cannot deactivate your own account',
      hint = 'self_deactivate';
  end if;
  if v_email <> v_user.email
     and exists (select 1 from auth.users u where lower(u.email) = v_email and u.id <> p_id) then
    raise exception using errcode = '23505', message = 'A user with this e-mail already exists',
      hint = 'email_taken';
  end if;

  update public.users u set
    email = v_email,
    name = coalesce(btrim(p_name), u.name),
    last_name = coalesce(btrim(p_last_name), u.last_name),
    role = coalesce(p_role::public.staff_role, u.role),
    is_active = coalesce(p_is_active, u.is_active)
  where u.id = p_id
  returning * into v_user;

  update auth.users a set
    email = v_email,
    raw_user_meta_data = coalesce(a.raw_user_meta_data, '{}'::jsonb)
      || jsonb_build_object('name', v_user.name, 'last_name', v_user.last_name),
    banned_until = case
      when p_is_active is null then a.banned_until
      when p_is_active then null
      else private.ban_horizon()
    end,
    updated_at = now()
  where a.id = p_id;

  update auth.identities i set
    identity_data = i.identity_data || jsonb_build_object('email', v_email),
    updated_at = now()
  where i.user_id = p_id and i.provider = 'email';

  -- Deactivated: nothing of the account keeps working. Reactivated: it starts from a sign-in,
  -- never from a session it had before.
  if p_is_active is false or (p_is_active and not v_was_active) then
    perform private.end_user_sessions(p_id);
  end if;

  return v_user;
end;
$$
;

-- Accounts deactivated before this rule may still hold sessions: they end now.
delete from auth.sessions s
 where s.user_id in (select u.id from public.users u where not u.is_active);
delete from auth.refresh_tokens r
 where r.user_id in (select u.id::text from public.users u where not u.is_active);
