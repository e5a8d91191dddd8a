-- A registration's e-mails (the back office's registration screen) were found by unnesting every
-- outbox row's registration ids and keeping the matching ones: each screen read the whole outbox,
-- which grows with every e-mail, and the outbox's index of registration ids served nothing. The
-- view now starts from the registration and asks that index for the e-mails naming it. Same
-- columns and rows (registrations are never deleted); the reader still sees only what the
-- policies of both tables let it see.
create or replace view public.email_log
  with (security_invoker = true)
as
select r.id as registration_id,
       o.id as outbox_id,
       o.kind,
       o.to_address,
       o.language,
       o.status,
       o.attempts,
       o.last_error,
       o.created_at,
       o.sent_at
from public.registrations r
join public.email_outbox o on o.registration_ids @> array[r.id];
