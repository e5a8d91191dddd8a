-- Registrations, part 9: scheduled work (reminders, health-data retention), the family's rights
-- (access and erasure requests) and the views the back office reads. Times are the academy's
-- (Europe/Madrid); every scheduled function takes the time to act at, so tests choose it.

create or replace function private.academy_date(p_at timestamptz)
returns date
language plpgsql
stable
set search_path = ''
as $$
begin
  return (select (p_at at time zone 'Europe/Madrid')::date);
end;
$$;

-- Reminders to the families holding a place: a week before (sent on any of the days from 7 to 2
-- before the start, to registrations made before that week began) and the day before. At most
-- one of each per registration. Returns how many were queued.
create or replace function private.queue_reminders(p_now timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_today date := private.academy_date(p_now);
  v_row record;
  v_before integer;
  v_after integer;
begin
  select count(*) into v_before from public.email_outbox o where o.kind in ('reminder_week', 'reminder_day');
  for v_row in
    select r.id, r.family_id, o.starts_on - v_today as days_left, r.created_at
    from public.registrations r
    join public.offers o on o.id = r.offer_id
    where r.status in ('new', 'confirmed') and o.starts_on - v_today between 1 and 7
  loop
    if v_row.days_left = 1 then
      perform private.queue_registration_email('reminder_day', v_row.family_id, array[v_row.id],
        'reminder_day:' || v_row.id);
    elsif v_row.days_left >= 2 and private.academy_date(v_row.created_at) < v_today + v_row.days_left - 7 then
      perform private.queue_registration_email('reminder_week', v_row.family_id, array[v_row.id],
        'reminder_week:' || v_row.id);
    end if;
  end loop;
  select count(*) into v_after from public.email_outbox o where o.kind in ('reminder_week', 'reminder_day');
  return v_after - v_before;
end;
$$;

-- Health data (allergies, medication) is erased registration_settings.health_data_retention_days after
-- the end of the child's last offer. Returns how many children it erased it from.
create or replace function private.erase_expired_health_data(p_now timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_days integer := (select s.health_data_retention_days from public.registration_settings s where s.id = 1);
  v_count integer;
begin
  update public.children c set allergies = null, medication = null, health_data_erased_at = p_now
  where (c.allergies is not null or c.medication is not null)
    and (select max(o.ends_on) from public.registrations r join public.offers o on o.id = r.offer_id
         where r.child_id = c.id) + v_days < private.academy_date(p_now);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Access and erasure requests (Admin or Coordinator).
-- ---------------------------------------------------------------------------------------------
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
end;
$$;

-- Everything the academy holds about one family, as one JSON document: the family, its
-- children with their registrations, payments, consents and staff notes, the e-mails sent to
-- it, and the enquiries sent from its e-mail address.
create or replace function public.export_family(p_family_id bigint)
returns jsonb
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
            'payments', coalesce((select jsonb_agg(to_jsonb(p) order by p.id)
                                  from public.payments p where p.registration_id = r.id), '[]'),
            'notes', coalesce((select jsonb_agg(jsonb_build_object('body', n.body, 'created_at', n.created_at) order by n.id)
                               from public.registration_notes n where n.registration_id = r.id), '[]'))
            order by r.id)
          from public.registrations r where r.child_id = c.id), '[]'),
        'consents', coalesce((
          select jsonb_agg(to_jsonb(k) || jsonb_build_object('wording', t.wording) order by k.id)
          from public.consents k
          join public.consent_texts t on t.kind = k.kind and t.version = k.text_version and t.language = k.language
          where k.child_id = c.id), '[]'))
        order by c.id)
      from public.children c where c.family_id = v_family.id), '[]'),
    'emails', coalesce((
      select jsonb_agg(jsonb_build_object('kind', o.kind, 'to', o.to_address, 'status', o.status,
        'created_at', o.created_at, 'sent_at', o.sent_at) order by o.id)
      from public.email_outbox o where o.family_id = v_family.id and o.kind <> 'registration_notice'), '[]'),
    'enquiries', coalesce((
      select jsonb_agg(to_jsonb(e) - 'token_nonce' order by e.id)
      from public.enquiries e where v_family.email is not null and e.email = v_family.email), '[]'));
end;
$$;

