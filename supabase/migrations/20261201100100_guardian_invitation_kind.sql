-- The e-mail that tells a second guardian they were invited to a family's account (queued by
-- invite_guardian). A value of its own migration: a new enum value cannot be used in the
-- transaction that adds it.
alter type public.email_kind add value if not exists 'guardian_invited';
