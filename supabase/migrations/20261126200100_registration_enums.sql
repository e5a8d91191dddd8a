-- Registrations, part 1: the value lists, the settings and the private settings of
-- registrations (docs/registrations.md is the contract; every value list is an enum, written into
-- shared/src/database.types.ts by `npm run gen:types`).

create type public.offer_kind as enum ('campus_week', 'camp', 'trial');
comment on type public.offer_kind is
  'What an offer is: one campus week for one campus role and type, a camp, or a trial session.';

-- Which hold a place: new, confirmed, offered, attended. waiting: in the queue. cancelled: none.
create type public.registration_status as enum (
  'new', 'confirmed', 'waiting', 'offered', 'cancelled', 'attended'
);
comment on type public.registration_status is
  'new: place held, not yet confirmed by staff; confirmed: place confirmed by staff; waiting: on the '
  'waiting list; offered: a freed place is held for this registration until hold_expires_at; '
  'cancelled: no place; attended: took part.';

create type public.cancel_reason as enum ('parent', 'staff', 'hold_expired', 'erased');
comment on type public.cancel_reason is 'Why a registration was cancelled.';

create type public.payment_kind as enum ('deposit', 'balance');
create type public.payment_method as enum ('transfer', 'bizum', 'card_at_office', 'cash');
create type public.enquiry_status as enum ('new', 'answered');

create type public.consent_kind as enum (
  'child_data', 'health_data', 'photos_website', 'photos_social', 'guardian'
);
comment on type public.consent_kind is
  'child_data: processing the child''s data; health_data: allergies and medication; photos_website, '
  'photos_social: photos of the child on the website or social media; guardian: the parent declares '
  'being the child''s parent or legal guardian.';

create type public.consent_source as enum ('registration_form', 'parent_link', 'staff');

create type public.player_position as enum ('goalkeeper', 'defender', 'midfielder', 'forward', 'any');
-- Children's sizes by height in cm, then adult sizes.
create type public.shirt_size as enum ('116', '128', '140', '152', '164', 'S', 'M', 'L', 'XL');

create type public.email_kind as enum (
  'registration_received', 'registration_notice', 'place_offered', 'place_accepted',
  'hold_expired', 'registration_cancelled', 'reminder_week', 'reminder_day', 'enquiry_notice'
);
comment on type public.email_kind is
  'registration_notice and enquiry_notice go to the academy (site_settings.contact_email); the '
  'others to the family.';

create type public.outbox_status as enum ('pending', 'sent', 'failed');
create type public.parent_link_action as enum ('cancel', 'accept_place', 'withdraw_photos');

-- ---------------------------------------------------------------------------------------------
-- The settings of registrations: one row (id 1), beside site_settings, which Admins edit and the
-- public reads (the bank details are shown on the answer page). A table of its own, so the
-- site's frame (site_frame(), every column of site_settings) stays as it is.
-- ---------------------------------------------------------------------------------------------
create table public.registration_settings (
  id integer primary key default 1,
  -- Off: the site shows no registration or enquiry form (its WhatsApp and e-mail links only),
  -- open_offers() is empty and the public functions refuse with registration_closed.
  online_registration boolean not null default false,
  bank_account_holder text,
  bank_iban text,
  bank_bic text,
  bizum_phone text,
  payment_instructions_en text,
  payment_instructions_es text,
  payment_instructions_ru text,
  -- How long a freed place offered to the first waiting registration is held for it.
  waiting_list_hold_hours integer not null default 24,
  -- Allergies and medication are erased this many days after the child's last offer ends.
  health_data_retention_days integer not null default 30,
  -- The language of the e-mails to the academy (site_settings.contact_email).
  notification_language public.language_code not null default 'es',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references public.users (id) on delete set null,
  constraint registration_settings_single_row check (id = 1),
  constraint registration_settings_hold_hours_check check (waiting_list_hold_hours between 1 and 168),
  constraint registration_settings_retention_check check (health_data_retention_days between 0 and 365),
  constraint registration_settings_bank_length check (
    char_length(bank_account_holder) <= 200 and char_length(bank_iban) <= 40
    and char_length(bank_bic) <= 20 and char_length(bizum_phone) <= 40),
  constraint registration_settings_payment_instructions_length check (
    char_length(payment_instructions_en) <= 2000 and char_length(payment_instructions_es) <= 2000
    and char_length(payment_instructions_ru) <= 2000)
);
create index registration_settings_updated_by_idx on public.registration_settings (updated_by);
insert into public.registration_settings (id) values (1);
comment on table public.registration_settings is
  'Online registration on or off, how to pay, the waiting list''s hold, health data retention.';

create trigger registration_settings_check_unchanged before update on public.registration_settings
  for each row execute function private.refuse_stale_update();
create trigger registration_settings_set_timestamps before insert or update on public.registration_settings
  for each row execute function private.set_timestamps();
create trigger registration_settings_set_updated_by before insert or update on public.registration_settings
  for each row execute function private.set_updated_by();
select history.track('public.registration_settings', false, true);

-- Everyone reads it (not updated_by, as for the other public tables); Admins update the row.
revoke all on table public.registration_settings from anon, authenticated;
select private.grant_anon_read('public.registration_settings');
grant select, update on table public.registration_settings to authenticated;
grant all on table public.registration_settings to service_role;
alter table public.registration_settings enable row level security;
create policy "registration_settings: everyone reads" on public.registration_settings
  for select to anon, authenticated using (true);
create policy "registration_settings: admin update" on public.registration_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- Limits of the public forms (one row). Not reachable through the API; change them with SQL.
-- shared/src/registration.ts holds the same numbers for the forms' schema, and
-- supabase/tests/registration-submit.test.ts checks that the two agree.
-- ---------------------------------------------------------------------------------------------
create table private.registration_limits (
  id boolean primary key default true check (id),
  max_children integer not null default 6,
  max_offers integer not null default 6,
  min_form_seconds integer not null default 3,
  max_form_age_hours integer not null default 24,
  address_window_minutes integer not null default 60,
  submissions_per_address integer not null default 10,
  enquiries_per_address integer not null default 5
);
insert into private.registration_limits default values;
comment on table private.registration_limits is
  'At most max_children children and max_offers distinct offers per submission; a form is sent '
  'min_form_seconds after its token was made and within max_form_age_hours; per client address, '
  'at most submissions_per_address registrations and enquiries_per_address enquiries committed '
  'in the last address_window_minutes.';

-- The keys of the HMAC signatures (form tokens, parents' links) and of the site server's relay.
-- Made here, kept here, never returned by the API. Rotating one: update its value (tokens and
-- links signed with the old key stop working).
create table private.secrets (
  name text primary key,
  value text not null
);
insert into private.secrets (name, value)
select n, encode(extensions.gen_random_bytes(32), 'hex')
from unnest(array['form_token', 'parent_link', 'relay']) n;
revoke all on private.registration_limits, private.secrets from public, anon, authenticated;
