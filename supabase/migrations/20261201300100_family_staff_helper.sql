-- The staff functions about one family share one rule, checked in one place: the caller is an
-- Admin or a Coordinator (with the second factor when it applies) and the family exists, else
-- not_registration_staff (42501) or family_not_found (PT404). An erased family counts as
-- missing where a function needs its address (p_with_address).
create or replace function private.staff_family(p_family_id bigint, p_with_address boolean default false)
returns public.families
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family public.families;
begin
  perform private.require_registration_staff();
  select * into v_family from public.families f where f.id = p_family_id;
  if v_family.id is null or (p_with_address and v_family.erased_at is not null) then
    raise exception using errcode = 'PT404', message = 'No such family', hint = 'family_not_found';
  end if;
  return v_family;
end;
$$;
comment on function private.staff_family(bigint, boolean) is
  'Admins and Coordinators: the family, or not_registration_staff / family_not_found (an erased one too when its address is needed).';
revoke execute on function private.staff_family(bigint, boolean) from public;

create or replace function public.family_account_status(p_family_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family public.families := private.staff_family(p_family_id);
  v_account jsonb;
begin
  -- An erased family has no e-mail: nothing links to it.
  v_account := case when v_family.erased_at is null then private.account_of(v_family.email) end;
  return jsonb_build_object(
    'family_id', v_family.id,
    'erased', v_family.erased_at is not null,
    'has_account', v_account is not null,
    'account', v_account,
    'guardians', coalesce((
      select jsonb_agg(jsonb_build_object('email', g.email, 'name', g.name, 'invited_at', g.invited_at,
          'revoked_at', g.revoked_at, 'account', private.account_of(g.email)) order by g.id)
      from public.family_guardians g where g.family_id = v_family.id), '[]'),
    'last_changed_at', (select max(x.at) from public.family_changes x where x.family_id = v_family.id),
    'changes', coalesce((
      select jsonb_agg(jsonb_build_object('at', x.at, 'table', x.table_name, 'row_id', x.row_id,
          'operation', x.operation, 'fields', x.fields,
          'by', case when x.changed_by is null then null
                     when exists (select 1 from auth.users u where u.id = x.changed_by
                                  and lower(u.email) = v_family.email) then 'first_guardian'
                     else 'second_guardian' end)
        order by x.at desc, x.id desc)
      from (select * from public.family_changes c where c.family_id = v_family.id
            order by c.at desc, c.id desc limit 50) x), '[]'));
end;
$$;
comment on function public.family_account_status(bigint) is
  'Admins and Coordinators: whether a family has an account (and its second guardian), and the latest 50 changes it made from it.';

-- Where a Coordinator's "send the sign-in e-mail" sends it: the family's e-mail, for an Admin or
-- Coordinator only, never for an erased family. It signs nobody in: the e-mailed code does, and
-- the auth service sends it (its limits apply).
create or replace function public.family_sign_in_email(p_family_id bigint)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (private.staff_family(p_family_id, true)).email;
end;
$$;
comment on function public.family_sign_in_email(bigint) is
  'Admins and Coordinators: the address a family''s sign-in e-mail is sent to.';

-- Records that the caller had the auth service send the family its sign-in e-mail (called once
-- the auth service has accepted it): who, for which family, in the access log. The same rule as
-- family_sign_in_email, so an Editor is refused here too.
create or replace function public.record_family_sign_in_email(p_family_id bigint)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_family public.families := private.staff_family(p_family_id, true);
begin
  return private.log_access_event('sign_in_email_sent', 'family', v_family.id::text);
end;
$$;
comment on function public.record_family_sign_in_email(bigint) is
  'Admins and Coordinators: records in the access log that a family''s sign-in e-mail was sent from the back office.';
revoke execute on function public.record_family_sign_in_email(bigint) from public, anon;
grant execute on function public.record_family_sign_in_email(bigint) to authenticated, service_role;

-- The access request: the staff rule, then the record (shared with the family's own download).
create or replace function public.export_family(p_family_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_record jsonb;
begin
  perform private.staff_family(p_family_id);
  v_record := private.export_family_record(p_family_id);
  perform private.log_access_event('access_request', 'family', p_family_id::text);
  return v_record;
end;
$$;

-- The sign-in e-mail's record is the database's own: log_access refuses it like the other
-- events the database records when they happen.
create or replace function public.log_access(
  p_event public.access_event,
  p_subject_type text default null,
  p_subject_id text default null
)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.users u where u.id = (select auth.uid())) then
    raise exception using errcode = '42501', message = 'Only staff accounts record access',
      hint = 'staff_only';
  end if;
  if p_event in ('access_request', 'family_erased', 'refund_requested', 'sign_in_email_sent') then
    raise exception using errcode = '22023',
      message = 'This event is recorded by the database when it happens', hint = 'access_event_server_only';
  end if;
  return private.log_access_event(p_event, p_subject_type, p_subject_id);
end;
$$;
