-- Password hashes with supabase/auth's bcrypt cost. pgcrypto's bcrypt salt, asked for
-- without a cost, is cost 6; supabase/auth (GoTrue) and local-supabase's auth hash with cost 10. The staff
-- RPCs now do too, so an account made by either moves between hosted and local unchanged and
-- costs a guesser the same everywhere. Existing hashes keep working (bcrypt stores its cost) and
-- take cost 10 at their next password change.

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
    extensions.crypt(p_password, extensions.gen_salt('bf', 10)), v_now,
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
    encrypted_password = extensions.crypt(p_password, extensions.gen_salt('bf', 10)),
    updated_at = now()
  where a.id = p_id;
end;
$$;

revoke all on function private.create_staff_user(text, text, text, text, text, boolean)
  from public, anon, authenticated;
