-- The outbox's relay: e-mails reach the job queue after the transaction that wrote them, in
-- batches, instead of one job added per e-mail inside it.
--
-- A transaction that writes to the outbox (a registration, a cancellation, a place offered)
-- commits with one notification on the channel `email_outbox` and nothing else; a rolled-back
-- one notifies nothing. The worker listens, and once the notifications pause it adds one send job
-- per new pending e-mail in a single call (private.queue_new_emails). A rush of registrations
-- thus takes its places without adding the queue's rows in its own transactions, and its e-mails
-- follow within a second or two. The worker's sweep every minute runs the same, which covers a
-- notification missed while no worker listened.
--
-- Only e-mails without a job get one: re-adding a job that exists would reset a failing
-- e-mail's retry count and backoff (graphile-worker's add_job with a job key starts its attempts
-- again), and re-adding one being sent would start a second copy beside it.

drop trigger email_outbox_enqueue on public.email_outbox;
drop function private.outbox_enqueue();

create function private.outbox_notify()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- One payload for every transaction: PostgreSQL folds a transaction's equal notifications
  -- into one, delivered at commit.
  perform pg_notify('email_outbox', '');
  return null;
end;
$$;
create trigger email_outbox_notify after insert on public.email_outbox
  for each statement execute function private.outbox_notify();

-- Jobs for the given specs whose key has no job yet, added in one graphile_worker.add_jobs;
-- returns how many. A spec: {"task", "payload", "run_at" (none: now), "key"}. The queue's schema
-- is created by the worker: before it first runs, nothing is added.
create function private.add_missing_jobs(p_specs jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if to_regclass('graphile_worker.jobs') is null then
    return 0;
  end if;
  execute $q$
    with new as (
      select array(
        select row(e.spec ->> 'task', (e.spec -> 'payload')::json, null,
                   (e.spec ->> 'run_at')::timestamptz, 10, e.spec ->> 'key', null, null)::graphile_worker.job_spec
          from jsonb_array_elements($1) with ordinality e(spec, ord)
         where not exists (select 1 from graphile_worker.jobs j where j.key = e.spec ->> 'key')
         order by e.ord) as specs
    )
    select case when cardinality(specs) = 0 then 0
                else (select count(*)::integer from graphile_worker.add_jobs(specs, true)) end
      from new
  $q$ into v_count using p_specs;
  return v_count;
end;
$$;

-- A send job for every pending e-mail that has none. Returns how many.
create function private.queue_new_emails()
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.add_missing_jobs(coalesce(jsonb_agg(jsonb_build_object(
      'task', 'send_email', 'payload', jsonb_build_object('outbox_id', o.id), 'key', 'email:' || o.id)
      order by o.id), '[]'))
    from public.email_outbox o
   where o.status = 'pending';
$$;

-- The worker's catch-up (at its start and every minute): the e-mails above, and an expiry job
-- due at the hold's end for every open hold that has none. Returns how many jobs were added.
create or replace function private.requeue_all()
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.queue_new_emails() + private.add_missing_jobs(coalesce(jsonb_agg(jsonb_build_object(
      'task', 'expire_holds', 'payload', '{}'::jsonb, 'run_at', r.hold_expires_at, 'key', 'hold:' || r.id)
      order by r.id), '[]'))
    from public.registrations r
   where r.status = 'offered';
$$;

revoke all on function private.outbox_notify(), private.add_missing_jobs(jsonb), private.queue_new_emails()
  from public, anon, authenticated;
