-- Staff second factors, for Admins: which staff accounts have an authenticator app (TOTP) set up,
-- and removing another staff member's factor when their phone is lost (they then sign in with
-- their password and set up the new phone). The factors live in auth.mfa_factors, which the API
-- roles cannot read; these security-definer functions are the Admin's window on them. Plain SQL
-- in `public` (no DDL in `auth`), so it holds on hosted Supabase as it does locally.
--
--   admin_mfa_factors(p_user_id uuid default null) -> setof rows
--       (user_id, factor_id, friendly_name, factor_type, status, created_at, last_challenged_at)
--       The factors of staff accounts (one account's when p_user_id is given), oldest first.
--       Never the secret. Refused: 42501 hint 'admins_only'.
--   admin_remove_mfa_factor(p_user_id uuid, p_factor_id uuid) -> void
--       Deletes that factor of that staff account, as the auth service's admin API does: its
--       challenges go with it, and the sessions it raised to aal2 fall back to aal1 (their next
--       access token says aal1). Recorded in history like a role or active change of the account:
--       an UPDATE of `users` whose changed field is `mfa_factor`, old value the factor
--       ({id, friendly_name, factor_type, status, created_at}), new value none, by the Admin.
--       Refusals (SQLSTATE, hint):
--         42501 admins_only       the caller is not an active Admin in a live session
--         42501 aal2_required     the caller has a verified factor of their own but this session
--                                 has not given its code (access token aal is not aal2)
--         P0001 own_mfa_factor    the caller's own factor: removing it needs its code, through
--                                 supabase.auth.mfa.unenroll
--         PT404 user_not_found    no staff account with that id
--         PT404 mfa_factor_not_found  that account has no such factor

create or replace function public.admin_mfa_factors(p_user_id uuid default null)
returns table (
  user_id uuid,
  factor_id uuid,
  friendly_name text,
  factor_type text,
  status text,
  created_at timestamptz,
  last_challenged_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select f.user_id, f.id, nullif(f.friendly_name, ''), f.factor_type::text, f.status::text, f.created_at,
           f.last_challenged_at
    from auth.mfa_factors f
    join public.users u on u.id = f.user_id
    where p_user_id is null or f.user_id = p_user_id
    order by f.created_at, f.id;
end;
$$;

comment on function public.admin_mfa_factors(uuid) is
  'Admins: the second factors of staff accounts (never their secrets).';

create or replace function public.admin_remove_mfa_factor(p_user_id uuid, p_factor_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller uuid := (select auth.uid());
  v_user public.users;
  v_factor auth.mfa_factors;
  v_actor_name text;
begin
  perform private.require_admin();
  if exists (select 1 from auth.mfa_factors f where f.user_id = v_caller and f.status = 'verified')
     and coalesce((select auth.jwt()) ->> 'aal', '') <> 'aal2' then
    raise exception using errcode = '42501',
      message = 'Enter the code of your own authenticator app first', hint = 'aal2_required';
  end if;
  if p_user_id = v_caller then
    raise exception using errcode = 'P0001',
      message = 'Remove your own factor from your account, with its code', hint = 'own_mfa_factor';
  end if;
  select * into v_user from public.users u where u.id = p_user_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'User not found', hint = 'user_not_found';
  end if;
  select * into v_factor from auth.mfa_factors f where f.id = p_factor_id and f.user_id = p_user_id
    for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'Factor not found', hint = 'mfa_factor_not_found';
  end if;

  delete from auth.mfa_factors f where f.id = v_factor.id;
  -- The sessions this factor raised to aal2 go back to aal1, as the auth service leaves them.
  delete from auth.mfa_amr_claims a
    using auth.sessions s
    where a.session_id = s.id and s.factor_id = v_factor.id
      and a.authentication_method = case v_factor.factor_type
        when 'totp' then 'totp' else 'mfa/' || v_factor.factor_type::text end;
  update auth.sessions s set aal = 'aal1', factor_id = null
    where s.user_id = p_user_id and s.factor_id = v_factor.id;

  -- History, as the staff-account trigger records a role or active change (it cannot see auth).
  select nullif(btrim(u.name || ' ' || u.last_name), '') into v_actor_name
    from public.users u where u.id = v_caller;
  insert into history.changes (table_name, row_id, op, changed_fields, old_values, record, actor_id, actor_name)
  values (
    'users', p_user_id::text, 'UPDATE', array['mfa_factor'],
    jsonb_build_object('mfa_factor', jsonb_build_object(
      'id', v_factor.id,
      'friendly_name', nullif(v_factor.friendly_name, ''),
      'factor_type', v_factor.factor_type,
      'status', v_factor.status,
      'created_at', v_factor.created_at)),
    to_jsonb(v_user), v_caller, v_actor_name
  );
end;
$$;

comment on function public.admin_remove_mfa_factor(uuid, uuid) is
  'Admins: removes another staff member''s second factor (a lost phone), recorded in history.';

revoke all on function public.admin_mfa_factors(uuid), public.admin_remove_mfa_factor(uuid, uuid)
  from public, anon;
grant execute on function public.admin_mfa_factors(uuid), public.admin_remove_mfa_factor(uuid, uuid)
  to authenticated, service_role;
