-- ---------------------------------------------------------------------------------------------
-- A deposit paid as asked confirms the place.
--
-- A checkout asks the deposit as it stands when the checkout opens. Should the offer's deposit
-- change before the family pays, the family has still paid what it was asked: a deposit item
-- paid in full while the place's deposit was still outstanding confirms the place, whatever the
-- live deposit is now, and what the change leaves unpaid becomes part of the balance (a place
-- confirmed on a deposit payment counts its deposit as settled: `due_now` is at most what is
-- paid). Only a deposit already paid otherwise (by staff, or by another checkout) makes the item
-- an excess, refunded automatically.
--
-- A refund of money kept beyond what was due, while the place is still held, says so ("Paid
-- beyond what was due") and does not tell the academy that the place passed to another family:
-- that notice is only for a payment that arrived after the place was no longer held.
--
-- No hold ends keeping online money: a place cancelled because its hold ended (deposit unpaid,
-- or an offered place not accepted) has what is left of its online payments refunded
-- automatically.
-- ---------------------------------------------------------------------------------------------

create or replace function private.registration_money(p_registration_id bigint)
returns table (price numeric, due_now numeric, gross numeric, refunded numeric, paid numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  select a.price,
         -- A place confirmed on a deposit payment has its deposit settled: what a later change
         -- of the deposit leaves unpaid is part of the balance.
         case when r.status = 'confirmed' and p.deposit_kept > 0
              then least(a.due_now, p.gross - p.refunded) else a.due_now end::numeric(10, 2),
         p.gross, p.refunded, (p.gross - p.refunded)::numeric(10, 2)
  from public.registration_amounts(p_registration_id) a
  cross join (select x.status from public.registrations x where x.id = p_registration_id) r
  cross join (
    select coalesce(sum(x.amount), 0)::numeric(10, 2) as gross,
           coalesce(sum(x.refunded), 0)::numeric(10, 2) as refunded,
           coalesce(sum(x.amount - x.refunded) filter (where x.kind = 'deposit'), 0)::numeric(10, 2)
             as deposit_kept
    from public.payments x where x.registration_id = p_registration_id
  ) p;
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
        case when v_held then 'Paid beyond what was due'
             else 'The place was no longer held when the payment arrived' end);
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
    perform private.refund_registration(v_row.id, 'The hold ended before the deposit was paid in full');
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
