-- Registrations, part 1: the value lists, the site settings and the private settings of
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
-- Site settings of registrations (Admins edit them with the other settings; the public reads
-- them: the bank details are shown on the answer page).
-- ---------------------------------------------------------------------------------------------
alter table public.site_settings
  add column online_registration boolean not null default false,
  add column bank_account_holder text,
  add column bank_iban text,
  add column bank_bic text,
  add column bizum_phone text,
  add column payment_instructions_en text,
  add column payment_instructions_es text,
  add column payment_instructions_ru text,
  add column waiting_list_hold_hours integer not null default 24,
  add column health_data_retention_days integer not null default 30,
  add column notification_language public.language_code not null default 'es',
  add constraint site_settings_hold_hours_check check (waiting_list_hold_hours between 1 and 168),
  add constraint site_settings_retention_check check (health_data_retention_days between 0 and 365),
  add constraint site_settings_bank_length check (
    char_length(bank_account_holder) <= 200 and char_length(bank_iban) <= 40
    and char_length(bank_bic) <= 20 and char_length(bizum_phone) <= 40),
  add constraint site_settings_payment_instructions_length check (
    char_length(payment_instructions_en) <= 2000 and char_length(payment_instructions_es) <= 2000
    and char_length(payment_instructions_ru) <= 2000);
comment on column public.site_settings.online_registration is
  'Off: the site shows no registration or enquiry form (WhatsApp and e-mail links only) and '
  'submit_registration refuses with registration_closed.';
comment on column public.site_settings.waiting_list_hold_hours is
  'How long a freed place offered to the first waiting registration is held for it.';
comment on column public.site_settings.health_data_retention_days is
  'Allergies and medication are erased this many days after the child''s last offer ends.';
comment on column public.site_settings.notification_language is
  'Language of the e-mails to the academy (new registrations, enquiries).';
select private.grant_anon_read('public.site_settings');

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
