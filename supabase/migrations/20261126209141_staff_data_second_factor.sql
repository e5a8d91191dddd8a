-- Staff-only personal data needs the second factor, enforced by the database as hosted Supabase
-- documents it: a restrictive policy beside the permissive ones, true when the access token says
-- `aal2` or the account has no verified factor. So a stolen password alone reads none of it, on
-- hosted Supabase as locally. The data: staff accounts (`users`; one's own row stays readable at
-- aal1, so the back office can tell who signed in and ask for the code) and the registration
-- tables with personal data (families, children, registrations, payments, registration_notes,
-- enquiries, consents, email_outbox, email_deliveries; the views over them are security_invoker).
-- The security-definer functions that read them for staff check the same rule: Admins'
-- staff-account functions (private.require_admin) and export_family / erase_family
-- (private.require_registration_staff).
--
-- The setting registration_settings.staff_second_factor_required ("two-factor sign-in required
-- for Admins and Coordinators", off by default; Admins change it, history records it): when on,
-- an Admin or Coordinator at aal1 without a verified factor reads none of that data either
-- (Editors read none of it anyway), and the functions refuse with `mfa_enrolment_required`.
--
-- This migration runs after the registration tables' migrations (20261126200000-201000): its
-- policies and the setting's column need those tables.
--
--   second_factor_satisfied() -> boolean   the rule, for the policies
--   Refusals of the functions (SQLSTATE, hint):
--     42501 aal2_required           the caller has a verified factor, this session gave no code
--     42501 mfa_enrolment_required  the setting is on and the caller (Admin or Coordinator) has
--                                   no verified factor

alter table public.registration_settings
  add column staff_second_factor_required boolean not null default false;
comment on column public.registration_settings.staff_second_factor_required is
  'Two-factor sign-in required for Admins and Coordinators: without a verified factor they read no staff-only personal data.';

-- True when the caller may read staff-only personal data as far as the second factor goes: the
-- access token is at aal2, or the account has no verified factor (and the setting does not
-- require one of an Admin or Coordinator). Callers without a token pass: the permissive policies
-- decide for them.
create or replace function public.second_factor_satisfied()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_caller uuid := (select auth.uid());
begin
  if v_caller is null or coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2' then
    return true;
  end if;
  if exists (select 1 from auth.mfa_factors f where f.user_id = v_caller and f.status = 'verified') then
    return false;
  end if;
  return not (
    coalesce((select s.staff_second_factor_required from public.registration_settings s where s.id = 1), false)
    and exists (select 1 from public.users u
                where u.id = v_caller and u.is_active and u.role in ('Admin', 'Coordinator')));
end;
$$;
comment on function public.second_factor_satisfied() is
  'The caller''s session is at aal2, or the account has no verified second factor and none is required of it.';
revoke all on function public.second_factor_satisfied() from public;
grant execute on function public.second_factor_satisfied() to anon, authenticated, service_role;

-- The same rule for security-definer functions, as a refusal that tells the back office what to
-- ask for: the code, or setting up a factor.
create or replace function private.require_second_factor()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if public.second_factor_satisfied() then
    return;
  end if;
  if exists (select 1 from auth.mfa_factors f where f.user_id = (select auth.uid()) and f.status = 'verified') then
    raise exception using errcode = '42501',
      message = 'Enter the code of your own authenticator app first', hint = 'aal2_required';
  end if;
  raise exception using errcode = '42501',
    message = 'Set up two-factor sign-in first: it is required for Admins and Coordinators',
    hint = 'mfa_enrolment_required';
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
    raise exception using errcode = '42501', message = 'Only Admins can manage staff accounts',
      hint = 'admins_only';
  end if;
  perform private.require_second_factor();
end;
$$;

create or replace function private.require_registration_staff()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_registration_staff() then
    raise exception using errcode = '42501', message = 'Only Admins and Coordinators may do this',
      hint = 'not_registration_staff';
  end if;
  perform private.require_second_factor();
end;
$$;

revoke all on function private.require_second_factor(), private.require_admin(),
  private.require_registration_staff()
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Restrictive policies
-- ---------------------------------------------------------------------------------------------
create policy "users: second factor for other accounts" on public.users
  as restrictive for select to authenticated
  using (id = (select auth.uid()) or (select public.second_factor_satisfied()));

do $$
declare
  t text;
begin
  foreach t in array array[
    'families', 'children', 'registrations', 'payments', 'registration_notes', 'enquiries',
    'consents', 'email_outbox', 'email_deliveries'
  ] loop
    execute format(
      'create policy "%1$s: second factor" on public.%1$I as restrictive for all to authenticated
         using ((select public.second_factor_satisfied()))
         with check ((select public.second_factor_satisfied()))', t);
  end loop;
end;
$$;

-- The access log: Admins read it only at aal2, whether or not a factor is required of them.
create policy "access_log: read at aal2 only" on public.access_log
  as restrictive for select to authenticated
  using (coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2');

-- ---------------------------------------------------------------------------------------------
-- Access requests and erasures are recorded in the access log by the database, in the same
-- transaction: the work itself moves to private, the public functions check, record and call it.
-- ---------------------------------------------------------------------------------------------
alter function public.export_family(bigint) set schema private;
alter function private.export_family(bigint) rename to export_family_record;
alter function public.erase_family(bigint) set schema private;
alter function private.erase_family(bigint) rename to erase_family_data;
revoke all on function private.export_family_record(bigint), private.erase_family_data(bigint)
  from public, anon, authenticated, service_role;

create or replace function public.export_family(p_family_id bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_record jsonb;
begin
  v_record := private.export_family_record(p_family_id);
  perform private.log_access_event('access_request', 'family', p_family_id::text);
  return v_record;
end;
$$;
comment on function public.export_family(bigint) is
  'Admins and Coordinators: everything held about one family (an access request), recorded in the access log.';

create or replace function public.erase_family(p_family_id bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  v_result := private.erase_family_data(p_family_id);
  perform private.log_access_event('family_erased', 'family', p_family_id::text);
  return v_result;
end;
$$;
comment on function public.erase_family(bigint) is
  'Admins and Coordinators: erases one family''s personal data (an erasure request), recorded in the access log.';

revoke all on function public.export_family(bigint), public.erase_family(bigint) from public, anon;
grant execute on function public.export_family(bigint), public.erase_family(bigint)
  to authenticated, service_role;
