-- Online payments, part 4: the site server's functions (docs/payments.md, "Functions for the
-- site server" and "Events"). Called with the public key and the relay key header
-- (x-registration-relay), the site server's credential; without it: 42501 not_site_server.
--
--   open_checkout(p_request jsonb) -> jsonb
--   attach_checkout(p_checkout_id bigint, p_session_id text, p_url text) -> void
--   record_payment_event(p_event jsonb, p_method online_payment_method default null) -> jsonb
--   checkout_status(p_session_id text) -> jsonb
--
-- Refusals (SQLSTATE, hint): 42501 not_site_server, P0001 payments_off, 22023 link_invalid,
-- PT410 link_expired, PT404 submission_not_found, PT409 nothing_to_pay, PT410 hold_ended,
-- PT404 checkout_not_found, PT409 checkout_session_mismatch (attach_checkout: another session
-- is attached already).

-- The caller is the site server: the request carries the relay key.
create or replace function private.require_site_server()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_relay text := nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-registration-relay';
begin
  if v_relay is null or v_relay is distinct from (select s.value from private.secrets s where s.name = 'relay') then
    raise exception using errcode = '42501', message = 'Only the site server may call this',
      hint = 'not_site_server';
  end if;
end;
$$;

create or replace function private.require_online_payments()
returns public.registration_settings
language plpgsql
stable
set search_path = ''
as $$
declare
  v_settings public.registration_settings;
begin
  select * into v_settings from public.registration_settings s where s.id = 1;
  if not coalesce(v_settings.online_payments, false) then
    raise exception using errcode = 'P0001', message = 'Online payments are off', hint = 'payments_off';
  end if;
  return v_settings;
end;
$$;

-- Euro to the provider's cents.
create or replace function private.cents(p_amount numeric)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select round(p_amount * 100)::bigint;
$$;

-- A checkout line's name, in the family's language: "Deposit · Lucía · Campus week 1". The words
-- are shared/src/registrationRules.ts CHECKOUT_ITEM_LABELS (a test keeps them equal).
create or replace function private.checkout_item_name(
  p_kind public.payment_kind,
  p_registration_id bigint,
  p_language public.language_code
)
returns text
language sql
stable
set search_path = ''
as $$
  select left(concat_ws(' · ',
    case p_language::text
      when 'es' then case p_kind when 'deposit' then 'Depósito' else 'Resto del pago' end
      when 'ru' then case p_kind when 'deposit' then 'Предоплата' else 'Остаток оплаты' end
      else case p_kind when 'deposit' then 'Deposit' else 'Balance' end
    end,
    c.name,
    coalesce(case p_language::text when 'es' then o.title_es when 'ru' then o.title_ru end, o.title_en)), 500)
  from public.registrations r
  join public.children c on c.id = r.child_id
  join public.offers o on o.id = r.offer_id
  where r.id = p_registration_id;
$$;

