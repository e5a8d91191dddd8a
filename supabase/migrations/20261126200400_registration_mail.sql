-- Registrations, part 4: signatures, the job queue's door, and the e-mail outbox.
--
-- Jobs run in graphile-worker (packages/worker), whose tables live in the schema
-- `graphile_worker`, created by the worker itself when it starts (on hosted Supabase too, with
-- DATABASE_URL). Work is queued from SQL with graphile_worker.add_job inside the transaction that
-- causes it, so a rolled-back registration queues nothing. Before the worker has ever run, that
-- schema does not exist: private.enqueue_job then queues nothing, and the worker's start (and
-- its sweep every minute) queues every pending e-mail and every open hold (private.requeue_all).

-- ---------------------------------------------------------------------------------------------
-- HMAC-SHA256 with a key of private.secrets, as base64url without padding.
-- ---------------------------------------------------------------------------------------------
create or replace function private.sign(p_secret text, p_data text)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return (select translate(rtrim(encode(extensions.hmac(convert_to(p_data, 'UTF8'),
      decode(s.value, 'hex'), 'sha256'), 'base64'), '='), '+/', '-_')
    from private.secrets s
    where s.name = p_secret);
end;
$$;

-- The parents' link of a registration: 'p1.<registration id>.<expiry, unix seconds>.<signature>'.
-- It expires at the end of the day after the offer ends (Europe/Madrid).
create or replace function private.parent_link_token(p_registration_id bigint)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return (select format('p1.%s.%s', r.id, e.exp) || '.' || private.sign('parent_link', format('p1.%s.%s', r.id, e.exp))
    from public.registrations r
    join public.offers o on o.id = r.offer_id
    cross join lateral (
      select extract(epoch from ((o.ends_on + 2)::timestamp at time zone 'Europe/Madrid'))::bigint as exp
    ) e
    where r.id = p_registration_id);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The job queue's door
-- ---------------------------------------------------------------------------------------------
create or replace function private.enqueue_job(
  p_task text,
  p_payload jsonb,
  p_run_at timestamptz default null,
  p_job_key text default null,
  p_key_mode text default 'replace'
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'graphile_worker' and p.proname = 'add_job'
  ) then
    return false;
  end if;
  execute 'select graphile_worker.add_job($1, $2::json, run_at => $3, max_attempts => 10,
             job_key => $4, job_key_mode => $5)'
    using p_task, p_payload, coalesce(p_run_at, now()), p_job_key,
      case when p_job_key is null then null else p_key_mode end;
  return true;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- What the e-mails say, as JSON (packages/worker/src/mail/payload.ts). Written by the worker's
-- first attempt (outbox_claim), seconds after the e-mail was queued, from the registrations'
-- state then; nothing of it is built inside the transaction that takes a place, which keeps the
-- offer's lock short.
-- ---------------------------------------------------------------------------------------------
create or replace function private.waiting_position(p_registration_id bigint)
returns integer
language plpgsql
stable
set search_path = ''
as $$
begin
  return (select (select count(*)::integer from public.registrations w
            where w.offer_id = me.offer_id and w.status = 'waiting' and w.queue_seq <= me.queue_seq)
    from public.registrations me
    where me.id = p_registration_id and me.status = 'waiting');
end;
$$;

create or replace function private.offer_json(p_offer_id bigint)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (select jsonb_build_object(
      'id', o.id, 'kind', o.kind, 'title_en', o.title_en, 'title_es', o.title_es,
      'title_ru', o.title_ru, 'starts_on', o.starts_on, 'ends_on', o.ends_on,
      'starts_at', o.starts_at, 'ends_at', o.ends_at, 'age_group', o.age_group,
      'campus_role', o.campus_role, 'campus_type', o.campus_type, 'price', o.price,
      'deposit', o.deposit, 'kit_list_en', o.kit_list_en, 'kit_list_es', o.kit_list_es,
      'kit_list_ru', o.kit_list_ru)
    from public.offers o
    where o.id = p_offer_id);
end;
$$;

create or replace function private.mail_item(p_registration_id bigint)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (select jsonb_build_object(
      'registration_id', r.id, 'child_name', c.name, 'status', r.status,
      'waiting_position', private.waiting_position(r.id), 'hold_expires_at', r.hold_expires_at,
      'manage_token', private.parent_link_token(r.id), 'offer', private.offer_json(r.offer_id))
    from public.registrations r
    join public.children c on c.id = r.child_id
    where r.id = p_registration_id);
end;
$$;

create or replace function private.mail_academy()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (select jsonb_build_object(
      'address_en', s.address_en, 'address_es', s.address_es, 'address_ru', s.address_ru,
      'address_url', s.address_url, 'phone', s.phone_number, 'email', s.contact_email,
      'whatsapp_link', s.whatsapp_link, 'company_name', s.company_name,
      'bank_account_holder', r.bank_account_holder, 'bank_iban', r.bank_iban,
      'bank_bic', r.bank_bic, 'bizum_phone', r.bizum_phone,
      'payment_instructions_en', r.payment_instructions_en,
      'payment_instructions_es', r.payment_instructions_es,
      'payment_instructions_ru', r.payment_instructions_ru)
    from public.site_settings s
    cross join public.registration_settings r
    where s.id = 1 and r.id = 1);
end;
$$;

