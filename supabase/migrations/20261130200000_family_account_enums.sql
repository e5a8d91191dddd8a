-- Family accounts, part 1: the value lists (a value added to an enum is usable once its
-- transaction has committed, so these come before the tables and functions that use them).
--
--   consent_source 'account': a consent a parent gave or withdrew signed in to the family's account.
--   before_camp_detail: what an offer may require of a family before it starts.

alter type public.consent_source add value if not exists 'account';

create type public.before_camp_detail as enum (
  'medical_form',
  'emergency_contact',
  'collectors',
  'photo_consent'
);
comment on type public.before_camp_detail is
  'A detail an offer requires before it starts: medical_form (the child''s medical information confirmed by the family since the booking), emergency_contact (the family''s emergency name and phone), collectors (at least one person allowed to collect the child), photo_consent (both photo consents answered).';
