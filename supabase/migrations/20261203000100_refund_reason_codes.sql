-- ---------------------------------------------------------------------------------------------
-- A refund the database makes carries its reason as a code (refunds.reason_code), so the family's
-- e-mail tells it in the family's language; `reason` keeps the English text staff read. A refund
-- an Admin asks for has no code: its typed reason is told as typed.
--
-- private.refund_automatically and private.refund_registration take the code instead of a text
-- (they are dropped and made again); every function that refunds by itself is restated whole with
-- its code, and the e-mails' payload gains refund.reason_code.
-- ---------------------------------------------------------------------------------------------

create type public.refund_reason_code as enum (
  'provider_dashboard', -- refunded in the payment provider's dashboard
  'family_cancelled',   -- cancelled by the family within the cancellation policy
  'place_not_held',     -- the payment arrived after the place was no longer held
  'overpaid',           -- paid beyond what was due (the deposit paid twice)
  'hold_ended'          -- the hold ended and the place was released
);
comment on type public.refund_reason_code is 'Why the database refunded a payment by itself; the e-mails tell it in the family''s language.';

alter table public.refunds add column reason_code public.refund_reason_code;
comment on column public.refunds.reason_code is 'Why the database refunded it by itself (null: an Admin''s refund, whose reason is as typed).';

-- The English text staff read for a refund's code (refunds.reason).
create or replace function private.refund_reason_text(p_code public.refund_reason_code)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_code
    when 'provider_dashboard' then 'Refunded in the payment provider''s dashboard'
    when 'family_cancelled' then 'Cancelled by the family within the cancellation policy'
    when 'place_not_held' then 'The place was no longer held when the payment arrived'
    when 'overpaid' then 'Paid beyond what was due'
    when 'hold_ended' then 'The hold ended before the deposit was paid in full'
  end;
$$;

-- The refunds made before the code existed: their reasons were these texts, written by the
-- database itself.
update public.refunds f set reason_code = c.code
from unnest(enum_range(null::public.refund_reason_code)) c(code)
where f.reason = private.refund_reason_text(c.code) and f.reason_code is null;

drop function private.refund_automatically(bigint, numeric, text);
create function private.refund_automatically(p_payment_id bigint, p_amount numeric,
  p_reason public.refund_reason_code)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  insert into public.refunds (payment_id, amount, reason, reason_code, automatic)
  values (p_payment_id, p_amount, private.refund_reason_text(p_reason), p_reason, true)
  returning id into v_id;
  perform private.enqueue_job('refund_payment', jsonb_build_object('refund_id', v_id), null,
    'refund:' || v_id, 'preserve_run_at');
  return v_id;
end;
$$;

drop function private.refund_registration(bigint, text);
create function private.refund_registration(p_registration_id bigint, p_reason public.refund_reason_code)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment record;
  v_count integer := 0;
begin
  for v_payment in
    select p.id, p.amount - coalesce((select sum(f.amount) from public.refunds f
                                      where f.payment_id = p.id and f.status <> 'failed'), 0) as left_over
    from public.payments p
    where p.registration_id = p_registration_id and p.provider_payment_id is not null
    order by p.id
    for update of p
  loop
    if v_payment.left_over > 0 then
      perform private.refund_automatically(v_payment.id, v_payment.left_over, p_reason);
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;

create or replace function private.cancel_by_family(p_registration_id bigint)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_status public.registration_status;
  v_view jsonb;
begin
  select r.status into v_status from public.registrations r where r.id = p_registration_id;
  if v_status = 'cancelled' then
    return;
  end if;
  v_view := private.parent_link_view(p_registration_id);
  if not (v_view ->> 'can_cancel')::boolean then
    raise exception using errcode = 'PT409', message = 'This booking can no longer be cancelled here',
      hint = 'action_not_available';
  end if;
  update public.registrations r set status = 'cancelled', cancel_reason = 'parent' where r.id = p_registration_id;
  if private.academy_date(now()) <= (v_view ->> 'refund_until')::date then
    perform private.refund_registration(p_registration_id, 'family_cancelled');
  end if;
end;
$$;

create or replace function private.record_refund_event(p_object jsonb)
returns text
language plpgsql
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
    insert into public.refunds (payment_id, amount, reason, reason_code, status, provider_refund_id)
    values (v_payment.id, least(v_amount, v_payment.amount - v_payment.refunded),
      private.refund_reason_text('provider_dashboard'), 'provider_dashboard', 'pending', p_object ->> 'id')
    returning id into v_refund_id;
  end if;
  perform private.refund_progress(v_refund_id, v_status, p_object ->> 'id', p_object ->> 'failure_reason');
  return 'recorded';
end;
$$;

