-- Family accounts, part 3: what the account pages call, and what staff read of an account
-- (docs/family-accounts.md, "Functions").
--
--   registration_readiness (view)         per booking: the offer's required details, the deadline,
--                                          which are missing, ready (staff read every row)
--   family_overview() -> jsonb             the account: families, guardians, children, bookings
--   cancel_booking(p_registration_id)      a family cancels within the cancellation policy
--   book_again() -> jsonb                  the family and children to fill a new form with
--   my_family_data() -> jsonb              the access request (export), recorded in the access log
--   invite_guardian(p_email, p_name)       the first guardian invites a second one
--   remove_guardian()                      the first guardian withdraws the invitation
--   family_account_status(p_family_id)     staff: has it an account, what did it change when
--   family_sign_in_email(p_family_id)      staff (Admin, Coordinator): where to resend a sign-in e-mail
--
-- Refusals (SQLSTATE, hint): not_a_parent (42501), booking_not_found (PT404),
-- action_not_available (PT409), primary_guardian_only (42501), guardian_email_invalid (22023),
-- guardian_already_invited (PT409), guardian_not_found (PT404); staff: not_registration_staff
-- (42501), family_not_found (PT404).

-- ---------------------------------------------------------------------------------------------
-- Before camp: which required details a booking still misses. One definition, read by the
-- account (family_overview) and by staff (the inbox and the roster filter on ready = false).
-- ---------------------------------------------------------------------------------------------
create view public.registration_readiness
with (security_invoker = true)
as
select r.id as registration_id,
  r.offer_id,
  r.child_id,
  r.family_id,
  r.status,
  o.before_camp_details as required,
  o.before_camp_deadline as deadline,
  m.missing,
  -- Only a booking that holds a place is asked for anything.
  case when r.status = any (public.place_holding_statuses()) then cardinality(m.missing) = 0 end as ready
from public.registrations r
join public.offers o on o.id = r.offer_id
join public.children c on c.id = r.child_id
join public.families f on f.id = r.family_id
cross join lateral (
  select coalesce(array_agg(d order by d), '{}')::public.before_camp_detail[] as missing
  from unnest(o.before_camp_details) d
  where case d
    when 'medical_form' then c.medical_confirmed_at is null or c.medical_confirmed_at < r.created_at
    when 'emergency_contact' then coalesce(f.emergency_name, '') !~ '[^[:space:]]'
                                  or coalesce(f.emergency_phone, '') !~ '[0-9]'
    when 'collectors' then not exists (select 1 from public.child_collectors k where k.child_id = c.id)
    when 'photo_consent' then not (
      exists (select 1 from public.consents k where k.child_id = c.id and k.kind = 'photos_website')
      and exists (select 1 from public.consents k where k.child_id = c.id and k.kind = 'photos_social'))
  end
) m;
comment on view public.registration_readiness is
  'Per booking, the details its offer requires before it starts (before_camp_details), the deadline, those still missing, and ready (null when the booking holds no place).';
revoke all on table public.registration_readiness from anon, authenticated;
grant select on table public.registration_readiness to authenticated;
grant select on table public.registration_readiness to service_role;

-- ---------------------------------------------------------------------------------------------
-- One booking as the account shows it: the parents' page's view of it (offer, amounts, status,
-- waiting position, paid, due now, pay_by, can_cancel, can_pay, refund_until), the amount still
-- owed, what is missing before camp, and the parents' link token (the Pay button and the .ics
-- of the parents' page take it).
-- ---------------------------------------------------------------------------------------------
create or replace function private.booking_json(p_registration_id bigint)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    select private.parent_link_view(r.id) - 'child_name' - 'language'
      || jsonb_build_object(
        'registration_id', r.id,
        'offer_id', r.offer_id,
        'child_id', r.child_id,
        'created_at', r.created_at,
        'cancel_reason', r.cancel_reason,
        'outstanding', case when r.status = any (public.place_holding_statuses())
                            then greatest(m.price - m.paid, 0) else 0 end,
        'before_camp', jsonb_build_object('required', rr.required, 'deadline', rr.deadline,
                                          'missing', rr.missing, 'ready', rr.ready),
        'link_token', private.parent_link_token(r.id))
    from public.registrations r
    cross join lateral private.registration_money(r.id) m
    join public.registration_readiness rr on rr.registration_id = r.id
    where r.id = p_registration_id);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The account
