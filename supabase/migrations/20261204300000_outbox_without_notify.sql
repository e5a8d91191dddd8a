-- Writing an e-mail to the outbox no longer sends a notification. PostgreSQL holds its one
-- notification lock from a notifying transaction's commit until that commit is on disk, so the
-- commits of a burst of registrations, each writing e-mails, reached the disk one after another
-- instead of sharing flushes, and every listening connection was woken for each of them. The
-- worker's relay now reads the outbox's identity sequence a few times a second instead, which
-- costs the writing transactions nothing (packages/worker/src/relay.ts).
drop trigger email_outbox_notify on public.email_outbox;
drop function private.outbox_notify();