create or replace function private.record_checkout_paid(p_checkout public.checkouts, p_object jsonb,
  p_method public.online_payment_method)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_intent text := coalesce(p_object #>> '{payment_intent,id}', p_object ->> 'payment_intent');
  v_item public.checkout_items;
  v_row public.registrations;
  v_held boolean;
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
    v_held := private.holds_place(v_row.status);
    -- What this item may keep: nothing for a registration that holds no place any more (its
    -- hold ended and the place passed on); a deposit item, what it asked while the deposit is
    -- still outstanding (the deposit as it stood when the checkout opened; up to the rest of the
    -- price), nothing once the deposit was paid otherwise; a balance item, the rest of the price.
    v_due := case
      when not v_held then 0
      when v_item.kind = 'deposit' then
        case when v_money.paid < v_money.due_now
             then least(v_item.amount, greatest(v_money.price - v_money.paid, 0)) else 0 end
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
        case when v_held then 'overpaid' else 'place_not_held' end::public.refund_reason_code);
      -- The academy hears of a payment that came after its place passed on; money paid twice
      -- for a place still held is only refunded (the family is told by the refund's e-mail).
      if not v_held then
        perform private.queue_payment_email('payment_refunded_late', v_row.family_id, array[v_row.id],
          'payment_refunded_late:' || v_refund_id, true, array[v_payment_id], v_refund_id);
      end if;
    end if;
    if v_item.kind = 'deposit' and v_held and v_excess <= 0 then
      -- The deposit paid as asked: the place is confirmed whatever the live deposit is now.
      update public.registrations r set status = 'confirmed', pay_by = null
      where r.id = v_item.registration_id and r.status in ('new', 'offered');
    else
      perform private.confirm_if_paid(v_item.registration_id, true);
    end if;
  end loop;
  perform set_config('academy.online_payment', '', true);
  if cardinality(v_payment_ids) > 0 then
    perform private.queue_payment_email('payment_receipt', p_checkout.family_id, v_registration_ids,
      'payment_receipt:' || p_checkout.id, false, v_payment_ids, null);
  end if;
  return case when v_late then 'refunded_late' else 'recorded' end;
end;
$$;

create or replace function private.expire_holds(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_money record;
  v_count integer := 0;
  -- With online payments off, nothing of them applies: deposits' holds wait (staff decide).
  v_online boolean := coalesce((select s.online_payments from public.registration_settings s where s.id = 1), false);
begin
  for v_row in
    select r.id, r.status from public.registrations r
    where ((r.status = 'offered' and r.hold_expires_at <= p_now)
           or (r.status = 'new' and r.pay_by <= p_now and v_online))
      and not exists (select 1 from public.checkout_items i
                      join public.checkouts c on c.id = i.checkout_id
                      where i.registration_id = r.id and c.status = 'open' and c.expires_at > p_now)
    order by coalesce(r.hold_expires_at, r.pay_by), r.id
    for update of r skip locked
  loop
    if v_row.status = 'new' then
      select * into v_money from private.registration_money(v_row.id);
      if v_money.paid >= v_money.due_now then
        -- Nothing was due (or it was paid and not yet confirmed): the hold simply ends.
        if not private.confirm_if_paid(v_row.id, true) then
          update public.registrations r set pay_by = null where r.id = v_row.id;
        end if;
        continue;
      end if;
      update public.registrations r set status = 'cancelled', cancel_reason = 'deposit_unpaid'
      where r.id = v_row.id;
    else
      update public.registrations r set status = 'cancelled', cancel_reason = 'hold_expired'
      where r.id = v_row.id;
    end if;
    -- The place is released: no online money paid for it is kept.
    perform private.refund_registration(v_row.id, 'hold_ended');
    v_count := v_count + 1;
  end loop;
  perform private.fill_places(o.id)
  from public.offers o
  where exists (select 1 from public.places p where p.offer_id = o.id and p.registration_id is null)
    and exists (select 1 from public.registrations r where r.offer_id = o.id and r.status = 'waiting')
  order by o.id;
  return v_count;
end;
$$;

CREATE OR REPLACE FUNCTION private.registration_mail_payload(p_outbox public.email_outbox)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  return (
    select jsonb_build_object(
      'kind', p_outbox.kind,
      'family', jsonb_build_object('parent_name', f.parent_name, 'email', f.email, 'phone', f.phone,
        'language', f.language),
      'items', coalesce((select jsonb_agg(private.mail_item(x) order by ord)
                         from unnest(p_outbox.registration_ids) with ordinality u(x, ord)), '[]'::jsonb),
      'academy', private.mail_academy(),
      'reference', coalesce(p_outbox.reference,
        (select 'R' || r.submission_id from public.registrations r
          where r.id = p_outbox.registration_ids[1] and r.submission_id is not null)),
      'online_payments', coalesce((select s.online_payments from public.registration_settings s where s.id = 1), false),
      'transfer_allowed', coalesce((select s.transfer_allowed from public.registration_settings s where s.id = 1), false),
      'payments', coalesce((
        select jsonb_agg(jsonb_build_object('id', p.id, 'registration_id', p.registration_id, 'kind', p.kind,
                 'amount', p.amount, 'method', p.method, 'paid_on', p.paid_on,
                 'provider_payment_id', p.provider_payment_id) order by p.id)
        from public.payments p where p.id = any (p_outbox.payment_ids)), '[]'::jsonb),
      'refund', (
        select jsonb_build_object('id', x.id, 'amount', x.amount, 'reason', x.reason,
                 'reason_code', x.reason_code, 'automatic', x.automatic,
                 'status', x.status, 'payment_amount', p.amount)
        from public.refunds x join public.payments p on p.id = x.payment_id
        where x.id = p_outbox.refund_id),
      'totals', (
        select jsonb_build_object(
          'due_now', coalesce(sum(greatest(m.due_now - m.paid, 0)), 0),
          'total', coalesce(sum(m.price), 0),
          'paid', coalesce(sum(m.paid), 0),
          'remaining', coalesce(sum(greatest(m.price - m.paid, 0)), 0))
        from public.registrations r
        cross join lateral private.registration_money(r.id) m
        where r.id = any (p_outbox.registration_ids) and private.holds_place(r.status)))
    from public.families f
    where f.id = p_outbox.family_id and f.erased_at is null);
end;
$function$;

revoke all on function private.refund_reason_text(public.refund_reason_code),
  private.refund_automatically(bigint, numeric, public.refund_reason_code),
  private.refund_registration(bigint, public.refund_reason_code)
  from public, anon, authenticated;