-- ---------------------------------------------------------------------------------------------
-- open_checkout: what the family owes now for every place it holds, as one checkout.
-- ---------------------------------------------------------------------------------------------
create or replace function public.open_checkout(p_request jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_settings public.registration_settings;
  v_family public.families;
  v_asked bigint[];
  v_id bigint;
  v_checkout public.checkouts;
  v_items jsonb;
  v_total numeric(10, 2);
  v_hold_end timestamptz;
  v_expires timestamptz;
  v_key uuid;
  v_reuse jsonb;
begin
  perform private.require_site_server();
  v_settings := private.require_online_payments();

  -- Who asks: a parents' link (its registration's family) or the answer page's proof.
  if p_request ? 'token' then
    v_asked := array[(private.check_parent_link(p_request ->> 'token')).id];
    select f.* into v_family from public.families f
    join public.registrations r on r.family_id = f.id where r.id = v_asked[1];
  else
    begin
      v_key := (p_request ->> 'idempotency_key')::uuid;
      v_id := (p_request ->> 'submission_id')::bigint;
    exception when others then
      v_key := null;
    end;
    select f.* into v_family
    from public.registration_submissions s
    join public.families f on f.id = s.family_id and f.erased_at is null
    where s.id = v_id and s.idempotency_key = v_key;
    if v_family.id is null then
      raise exception using errcode = 'PT404', message = 'No registration form matches this',
        hint = 'submission_not_found';
    end if;
    select coalesce(array_agg(r.id order by r.id), '{}') into v_asked
    from public.registrations r where r.submission_id = v_id;
  end if;

  -- One checkout of a family at a time (a double click opens one). An advisory lock, not the
  -- registrations' rows: a payment being recorded locks those in its own order, and waiting for
  -- them here after the link's row could deadlock with it.
  perform pg_advisory_xact_lock(hashtextextended('family-checkout:' || v_family.id, 0));
  with held as (
    select r.id, r.created_at, d.kind, d.amount,
           case when r.status = 'offered' then r.hold_expires_at when r.status = 'new' then r.pay_by end as hold_end
    from public.registrations r
    cross join lateral private.amount_due(r.id) d
    where r.family_id = v_family.id
      and r.status in ('new', 'offered', 'confirmed')
      and (r.status <> 'offered' or r.hold_expires_at > now())
      and (r.status <> 'new' or r.pay_by is null or r.pay_by > now())
      and d.amount > 0
  )
  select coalesce(jsonb_agg(jsonb_build_object('registration_id', h.id, 'kind', h.kind, 'amount', h.amount)
                            order by h.created_at, h.id), '[]'::jsonb),
         coalesce(sum(h.amount), 0), min(h.hold_end)
  into v_items, v_total, v_hold_end
  from held h;

  if jsonb_array_length(v_items) = 0 then
    if exists (select 1 from public.registrations r where r.id = any (v_asked)
               and (r.status = 'cancelled' and r.cancel_reason in ('hold_expired', 'deposit_unpaid')
                    or r.status = 'offered' and r.hold_expires_at <= now()
                    or r.status = 'new' and r.pay_by <= now())) then
      raise exception using errcode = 'PT410', message = 'The place''s hold ended before it was paid',
        hint = 'hold_ended';
    end if;
    raise exception using errcode = 'PT409', message = 'Nothing is due now', hint = 'nothing_to_pay';
  end if;

  -- An open checkout of exactly these items is used again (its session, when it has one).
  select c.* into v_checkout
  from public.checkouts c
  where c.family_id = v_family.id and c.status = 'open' and c.expires_at > now() + interval '5 minutes'
    and (select jsonb_agg(jsonb_build_object('registration_id', i.registration_id, 'kind', i.kind, 'amount', i.amount)
                          order by i.registration_id, i.kind)
         from public.checkout_items i where i.checkout_id = c.id)
      = (select jsonb_agg(e order by (e ->> 'registration_id')::bigint, e ->> 'kind')
         from jsonb_array_elements(v_items) e)
  order by c.id desc
  limit 1;

  if v_checkout.id is null then
    v_expires := date_trunc('second', least(greatest(coalesce(v_hold_end, now() + interval '24 hours'),
                                                     now() + interval '31 minutes'),
                                            now() + interval '23 hours 59 minutes'));
    insert into public.checkouts (family_id, amount, language, methods, expires_at)
    values (v_family.id, v_total, v_family.language, v_settings.online_payment_methods, v_expires)
    returning * into v_checkout;
    insert into public.checkout_items (checkout_id, registration_id, kind, amount, description)
    select v_checkout.id, (e ->> 'registration_id')::bigint, (e ->> 'kind')::public.payment_kind,
           (e ->> 'amount')::numeric, private.checkout_item_name((e ->> 'kind')::public.payment_kind,
             (e ->> 'registration_id')::bigint, v_family.language)
    from jsonb_array_elements(v_items) with ordinality x(e, ord)
    order by ord;
  elsif v_checkout.provider_session_id is not null then
    v_reuse := jsonb_build_object('session_id', v_checkout.provider_session_id, 'url', v_checkout.url);
  end if;

  return jsonb_build_object(
    'checkout_id', v_checkout.id,
    'reuse', v_reuse,
    'amount_cents', private.cents(v_checkout.amount),
    'currency', v_checkout.currency,
    'email', v_family.email,
    'language', v_checkout.language,
    'methods', to_jsonb(v_checkout.methods),
    'expires_at', extract(epoch from v_checkout.expires_at)::bigint,
    'items', (select jsonb_agg(jsonb_build_object('registration_id', i.registration_id, 'kind', i.kind,
                'amount_cents', private.cents(i.amount), 'name', i.description) order by i.id)
              from public.checkout_items i where i.checkout_id = v_checkout.id),
    'expire_session_ids', coalesce((
      select jsonb_agg(c.provider_session_id order by c.id)
      from public.checkouts c
      where c.family_id = v_family.id and c.id <> v_checkout.id and c.status = 'open'
        and c.provider_session_id is not null), '[]'::jsonb));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- attach_checkout: the provider's session made for a checkout (once).