-- ---------------------------------------------------------------------------------------------
create or replace function public.family_overview()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids bigint[] := private.require_parent();
  v_email text := private.parent_email();
begin
  return jsonb_build_object(
    'email', v_email,
    -- The first guardian (the e-mail the family registered with) invites a second one.
    'is_first_guardian', exists (select 1 from public.families f where f.id = any (v_ids) and f.email = v_email),
    'families', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', f.id, 'parent_name', f.parent_name, 'email', f.email, 'phone', f.phone,
          'language', f.language, 'emergency_name', f.emergency_name,
          'emergency_phone', f.emergency_phone, 'created_at', f.created_at)
        order by f.id)
      from public.families f where f.id = any (v_ids)), '[]'),
    'guardians', coalesce((
      select jsonb_agg(jsonb_build_object('id', g.id, 'family_id', g.family_id, 'email', g.email,
          'name', g.name, 'invited_at', g.invited_at) order by g.id)
      from public.family_guardians g where g.family_id = any (v_ids) and g.revoked_at is null), '[]'),
    'children', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', c.id, 'family_id', c.family_id, 'name', c.name, 'date_of_birth', c.date_of_birth,
          'position', c.position, 'shirt_size', c.shirt_size, 'allergies', c.allergies,
          'medication', c.medication, 'medical_confirmed_at', c.medical_confirmed_at,
          'health_data_erased_at', c.health_data_erased_at,
          'authorised_collectors', c.authorised_collectors,
          'photos_website', c.photos_website, 'photos_social', c.photos_social,
          -- Whether health data may be given without asking the consent again (see parent_edits_only).
          'health_data_consent', coalesce((
            select k.given and k.source = 'account' from public.consents k
            where k.child_id = c.id and k.kind = 'health_data'
            order by k.created_at desc, k.id desc limit 1), false),
          'collectors', coalesce((
            select jsonb_agg(jsonb_build_object('id', k.id, 'name', k.name,
                'relationship', k.relationship, 'phone', k.phone) order by k.id)
            from public.child_collectors k where k.child_id = c.id), '[]'),
          'bookings', coalesce((
            select jsonb_agg(private.booking_json(r.id) order by o.starts_on desc, r.id)
            from public.registrations r
            join public.offers o on o.id = r.offer_id
            where r.child_id = c.id), '[]'))
        order by c.id)
      from public.children c where c.family_id = any (v_ids) and c.erased_at is null), '[]'));
end;
$$;
comment on function public.family_overview() is
  'A parent: the family''s account (families, guardians, children with their collectors and bookings).';