-- Queues one e-mail about registrations of one family: to the family (p_to_academy false) or to
-- the academy's address. Nothing for an erased family, nor for the academy without an address;
-- at most one per p_dedupe_key. Its payload is written when it is sent (outbox_claim).
create or replace function private.queue_registration_email(
  p_kind public.email_kind,
  p_family_id bigint,
  p_registration_ids bigint[],
  p_dedupe_key text default null,
  p_to_academy boolean default false,
  p_reference text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_family public.families;
  v_academy text := (select s.contact_email from public.site_settings s where s.id = 1);
  v_language public.language_code :=
    (select r.notification_language from public.registration_settings r where r.id = 1);
begin
  select * into v_family from public.families f where f.id = p_family_id and f.erased_at is null;
  if v_family.id is null or (p_to_academy and v_academy is null) then
    return;
  end if;
  insert into public.email_outbox (kind, family_id, registration_ids, to_address, language, reference, dedupe_key)
  values (
    p_kind, v_family.id, p_registration_ids,
    case when p_to_academy then v_academy else v_family.email end,
    case when p_to_academy then v_language else v_family.language end,
    p_reference, p_dedupe_key)
  on conflict (dedupe_key) do nothing;
end;
$$;

-- What an e-mail about registrations says, from their state now.
create or replace function private.registration_mail_payload(p_outbox public.email_outbox)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    select jsonb_build_object(
      'kind', p_outbox.kind,
      'family', jsonb_build_object('parent_name', f.parent_name, 'email', f.email, 'phone', f.phone,
        'language', f.language),
      'items', coalesce((select jsonb_agg(private.mail_item(x) order by ord)
                         from unnest(p_outbox.registration_ids) with ordinality u(x, ord)), '[]'::jsonb),
      'academy', private.mail_academy(),
      'reference', p_outbox.reference)
    from public.families f
    where f.id = p_outbox.family_id and f.erased_at is null);
end;
$$;

-- Every new outbox row becomes a send job at once.
create or replace function private.outbox_enqueue()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_job('send_email', jsonb_build_object('outbox_id', new.id), null,
    'email:' || new.id, 'preserve_run_at');
  return new;
end;
$$;
create trigger email_outbox_enqueue after insert on public.email_outbox
  for each row execute function private.outbox_enqueue();

-- The worker's catch-up: a send job for every pending e-mail and an expiry job for every open
-- hold (existing jobs keep their time, so a retry's backoff is not reset). Returns how many.
create or replace function private.requeue_all()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer := 0;
  v_id bigint;
  v_at timestamptz;
begin
  for v_id in select o.id from public.email_outbox o where o.status = 'pending' order by o.id loop
    if private.enqueue_job('send_email', jsonb_build_object('outbox_id', v_id), null,
         'email:' || v_id, 'preserve_run_at') then
      v_count := v_count + 1;
    end if;
  end loop;
  for v_id, v_at in
    select r.id, r.hold_expires_at from public.registrations r where r.status = 'offered'
  loop
    if private.enqueue_job('expire_holds', '{}'::jsonb, v_at, 'hold:' || v_id, 'preserve_run_at') then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;

-- The worker's side of sending: claim a pending e-mail (none when it is no longer pending), its
-- payload written at the first attempt, and record each attempt in the delivery log.
create or replace function private.outbox_claim(p_outbox_id bigint)
returns setof public.email_outbox
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.email_outbox;
begin
  update public.email_outbox o set attempts = o.attempts + 1
  where o.id = p_outbox_id and o.status = 'pending'
  returning o.* into v_row;
  if v_row.id is null then
    return;
  end if;
  if v_row.payload is null then
    update public.email_outbox o set payload = private.registration_mail_payload(v_row)
    where o.id = v_row.id
    returning o.* into v_row;
  end if;
  if v_row.payload is null then
    -- The family was erased meanwhile: there is nothing left to tell.
    update public.email_outbox o set status = 'failed', last_error = 'nothing to send: the family was erased'
    where o.id = v_row.id;
    return;
  end if;
  return next v_row;
end;
$$;

create or replace function private.outbox_attempt(
  p_outbox_id bigint,
  p_started_at timestamptz,
  p_ok boolean,
  p_smtp_response text,
  p_error text,
  p_final boolean
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_attempt integer;
begin
  update public.email_outbox o set
    status = case when p_ok then 'sent' when p_final then 'failed' else o.status end,
    sent_at = case when p_ok then now() else o.sent_at end,
    last_error = case when p_ok then null else left(p_error, 2000) end
  where o.id = p_outbox_id
  returning o.attempts into v_attempt;
  insert into public.email_deliveries (outbox_id, attempt, started_at, ok, smtp_response, error)
  values (p_outbox_id, coalesce(v_attempt, 0), p_started_at, p_ok, left(p_smtp_response, 2000),
    left(p_error, 2000));
end;
$$;

revoke all on function private.sign(text, text), private.parent_link_token(bigint),
  private.enqueue_job(text, jsonb, timestamptz, text, text), private.waiting_position(bigint),
  private.offer_json(bigint), private.mail_item(bigint), private.mail_academy(),
  private.queue_registration_email(public.email_kind, bigint, bigint[], text, boolean, text),
  private.registration_mail_payload(public.email_outbox), private.requeue_all(), private.outbox_claim(bigint),
  private.outbox_attempt(bigint, timestamptz, boolean, text, text, boolean)
  from public, anon, authenticated;