-- Erases one family's personal data (and that of the enquiries sent from its address). What
-- stays, with no personal field, and why, is in docs/registrations.md: registrations (places and
-- statistics), payments (accounting records the law requires to be kept), consent records
-- (the proof that processing was lawful while it lasted) and the e-mail log's dates. Places the
-- family still holds or waits for are cancelled first, so they pass to the waiting list.
create or replace function public.erase_family(p_family_id bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_family public.families;
  v_result jsonb;
begin
  perform private.require_registration_staff();
  select * into v_family from public.families f where f.id = p_family_id for update;
  if v_family.id is null then
    raise exception using errcode = 'PT404', message = 'No such family', hint = 'family_not_found';
  end if;
  if v_family.erased_at is not null then
    return jsonb_build_object('family_id', v_family.id, 'erased_at', v_family.erased_at);
  end if;
  update public.registrations r set status = 'cancelled', cancel_reason = 'erased'
  where r.family_id = v_family.id and r.status in ('new', 'confirmed', 'waiting', 'offered');
  update public.children c set name = null, date_of_birth = null, position = null, shirt_size = null,
    allergies = null, medication = null, authorised_collectors = null, erased_at = now()
  where c.family_id = v_family.id;
  update public.payments p set note = null
  where p.registration_id in (select r.id from public.registrations r where r.family_id = v_family.id);
  delete from public.registration_notes n
  where n.registration_id in (select r.id from public.registrations r where r.family_id = v_family.id);
  update public.consents k set signed_by = null, signer_email = null, client_address = null
  where k.family_id = v_family.id;
  update public.email_deliveries d set smtp_response = null, error = null
  where d.outbox_id in (select o.id from public.email_outbox o where o.family_id = v_family.id);
  update public.email_outbox o set to_address = null, payload = null, reference = null, last_error = null,
    status = case when o.status = 'pending' then 'failed' else o.status end
  where o.family_id = v_family.id;
  update public.registration_submissions s set client_address = null, result = null where s.family_id = v_family.id;
  if v_family.email is not null then
    delete from public.email_outbox o
    where o.enquiry_id in (select e.id from public.enquiries e where e.email = v_family.email);
    update public.enquiries e set name = null, email = null, phone = null, message = null,
      client_address = null, erased_at = now()
    where e.email = v_family.email;
  end if;
  update public.families f set parent_name = null, email = null, phone = null, emergency_name = null,
    emergency_phone = null, erased_at = now()
  where f.id = v_family.id
  returning jsonb_build_object('family_id', f.id, 'erased_at', f.erased_at) into v_result;
  return v_result;
end;
$$;

revoke all on function private.academy_date(timestamptz), private.queue_reminders(timestamptz),
  private.erase_expired_health_data(timestamptz), private.require_registration_staff()
  from public, anon, authenticated;
revoke all on function public.export_family(bigint), public.erase_family(bigint) from public;
grant execute on function public.export_family(bigint), public.erase_family(bigint)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Views for the back office (security_invoker: the policies of the tables decide who reads).
-- ---------------------------------------------------------------------------------------------
create type public.payment_state as enum ('unpaid', 'part_paid', 'paid');
comment on type public.payment_state is
  'Of a registration: nothing paid yet, less than the price paid (e.g. the deposit), all paid.';

create view public.registration_overview with (security_invoker = true) as
select
  r.id, r.status, r.offer_id, o.kind as offer_kind, o.title_en as offer_title,
  o.starts_on, o.ends_on, r.child_id, c.name as child_name, c.date_of_birth,
  extract(year from c.date_of_birth)::integer as birth_year, c.position, c.shirt_size,
  (c.allergies is not null or c.medication is not null) as has_health_data,
  c.photos_website, c.photos_social, c.photo_consent_withdrawn_at,
  r.family_id, f.parent_name, f.email, f.phone, f.language,
  case when r.status = 'waiting' then (
    select count(*)::integer from public.registrations w
    where w.offer_id = r.offer_id and w.status = 'waiting' and w.queue_seq <= r.queue_seq) end as waiting_position,
  r.hold_expires_at, r.cancel_reason, o.price, o.deposit, pay.paid,
  (case when pay.paid >= o.price then 'paid' when pay.paid > 0 then 'part_paid'
        else 'unpaid' end)::public.payment_state as payment_state,
  r.created_at, r.status_changed_at
from public.registrations r
join public.offers o on o.id = r.offer_id
join public.children c on c.id = r.child_id
join public.families f on f.id = r.family_id
cross join lateral (
  select coalesce(sum(p.amount), 0)::numeric(10, 2) as paid
  from public.payments p where p.registration_id = r.id
) pay;
comment on view public.registration_overview is
  'One row per registration with its child, family, offer, waiting position and payments (filters: offer_id, status, payment_state).';

create view public.offer_places with (security_invoker = true) as
select o.id, o.kind, o.title_en, o.starts_on, o.ends_on, o.capacity, n.taken, n.waiting,
  greatest(o.capacity - n.taken, 0) as places_left
from public.offers o
cross join lateral (
  select count(*) filter (where r.status in ('new', 'confirmed', 'offered', 'attended'))::integer as taken,
         count(*) filter (where r.status = 'waiting')::integer as waiting
  from public.registrations r where r.offer_id = o.id
) n;
comment on view public.offer_places is 'Places taken, waiting and left per offer (staff).';

create view public.email_log with (security_invoker = true) as
select x.registration_id, o.id as outbox_id, o.kind, o.to_address, o.language, o.status,
  o.attempts, o.last_error, o.created_at, o.sent_at
from public.email_outbox o
cross join lateral unnest(o.registration_ids) as x(registration_id);
comment on view public.email_log is
  'The e-mails about each registration (attempts: email_deliveries by outbox_id).';

revoke all on public.registration_overview, public.offer_places, public.email_log from anon, authenticated;
grant select on public.registration_overview, public.offer_places, public.email_log to authenticated, service_role;