-- A family cancels one of its bookings, as its parents' link does: before the offer starts, with
-- the place's online payments refunded on or before refund_until (the cancellation policy). A
-- booking already cancelled is answered as it is.
create or replace function public.cancel_booking(p_registration_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids bigint[] := private.require_parent();
  v_row public.registrations;
  v_view jsonb;
begin
  select r.* into v_row
  from public.registrations r
  where r.id = p_registration_id and r.family_id = any (v_ids)
  for update;
  if v_row.id is null then
    raise exception using errcode = 'PT404', message = 'No such booking in this family''s account',
      hint = 'booking_not_found';
  end if;
  if v_row.status = 'cancelled' then
    return private.booking_json(v_row.id);
  end if;
  v_view := private.parent_link_view(v_row.id);
  if not (v_view ->> 'can_cancel')::boolean then
    raise exception using errcode = 'PT409', message = 'This booking can no longer be cancelled here',
      hint = 'action_not_available';
  end if;
  update public.registrations r set status = 'cancelled', cancel_reason = 'parent' where r.id = v_row.id;
  if private.academy_date(now()) <= (v_view ->> 'refund_until')::date then
    perform private.refund_registration(v_row.id, 'Cancelled by the family within the cancellation policy');
  end if;
  return private.booking_json(v_row.id);
end;
$$;
comment on function public.cancel_booking(bigint) is
  'A parent: cancels one of the family''s bookings before its offer starts (refunded within the cancellation policy).';

-- What a new registration form is filled with: the family's latest details, and each child once
-- (the latest row of each name and date of birth), in registrationFormSchema's field names.
create or replace function public.book_again()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids bigint[] := private.require_parent();
begin
  return jsonb_build_object(
    'family', (
      select jsonb_build_object('parent_name', f.parent_name, 'email', f.email, 'phone', f.phone,
        'language', f.language, 'emergency_name', f.emergency_name, 'emergency_phone', f.emergency_phone)
      from public.families f where f.id = any (v_ids)
      order by f.id desc limit 1),
    'children', coalesce((
      select jsonb_agg(jsonb_build_object('child_id', c.id, 'name', c.name,
          'date_of_birth', c.date_of_birth, 'position', c.position, 'shirt_size', c.shirt_size,
          'allergies', c.allergies, 'medication', c.medication,
          'authorised_collectors', c.authorised_collectors)
        order by c.date_of_birth, c.name)
      from (
        select distinct on (lower(c.name), c.date_of_birth) c.*
        from public.children c
        where c.family_id = any (v_ids) and c.erased_at is null
        order by lower(c.name), c.date_of_birth, c.id desc) c), '[]'));
end;
$$;
comment on function public.book_again() is
  'A parent: the family''s latest details and each child once, to fill a new registration form.';

-- The family's data (the access request), recorded in the access log as staff's export is.
create or replace function public.my_family_data()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids bigint[] := private.require_parent();
  v_id bigint;
begin
  foreach v_id in array v_ids loop
    perform private.log_access_event('access_request', 'family', v_id::text);
  end loop;
  return jsonb_build_object(
    'exported_at', now(),
    'families', (select jsonb_agg(private.export_family_record(i) order by i) from unnest(v_ids) i));
end;
$$;
comment on function public.my_family_data() is
  'A parent: everything held about the family''s account (an access request), recorded in the access log.';

-- ---------------------------------------------------------------------------------------------
-- Second guardians
-- ---------------------------------------------------------------------------------------------
create or replace function public.invite_guardian(p_email text, p_name text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids bigint[] := private.require_parent();
  v_email text := private.parent_email();
  v_new text := lower(btrim(coalesce(p_email, '')));
  v_name text := nullif(btrim(coalesce(p_name, '')), '');
  v_first bigint[];
begin
  select coalesce(array_agg(f.id order by f.id), '{}') into v_first
  from public.families f where f.id = any (v_ids) and f.email = v_email;
  if cardinality(v_first) = 0 then
    raise exception using errcode = '42501', message = 'Only the first guardian invites a second one',
      hint = 'primary_guardian_only';
  end if;
  if v_new !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or char_length(v_new) > 254
     or v_new = v_email or char_length(v_name) > 200 then
    raise exception using errcode = '22023', message = 'Give another guardian''s e-mail address',
      hint = 'guardian_email_invalid';
  end if;
  perform 1 from public.families f where f.id = any (v_first) for update;
  if exists (select 1 from public.family_guardians g where g.family_id = any (v_first) and g.revoked_at is null) then
    raise exception using errcode = 'PT409', message = 'A second guardian is already invited',
      hint = 'guardian_already_invited';
  end if;
  insert into public.family_guardians (family_id, email, name, invited_by)
  select i, v_new, v_name, (select auth.uid()) from unnest(v_first) i;
  insert into public.family_changes (family_id, changed_by, table_name, row_id, operation, fields)
  select g.family_id, (select auth.uid()), 'family_guardians', g.id, 'INSERT', array['email']
  from public.family_guardians g where g.family_id = any (v_first) and g.revoked_at is null;
  return jsonb_build_object('email', v_new, 'name', v_name);
end;
$$;
comment on function public.invite_guardian(text, text) is
  'The first guardian: invites a second one by e-mail, who acts on the account once signed in with that verified e-mail.';

create or replace function public.remove_guardian()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids bigint[] := private.require_parent();
  v_email text := private.parent_email();
  v_count integer;
begin
  if not exists (select 1 from public.families f where f.id = any (v_ids) and f.email = v_email) then
    raise exception using errcode = '42501', message = 'Only the first guardian removes a second one',
      hint = 'primary_guardian_only';
  end if;
  with removed as (
    update public.family_guardians g set revoked_at = now()
    where g.family_id = any (v_ids) and g.revoked_at is null
      and g.family_id in (select f.id from public.families f where f.email = v_email)
    returning g.family_id, g.id)
  insert into public.family_changes (family_id, changed_by, table_name, row_id, operation, fields)
  select x.family_id, (select auth.uid()), 'family_guardians', x.id, 'UPDATE', array['revoked_at']
  from removed x;
  get diagnostics v_count = row_count;
  if v_count = 0 then
    raise exception using errcode = 'PT404', message = 'No second guardian is invited',
      hint = 'guardian_not_found';
  end if;
  return jsonb_build_object('removed', true);
end;
$$;
comment on function public.remove_guardian() is
  'The first guardian: withdraws the second guardian''s access.';

-- ---------------------------------------------------------------------------------------------
-- Staff
-- ---------------------------------------------------------------------------------------------

-- An account is an auth user with the e-mail, verified, that is not a staff account.
create or replace function private.account_of(p_email text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('verified_at', u.email_confirmed_at, 'last_sign_in_at', u.last_sign_in_at)
  from auth.users u
  where p_email is not null and lower(u.email) = p_email and u.email_confirmed_at is not null
    and u.deleted_at is null and not exists (select 1 from public.users s where s.id = u.id)
  order by u.created_at
  limit 1;
$$;

create or replace function public.family_account_status(p_family_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family public.families;
  v_account jsonb;
begin
  perform private.require_registration_staff();
  select * into v_family from public.families f where f.id = p_family_id;
  if v_family.id is null then
    raise exception using errcode = 'PT404', message = 'No such family', hint = 'family_not_found';
  end if;
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

-- Where a Coordinator's "resend the sign-in e-mail" sends it: the family's e-mail, for an Admin
-- or Coordinator only, never for an erased family. It signs nobody in: the e-mail's code does.
create or replace function public.family_sign_in_email(p_family_id bigint)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_email text;
begin
  perform private.require_registration_staff();
  select f.email into v_email from public.families f where f.id = p_family_id and f.erased_at is null;
  if v_email is null then
    raise exception using errcode = 'PT404', message = 'No such family', hint = 'family_not_found';
  end if;
  return v_email;
end;
$$;
comment on function public.family_sign_in_email(bigint) is
  'Admins and Coordinators: the address a family''s sign-in e-mail is resent to.';

-- ---------------------------------------------------------------------------------------------
-- The access request: staff's export_family checks the caller itself, so that the record is
-- also the family's own download (my_family_data); the record gains the collectors, the second
-- guardians and the account's changes.
-- ---------------------------------------------------------------------------------------------
create or replace function public.export_family(p_family_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_record jsonb;
begin
  perform private.require_registration_staff();
  v_record := private.export_family_record(p_family_id);
  perform private.log_access_event('access_request', 'family', p_family_id::text);
  return v_record;
end;
$$;

create or replace function private.export_family_record(p_family_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family public.families;
begin
  select * into v_family from public.families f where f.id = p_family_id;
  if v_family.id is null then
    raise exception using errcode = 'PT404', message = 'No such family', hint = 'family_not_found';
  end if;
  return jsonb_build_object(
    'exported_at', now(),
    'family', to_jsonb(v_family),
    'children', coalesce((
      select jsonb_agg(to_jsonb(c) || jsonb_build_object(
        'registrations', coalesce((
          select jsonb_agg(to_jsonb(r) || jsonb_build_object(
            'offer', private.offer_json(r.offer_id),
            'payments', coalesce((select jsonb_agg(to_jsonb(p) || jsonb_build_object(
                                    'refunds', coalesce((select jsonb_agg(to_jsonb(x) order by x.id)
                                                         from public.refunds x where x.payment_id = p.id), '[]'))
                                    order by p.id)
                                  from public.payments p where p.registration_id = r.id), '[]'),
            'notes', coalesce((select jsonb_agg(jsonb_build_object('body', n.body, 'created_at', n.created_at) order by n.id)
                               from public.registration_notes n where n.registration_id = r.id), '[]'))
            order by r.id)
          from public.registrations r where r.child_id = c.id), '[]'),
        'consents', coalesce((
          select jsonb_agg(to_jsonb(k) || jsonb_build_object('wording', t.wording) order by k.id)
          from public.consents k
          join public.consent_texts t on t.kind = k.kind and t.version = k.text_version and t.language = k.language
          where k.child_id = c.id), '[]'),
        'collectors', coalesce((
          select jsonb_agg(jsonb_build_object('name', k.name, 'relationship', k.relationship,
              'phone', k.phone, 'created_at', k.created_at, 'updated_at', k.updated_at) order by k.id)
          from public.child_collectors k where k.child_id = c.id), '[]'))
        order by c.id)
      from public.children c where c.family_id = v_family.id), '[]'),
    'guardians', coalesce((
      select jsonb_agg(jsonb_build_object('email', g.email, 'name', g.name, 'invited_at', g.invited_at,
          'revoked_at', g.revoked_at) order by g.id)
      from public.family_guardians g where g.family_id = v_family.id), '[]'),
    'account_changes', coalesce((
      select jsonb_agg(jsonb_build_object('at', x.at, 'table', x.table_name, 'operation', x.operation,
          'fields', x.fields) order by x.id)
      from public.family_changes x where x.family_id = v_family.id), '[]'),
    'checkouts', coalesce((
      select jsonb_agg(to_jsonb(ck) || jsonb_build_object(
        'items', coalesce((select jsonb_agg(to_jsonb(i) order by i.id)
                           from public.checkout_items i where i.checkout_id = ck.id), '[]'))
        order by ck.id)
      from public.checkouts ck where ck.family_id = v_family.id), '[]'),
    'emails', coalesce((
      select jsonb_agg(jsonb_build_object('kind', o.kind, 'to', o.to_address, 'status', o.status,
        'created_at', o.created_at, 'sent_at', o.sent_at) order by o.id)
      from public.email_outbox o
      where o.family_id = v_family.id and o.kind not in ('registration_notice', 'payment_refunded_late')), '[]'),
    'enquiries', coalesce((
      select jsonb_agg(to_jsonb(e) - 'token_nonce' order by e.id)
      from public.enquiries e where v_family.email is not null and e.email = v_family.email), '[]'));
end;
$$;

revoke all on function private.booking_json(bigint), private.account_of(text)
  from public, anon, authenticated, service_role;
revoke all on function public.family_overview(), public.cancel_booking(bigint), public.book_again(),
  public.my_family_data(), public.invite_guardian(text, text), public.remove_guardian(),
  public.family_account_status(bigint), public.family_sign_in_email(bigint)
  from public, anon;
grant execute on function public.family_overview(), public.cancel_booking(bigint), public.book_again(),
  public.my_family_data(), public.invite_guardian(text, text), public.remove_guardian(),
  public.family_account_status(bigint), public.family_sign_in_email(bigint)
  to authenticated, service_role;
