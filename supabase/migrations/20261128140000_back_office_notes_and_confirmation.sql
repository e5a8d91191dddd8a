-- What the back office records beside a registration's status and an enquiry, and the e-mail a
-- family gets when staff confirm a place:
--   registrations.cancel_note   why staff cancelled (required of staff, shown on the details)
--   enquiries.staff_note        a note of the staff on an enquiry (staff only, like the table)
--   email kind registration_confirmed, queued by a trigger of its own when a registration becomes
--     'confirmed' from any status but 'offered' (a place accepted has its own e-mail)
--   registration_overview       also the offer's Spanish and Russian titles and the cancel note
-- Refusals (SQLSTATE, hint):
--   23514 cancel_note_required  a staff member cancels without saying why

alter type public.email_kind add value if not exists 'registration_confirmed';

alter table public.registrations add column cancel_note text;
alter table public.registrations
  add constraint registrations_cancel_note_check check (
    char_length(cancel_note) <= 500 and (status = 'cancelled' or cancel_note is null));
comment on column public.registrations.cancel_note is
  'Why a staff member cancelled the registration, in their words (null otherwise; erased with the family).';

alter table public.enquiries add column staff_note text;
alter table public.enquiries
  add constraint enquiries_staff_note_length check (char_length(staff_note) <= 2000);
comment on column public.enquiries.staff_note is
  'A note of the staff about the enquiry (never shown to the sender; erased with the family).';

-- A cancellation by staff says why. Runs before registration_status_rules (trigger names sort),
-- so cancel_reason is still what the writer gave: null or 'staff' for a staff member's own
-- cancellation; a parent's link, an expired hold and an erasure set theirs and need no note.
-- Leaving 'cancelled' drops the note.
create or replace function private.registration_cancel_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'cancelled' then
    new.cancel_note := null;
    return new;
  end if;
  new.cancel_note := nullif(btrim(new.cancel_note), '');
  if (tg_op = 'INSERT' or old.status <> 'cancelled')
     and coalesce(new.cancel_reason, 'staff') = 'staff'
     and (select auth.uid()) is not null
     and new.cancel_note is null then
    raise exception using errcode = '23514', message = 'Say why the registration is cancelled',
      hint = 'cancel_note_required';
  end if;
  return new;
end;
$$;
revoke all on function private.registration_cancel_note() from public, anon, authenticated;
create trigger registrations_staff_cancel_note before insert or update on public.registrations
  for each row execute function private.registration_cancel_note();

-- "Your place is confirmed", in the family's language, when staff confirm a registration. A place
-- accepted from an offer (offered -> confirmed) already sends place_accepted; once per
-- confirmation (the key carries the time of the status change).
create or replace function private.registration_confirmed_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'confirmed' and (tg_op = 'INSERT' or old.status not in ('confirmed', 'offered')) then
    perform private.queue_registration_email('registration_confirmed', new.family_id, array[new.id],
      'registration_confirmed:' || new.id || ':' || extract(epoch from new.status_changed_at));
  end if;
  return null;
end;
$$;
revoke all on function private.registration_confirmed_email() from public, anon, authenticated;
create trigger registrations_confirmed_email after insert or update of status on public.registrations
  for each row execute function private.registration_confirmed_email();

-- Erasing a family also erases what staff wrote about it: the notes of its cancellations and of
-- its enquiries (erase_family marks both families and enquiries with erased_at).
create or replace function private.erase_staff_notes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'families' then
    update public.registrations r set cancel_note = null
    where r.family_id = new.id and r.cancel_note is not null;
    return null;
  end if;
  new.staff_note := null;
  return new;
end;
$$;
revoke all on function private.erase_staff_notes() from public, anon, authenticated;
create trigger families_erase_staff_notes after update of erased_at on public.families
  for each row when (new.erased_at is not null and old.erased_at is null)
  execute function private.erase_staff_notes();
create trigger enquiries_erase_staff_note before update on public.enquiries
  for each row when (new.erased_at is not null)
  execute function private.erase_staff_notes();

-- The overview with the offer's title in every language (the back office shows its own
-- language's, else the English one) and the note of a cancellation.
create or replace view public.registration_overview with (security_invoker = true) as
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
  r.hold_expires_at, r.cancel_reason, a.price::numeric(10, 2) as price,
  a.deposit::numeric(10, 2) as deposit, pay.paid,
  (case when pay.paid >= a.price then 'paid' when pay.paid > 0 then 'part_paid'
        else 'unpaid' end)::public.payment_state as payment_state,
  r.created_at, r.status_changed_at,
  a.list_price::numeric(10, 2) as list_price, a.early_bird,
  a.sibling_discount_percent::numeric(5, 2) as sibling_discount_percent,
  o.title_en as offer_title_en, o.title_es as offer_title_es, o.title_ru as offer_title_ru, r.cancel_note
from public.registrations r
join public.offers o on o.id = r.offer_id
join public.children c on c.id = r.child_id
join public.families f on f.id = r.family_id
cross join lateral public.registration_amounts(r.id) a
cross join lateral (
  select coalesce(sum(p.amount), 0)::numeric(10, 2) as paid
  from public.payments p where p.registration_id = r.id
) pay;
