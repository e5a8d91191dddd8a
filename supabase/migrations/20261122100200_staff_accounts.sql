-- Staff accounts: Admins create, change, deactivate and delete staff through these
-- security-definer RPCs. Each writes auth.users, auth.identities and public.users in one
-- transaction, the password hashed with pgcrypto bcrypt, so it works the same on hosted Supabase
-- without a service key in any browser. auth.users rows carry every column the auth service
-- (supabase/auth) reads when it loads a user, its token columns as '' rather than null, so these
-- accounts sign in on hosted Supabase as on local-supabase.
--
-- Refusals raise SQLSTATEs that PostgREST turns into 4xx answers carrying the message:
--   42501 -> 403 (401 for anon)  'Only Admins can manage staff accounts'
--   22023 -> 400                 invalid input ('Invalid e-mail address', ...)
--   23505 -> 409                 'A user with this e-mail already exists'
--   P0001 -> 400                 rule broken ('You cannot delete your own account', ...)
--   PT404 -> 404                 'User not found'

-- Deactivated accounts are banned until this far ahead; GoTrue cannot parse 'infinity'.
create or replace function private.ban_horizon()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now() + interval '100 years'
$$;

create or replace function private.normalize_email(p_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
begin
  if v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or length(v_email) > 255 then
    raise exception using errcode = '22023', message = 'Invalid e-mail address';
  end if;
  return v_email;
end;
$$;

create or replace function private.check_password(p_password text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_password is null or length(p_password) < 8 then
    raise exception using errcode = '22023', message = 'Password must be at least 8 characters';
  end if;
  -- bcrypt only reads the first 72 bytes; a longer password would be silently truncated.
  if octet_length(p_password) > 72 then
    raise exception using errcode = '22023', message = 'Password must be at most 72 bytes';
  end if;
end;
$$;

create or replace function private.check_role(p_role text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_role is null or p_role not in ('Admin', 'Editor') then
    raise exception using errcode = '22023', message = format('Unknown role: %s', coalesce(p_role, 'null'));
  end if;
end;
$$;

create or replace function private.check_name(p_name text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_name is null or p_name !~ '[^[:space:]]' then
    raise exception using errcode = '22023', message = 'Name is required';
  end if;
end;
$$;

create or replace function private.require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only Admins can manage staff accounts';
  end if;
end;
$$;

-- Creates a staff account that the auth service can sign in. Used by admin_create_user and by
-- supabase/seed.sql (the demo staff). No permission check: not reachable through the API.
create or replace function private.create_staff_user(
  p_email text,
  p_password text,
  p_name text,
  p_last_name text,
  p_role text,
  p_is_active boolean default true
)
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_email text := private.normalize_email(p_email);
  v_id uuid := gen_random_uuid();
  v_now timestamptz := now();
begin
  perform private.check_password(p_password);
  perform private.check_name(p_name);
  perform private.check_role(p_role);
  if exists (select 1 from auth.users u where lower(u.email) = v_email) then
    raise exception using errcode = '23505', message = 'A user with this e-mail already exists';
  end if;

  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    banned_until, is_anonymous
  ) values (
    '00000000-0000-0000-0000-000000000000', v_id, 'authenticated', 'authenticated', v_email,
    extensions.crypt(p_password, extensions.gen_salt('bf')), v_now,
    '{"provider": "email", "providers": ["email"]}'::jsonb,
    jsonb_build_object('name', btrim(p_name), 'last_name', btrim(coalesce(p_last_name, ''))),
    v_now, v_now,
    '', '', '', '',
    case when coalesce(p_is_active, true) then null else private.ban_horizon() end, false
  );

  insert into auth.identities (
    id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at
  ) values (
    gen_random_uuid(), v_id, v_id::text, 'email',
    jsonb_build_object('sub', v_id::text, 'email', v_email, 'email_verified', true),
    null, v_now, v_now
  );

  insert into public.users (id, email, name, last_name, role, is_active)
  values (v_id, v_email, btrim(p_name), btrim(coalesce(p_last_name, '')), p_role, coalesce(p_is_active, true));

  return v_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The last active Admin stays. Enforced on the table itself, so it holds for the RPCs, for a
-- deletion of the auth user (cascade) and for the service role alike.
-- ---------------------------------------------------------------------------------------------
create or replace function private.keep_last_admin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not (old.role = 'Admin' and old.is_active) then
    return coalesce(new, old);
  end if;
  if tg_op = 'UPDATE' and new.role = 'Admin' and new.is_active then
    return new;
  end if;
  -- Serialize concurrent changes to Admins so two Admins cannot demote each other at once.
  perform pg_advisory_xact_lock(hashtext('public.users:last-admin'));
  if not exists (
    select 1 from public.users u
    where u.role = 'Admin' and u.is_active and u.id <> old.id
  ) then
    raise exception using errcode = 'P0001',
      message = 'The last active Admin cannot be removed, deactivated or demoted';
  end if;
  return coalesce(new, old);
end;
$$;

create trigger users_keep_last_admin before update or delete on public.users
  for each row execute function private.keep_last_admin();

-- ---------------------------------------------------------------------------------------------
-- The RPCs (public, so PostgREST exposes them as /rest/v1/rpc/<name>)
-- ---------------------------------------------------------------------------------------------

-- Creates a staff account and returns its id.
create or replace function public.admin_create_user(
  p_email text,
  p_password text,
  p_name text,
  p_last_name text default '',
  p_role text default 'Editor',
  p_is_active boolean default true
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return private.create_staff_user(p_email, p_password, p_name, p_last_name, p_role, p_is_active);
end;
$$;

-- Changes e-mail, name, last name, role and active flag; a null argument keeps the current value.
-- Deactivating bans the auth user (sign-in refused by the auth service) and the RLS helpers stop
-- granting anything at once; reactivating lifts the ban. Returns the updated profile.
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
volatile
security definer
set search_path = ''
as $$
declare
  v_user public.users;
  v_email text;
begin
  perform private.require_admin();
  select * into v_user from public.users u where u.id = p_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'User not found';
  end if;

  v_email := case when p_email is null then v_user.email else private.normalize_email(p_email) end;
  if p_name is not null then
    perform private.check_name(p_name);
  end if;
  if p_role is not null then
    perform private.check_role(p_role);
  end if;
  if p_is_active is false and p_id = (select auth.uid()) then
    raise exception using errcode = 'P0001', message = 'You cannot deactivate your own account';
  end if;
  if v_email <> v_user.email
     and exists (select 1 from auth.users u where lower(u.email) = v_email and u.id <> p_id) then
    raise exception using errcode = '23505', message = 'A user with this e-mail already exists';
  end if;

  update public.users u set
    email = v_email,
    name = coalesce(btrim(p_name), u.name),
    last_name = coalesce(btrim(p_last_name), u.last_name),
    role = coalesce(p_role, u.role),
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

  return v_user;
end;
$$;

-- Sets a new password.
create or replace function public.admin_set_password(p_id uuid, p_password text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.check_password(p_password);
  if not exists (select 1 from public.users u where u.id = p_id) then
    raise exception using errcode = 'PT404', message = 'User not found';
  end if;
  update auth.users a set
    encrypted_password = extensions.crypt(p_password, extensions.gen_salt('bf')),
    updated_at = now()
  where a.id = p_id;
end;
$$;

-- Deletes a staff account: the auth user, its identities and sessions, and (by cascade) the
-- profile. Content the user wrote keeps existing with updated_by set to null.
create or replace function public.admin_delete_user(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if p_id = (select auth.uid()) then
    raise exception using errcode = 'P0001', message = 'You cannot delete your own account';
  end if;
  if not exists (select 1 from public.users u where u.id = p_id) then
    raise exception using errcode = 'PT404', message = 'User not found';
  end if;
  -- The profile first, so the last-Admin rule answers before anything else is touched.
  delete from public.users u where u.id = p_id;
  delete from auth.users a where a.id = p_id;
end;
$$;

-- Only signed-in users may call the RPCs (and then only Admins get past require_admin).
revoke all on function public.admin_create_user(text, text, text, text, text, boolean),
  public.admin_update_user(uuid, text, text, text, text, boolean),
  public.admin_set_password(uuid, text),
  public.admin_delete_user(uuid)
  from public, anon;
grant execute on function public.admin_create_user(text, text, text, text, text, boolean),
  public.admin_update_user(uuid, text, text, text, text, boolean),
  public.admin_set_password(uuid, text),
  public.admin_delete_user(uuid)
  to authenticated, service_role;

-- Nothing in private is for the API roles.
revoke all on all functions in schema private from public, anon, authenticated;
