-- The e-mail that brings the academy a family's erasure request made from its account (queued by
-- request_erasure). A value of its own migration: a new enum value cannot be used in the
-- transaction that adds it.
alter type public.email_kind add value if not exists 'erasure_requested';
