-- The access log's record of a sign-in e-mail sent to a family from the back office: who sent it,
-- for which family (subject family, its id). Its own migration: a new enum value can be used only
-- once the transaction that adds it has committed.
alter type public.access_event add value if not exists 'sign_in_email_sent';

comment on type public.access_event is 'What an access-log record tells: a staff sign-in or sign-out, a refused second-factor code, a family''s details opened, a CSV export, a roster printed, an access request (export_family), an erasure (erase_family), a refund asked for, a sign-in e-mail sent to a family from the back office.';