-- ---------------------------------------------------------------------------------------------
create or replace function public.attach_checkout(p_checkout_id bigint, p_session_id text, p_url text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_checkout public.checkouts;
begin
  perform private.require_site_server();
  select * into v_checkout from public.checkouts c where c.id = p_checkout_id for update;
  if v_checkout.id is null or coalesce(p_session_id, '') = '' then
    raise exception using errcode = 'PT404', message = 'No such checkout', hint = 'checkout_not_found';
  end if;
  if v_checkout.provider_session_id is null then
    update public.checkouts c set provider_session_id = p_session_id, url = p_url where c.id = p_checkout_id;
  elsif v_checkout.provider_session_id <> p_session_id then
    raise exception using errcode = 'PT409', message = 'Another session is attached to this checkout',
      hint = 'checkout_session_mismatch';
  elsif v_checkout.url is null and p_url is not null then
    update public.checkouts c set url = p_url where c.id = p_checkout_id;
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- checkout_status: for the page the family returns to.
-- ---------------------------------------------------------------------------------------------
create or replace function public.checkout_status(p_session_id text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_checkout public.checkouts;
begin
  perform private.require_site_server();
  select * into v_checkout from public.checkouts c where c.provider_session_id = p_session_id;
  if v_checkout.id is null then
    raise exception using errcode = 'PT404', message = 'No checkout with this session', hint = 'checkout_not_found';
  end if;
  return jsonb_build_object(
    'status', v_checkout.status,
    'paid', v_checkout.status = 'complete',
    'language', v_checkout.language,
    'amount_cents', private.cents(v_checkout.amount),
    'items', (select coalesce(jsonb_agg(jsonb_build_object('name', i.description,
                'amount_cents', private.cents(i.amount)) order by i.id), '[]'::jsonb)
              from public.checkout_items i where i.checkout_id = v_checkout.id));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Refunds' progress, from the provider's events or the worker's call: succeeded once (the
-- payment's refunded grows, the family is told), failed unless it succeeded; never undone.
-- ---------------------------------------------------------------------------------------------
create or replace function private.refund_progress(
  p_refund_id bigint,
  p_status text,
  p_provider_refund_id text default null,
  p_failure text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_refund public.refunds;
  v_payment public.payments;
begin
  select * into v_refund from public.refunds f where f.id = p_refund_id for update;
  if v_refund.id is null then
    return;
  end if;
  if p_provider_refund_id is not null and v_refund.provider_refund_id is null then
    update public.refunds f set provider_refund_id = p_provider_refund_id where f.id = v_refund.id;
  end if;
  if v_refund.status = 'succeeded' then
    return;
  end if;
  if p_status = 'succeeded' then
    update public.refunds f set status = 'succeeded', succeeded_at = now(), failure = null
    where f.id = v_refund.id;
    update public.payments p set refunded = least(p.amount, p.refunded + v_refund.amount)
    where p.id = v_refund.payment_id
    returning * into v_payment;
    perform private.queue_payment_email('refund_issued', r.family_id, array[r.id], 'refund_issued:' || v_refund.id,
      false, array[v_payment.id], v_refund.id)
    from public.registrations r where r.id = v_payment.registration_id;
  elsif p_status in ('failed', 'canceled') then
    update public.refunds f set status = 'failed', failure = left(coalesce(p_failure, p_status), 500)
    where f.id = v_refund.id;
  elsif v_refund.status = 'requested' then
    update public.refunds f set status = 'pending' where f.id = v_refund.id;
  end if;
end;
$$;

-- An automatic refund (asked by the database itself) of a payment, its job queued.
create or replace function private.refund_automatically(p_payment_id bigint, p_amount numeric, p_reason text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  insert into public.refunds (payment_id, amount, reason, automatic)
  values (p_payment_id, p_amount, p_reason, true)
  returning id into v_id;
  perform private.enqueue_job('refund_payment', jsonb_build_object('refund_id', v_id), null,
    'refund:' || v_id, 'preserve_run_at');
  return v_id;
end;
$$;

-- Queues one e-mail about payments: as private.queue_registration_email, naming the payments
-- and the refund it tells of.
create or replace function private.queue_payment_email(
  p_kind public.email_kind,
  p_family_id bigint,
  p_registration_ids bigint[],
  p_dedupe_key text,
  p_to_academy boolean,
  p_payment_ids bigint[],
  p_refund_id bigint
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
  insert into public.email_outbox (kind, family_id, registration_ids, to_address, language, dedupe_key,
    payment_ids, refund_id)
  values (
    p_kind, v_family.id, p_registration_ids,
    case when p_to_academy then v_academy else v_family.email end,
    case when p_to_academy then v_language else v_family.language end,
    p_dedupe_key, coalesce(p_payment_ids, '{}'), p_refund_id)
  on conflict (dedupe_key) do nothing;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- record_payment_event: one provider event, applied once.
-- ---------------------------------------------------------------------------------------------
create or replace function private.record_checkout_paid(
  p_checkout public.checkouts,
  p_object jsonb,
  p_method public.online_payment_method
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_intent text := coalesce(p_object #>> '{payment_intent,id}', p_object ->> 'payment_intent');
  v_item public.checkout_items;
  v_row public.registrations;
  v_due numeric(10, 2);
  v_payment_id bigint;
  v_payment_ids bigint[] := '{}';
  v_registration_ids bigint[] := '{}';
  v_late boolean := false;
  v_excess numeric(10, 2);
  v_refund_id bigint;
  v_money record;
begin
  if p_checkout.status = 'complete' then
    return 'duplicate';
  end if;
  if coalesce(v_intent, '') = '' then
    v_intent := p_object ->> 'id';
  end if;
  -- The registrations, locked in one order: the expiry job skips a locked one, and a payment
  -- waits for the job's cancellation (then refunds what it can no longer keep).
  perform 1 from public.registrations r
  where r.id in (select i.registration_id from public.checkout_items i where i.checkout_id = p_checkout.id)
  order by r.id for update;
  update public.checkouts c set status = 'complete', completed_at = now(), provider_payment_id = v_intent,
    provider_session_id = coalesce(c.provider_session_id, p_object ->> 'id')
  where c.id = p_checkout.id;
  perform set_config('academy.online_payment', 'on', true);
  for v_item in
    select * from public.checkout_items i where i.checkout_id = p_checkout.id order by i.id
  loop
    select * into v_row from public.registrations r where r.id = v_item.registration_id;
    select * into v_money from private.registration_money(v_item.registration_id);
    -- What this item may still pay: the rest of the deposit, or the rest of the price; nothing
    -- for a registration that holds no place any more (its hold ended and the place passed on).
    v_due := case
      when not private.holds_place(v_row.status) then 0
      when v_item.kind = 'deposit' then greatest(v_money.due_now - v_money.paid, 0)
      else greatest(v_money.price - v_money.paid, 0) end;
    insert into public.payments (registration_id, kind, amount, paid_on, method, checkout_id, provider_payment_id)
    values (v_item.registration_id, v_item.kind, v_item.amount, private.academy_date(now()),
      case coalesce(p_method, 'card') when 'bizum' then 'bizum_online' else 'card_online' end::public.payment_method,
      p_checkout.id, v_intent)
    on conflict (checkout_id, registration_id, kind) do nothing
    returning id into v_payment_id;
    if v_payment_id is null then
      continue;
    end if;
    v_payment_ids := v_payment_ids || v_payment_id;
    v_registration_ids := v_registration_ids || v_item.registration_id;
    v_excess := v_item.amount - v_due;
    if v_excess > 0 then
      v_late := true;
      v_refund_id := private.refund_automatically(v_payment_id, v_excess,
        case when v_due = 0 then 'The place was no longer held when the payment arrived'
             else 'Paid beyond what was due' end);
      perform private.queue_payment_email('payment_refunded_late', v_row.family_id, array[v_row.id],
        'payment_refunded_late:' || v_refund_id, true, array[v_payment_id], v_refund_id);
    end if;
    perform private.confirm_if_paid(v_item.registration_id, true);
  end loop;
  perform set_config('academy.online_payment', '', true);
  if cardinality(v_payment_ids) > 0 then
    perform private.queue_payment_email('payment_receipt', p_checkout.family_id, v_registration_ids,
      'payment_receipt:' || p_checkout.id, false, v_payment_ids, null);
  end if;
  return case when v_late then 'refunded_late' else 'recorded' end;
end;
$$;

-- A refund event: our refund (metadata.refund_id or its provider id) moves on; a refund made in
-- the provider's dashboard is recorded as a new refund of the payment with that PaymentIntent
-- (the one with most left to refund).
create or replace function private.record_refund_event(p_object jsonb)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_refund_id bigint;
  v_payment public.payments;
  v_amount numeric(10, 2) := (p_object ->> 'amount')::numeric / 100;
  v_status text := p_object ->> 'status';
begin
  if (p_object #>> '{metadata,refund_id}') ~ '^[0-9]{1,15}$' then
    select f.id into v_refund_id from public.refunds f where f.id = (p_object #>> '{metadata,refund_id}')::bigint;
  end if;
  if v_refund_id is null then
    select f.id into v_refund_id from public.refunds f where f.provider_refund_id = p_object ->> 'id';
  end if;
  if v_refund_id is null then
    select p.* into v_payment from public.payments p
    where p.provider_payment_id = coalesce(p_object #>> '{payment_intent,id}', p_object ->> 'payment_intent')
    order by p.amount - p.refunded desc, p.id
    limit 1
    for update;
    if v_payment.id is null or coalesce(v_amount, 0) <= 0 or v_status in ('failed', 'canceled') then
      return 'ignored';
    end if;
    insert into public.refunds (payment_id, amount, reason, status, provider_refund_id)
    values (v_payment.id, least(v_amount, v_payment.amount - v_payment.refunded),
      'Refunded in the payment provider''s dashboard', 'pending', p_object ->> 'id')
    returning id into v_refund_id;
  end if;
  perform private.refund_progress(v_refund_id, v_status, p_object ->> 'id', p_object ->> 'failure_reason');
  return 'recorded';
end;
$$;

create or replace function public.record_payment_event(
  p_event jsonb,
  p_method public.online_payment_method default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id text := p_event ->> 'id';
  v_type text := coalesce(p_event ->> 'type', '');
  v_object jsonb := p_event #> '{data,object}';
  v_checkout public.checkouts;
  v_checkout_id bigint;
  v_outcome text;
begin
  perform private.require_site_server();
  if coalesce(v_id, '') = '' or jsonb_typeof(v_object) is distinct from 'object' then
    raise exception using errcode = '22023', message = 'Not a provider event', hint = 'event_invalid';
  end if;

  -- The checkout the event is about, locked for the transaction (two events of one session, or
  -- two deliveries of one event, are applied one after the other).
  if v_type like 'checkout.session.%' then
    if (v_object #>> '{metadata,checkout_id}') ~ '^[0-9]{1,15}$' then
      v_checkout_id := (v_object #>> '{metadata,checkout_id}')::bigint;
    else
      select c.id into v_checkout_id from public.checkouts c where c.provider_session_id = v_object ->> 'id';
    end if;
    if v_checkout_id is not null then
      perform pg_advisory_xact_lock(hashtextextended('checkout:' || v_checkout_id, 0));
      select * into v_checkout from public.checkouts c where c.id = v_checkout_id for update;
    end if;
  elsif v_type like '%refund%' and v_object ->> 'id' is not null then
    -- Two events of one refund (created, updated) are applied one after the other.
    perform pg_advisory_xact_lock(hashtextextended('refund:' || (v_object ->> 'id'), 0));
  end if;

  -- Once per event id: a second delivery (even one running now) finds it.
  insert into public.payment_events (id, type, object_id, outcome, checkout_id)
  values (left(v_id, 255), left(v_type, 100), left(v_object ->> 'id', 255), 'ignored', v_checkout.id)
  on conflict (id) do nothing;
  if not found then
    return jsonb_build_object('outcome', 'duplicate');
  end if;

  if v_type in ('checkout.session.completed', 'checkout.session.async_payment_succeeded') then
    if v_checkout.id is null
       or (v_checkout.provider_session_id is not null and v_checkout.provider_session_id <> v_object ->> 'id') then
      v_outcome := 'ignored';
    elsif coalesce(v_object ->> 'payment_status', '') <> 'paid' then
      v_outcome := 'ignored';
    elsif (v_object ->> 'amount_total') is null
          or (v_object ->> 'amount_total')::numeric <> private.cents(v_checkout.amount)
          or lower(coalesce(v_object ->> 'currency', 'eur')) <> v_checkout.currency then
      v_outcome := 'amount_mismatch';
    else
      v_outcome := private.record_checkout_paid(v_checkout, v_object, p_method);
    end if;
  elsif v_type = 'checkout.session.expired' then
    if v_checkout.id is null
       or (v_checkout.provider_session_id is not null and v_checkout.provider_session_id <> v_object ->> 'id') then
      v_outcome := 'ignored';
    else
      -- Only an open checkout ends: a late expiry after the payment changes nothing.
      update public.checkouts c set status = 'expired' where c.id = v_checkout.id and c.status = 'open';
      v_outcome := 'recorded';
    end if;
  elsif v_type in ('refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated')
        and coalesce(v_object ->> 'object', 'refund') = 'refund' then
    v_outcome := private.record_refund_event(v_object);
  else
    v_outcome := 'ignored';
  end if;

  update public.payment_events e set outcome = v_outcome where e.id = left(v_id, 255);
  return jsonb_build_object('outcome', v_outcome);
end;
$$;

revoke all on function private.require_site_server(), private.require_online_payments(), private.cents(numeric),
  private.checkout_item_name(public.payment_kind, bigint, public.language_code),
  private.refund_progress(bigint, text, text, text), private.refund_automatically(bigint, numeric, text),
  private.queue_payment_email(public.email_kind, bigint, bigint[], text, boolean, bigint[], bigint),
  private.record_checkout_paid(public.checkouts, jsonb, public.online_payment_method),
  private.record_refund_event(jsonb)
  from public, anon, authenticated;
revoke all on function public.open_checkout(jsonb), public.attach_checkout(bigint, text, text),
  public.record_payment_event(jsonb, public.online_payment_method), public.checkout_status(text)
  from public;
grant execute on function public.open_checkout(jsonb), public.attach_checkout(bigint, text, text),
  public.record_payment_event(jsonb, public.online_payment_method), public.checkout_status(text)
  to anon, authenticated, service_role;
