-- Online payments, part 3: the money of a registration, the deposit's hold and what ends it
-- (docs/payments.md, "Holds").
--
--   private.registration_money(registration_id) -> (price, due_now, gross, refunded, paid)
--   private.amount_due(registration_id) -> (kind, amount): what is due now, or no row
--   registrations.pay_by    set when a registration takes a place as new while online payments
--                           are on and something is due (trigger registrations_pay_by)
--   private.confirm_if_paid a payment (online or recorded by staff) that brings what is paid up
--                           to due_now confirms the registration and clears pay_by
--   private.expire_holds    also ends unpaid deposits' holds (deposit_unpaid), not while a
--                           checkout opened for the place is still open
--   hold jobs               queued by the outbox's relay and the sweep (key hold:<id>)

-- ---------------------------------------------------------------------------------------------
-- What a registration costs and what is paid: price and due_now from registration_amounts;
-- gross the sum of its payments, refunded the sum of their succeeded refunds, paid = gross -
-- refunded.
-- ---------------------------------------------------------------------------------------------
create or replace function private.registration_money(p_registration_id bigint)
returns table (
  price numeric(10, 2),
  due_now numeric(10, 2),
  gross numeric(10, 2),
  refunded numeric(10, 2),
  paid numeric(10, 2)
)
language sql
stable
security definer
set search_path = ''
as $$
  select a.price, a.due_now, p.gross, p.refunded, (p.gross - p.refunded)::numeric(10, 2)
  from public.registration_amounts(p_registration_id) a
  cross join (
    select coalesce(sum(x.amount), 0)::numeric(10, 2) as gross,
           coalesce(sum(x.refunded), 0)::numeric(10, 2) as refunded
    from public.payments x where x.registration_id = p_registration_id
  ) p;
$$;

-- What is due now for a registration: the rest of the deposit while less than due_now is paid
-- ('deposit'), else the rest of the price ('balance'); no row when nothing is.
create or replace function private.amount_due(p_registration_id bigint)
returns table (kind public.payment_kind, amount numeric(10, 2))
language sql
stable
security definer
set search_path = ''
as $$
  select case when m.paid < m.due_now then 'deposit' else 'balance' end::public.payment_kind,
         case when m.paid < m.due_now then m.due_now - m.paid else m.price - m.paid end::numeric(10, 2)
  from private.registration_money(p_registration_id) m
  where m.paid < m.price;
$$;
revoke all on function private.registration_money(bigint), private.amount_due(bigint)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- pay_by: a registration written as new while online payments are on, with something to pay,
-- is held until now + deposit_hold_hours (or transfer_days days when transfers are allowed).
-- Any status but new clears it. Its own trigger, apart from the place's rules: it reads the
-- offer's prices (the row is not written yet, so not through registration_amounts; a sibling
-- discount of 100 % is met by expire_holds, which ends no hold with nothing due).
-- ---------------------------------------------------------------------------------------------
create or replace function private.registration_pay_by()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_settings public.registration_settings;
  v_price numeric;
begin
  if new.status <> 'new' then
    new.pay_by := null;
    return new;
  end if;
  if tg_op = 'UPDATE' and old.status = 'new' then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    -- Into new from another status (a staff decision, an offered place accepted): no hold.
    new.pay_by := null;
    return new;
  end if;
  select * into v_settings from public.registration_settings s where s.id = 1;
  if not coalesce(v_settings.online_payments, false) then
    new.pay_by := null;
    return new;
  end if;
  select case when o.early_bird_price is not null
               and (new.created_at at time zone 'Europe/Madrid')::date <= o.early_bird_until
              then o.early_bird_price else o.price end
  into v_price
  from public.offers o where o.id = new.offer_id;
  new.pay_by := case when coalesce(v_price, 0) <= 0 then null
                     when v_settings.transfer_allowed then now() + make_interval(days => v_settings.transfer_days)
                     else now() + make_interval(hours => v_settings.deposit_hold_hours) end;
  return new;
end;
$$;
revoke all on function private.registration_pay_by() from public, anon, authenticated;
create trigger registrations_pay_by before insert or update of status on public.registrations
  for each row execute function private.registration_pay_by();

-- ---------------------------------------------------------------------------------------------
-- A registration whose payments reach due_now is confirmed (pay_by cleared): a new one on a
-- deposit hold, or an offered one while online payments are on (p_any: any new or offered one,
-- for an online payment). Locks the registration's row. True when it confirmed it.
-- ---------------------------------------------------------------------------------------------
create or replace function private.confirm_if_paid(p_registration_id bigint, p_any boolean default false)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.registrations;
  v_money record;
begin
  select * into v_row from public.registrations r where r.id = p_registration_id for update;
  if v_row.id is null
     or not (v_row.status = 'new' and (v_row.pay_by is not null or p_any)
             or v_row.status = 'offered' and (p_any or (select s.online_payments from public.registration_settings s
                                                          where s.id = 1))) then
    return false;
  end if;
  select * into v_money from private.registration_money(p_registration_id);
  if v_money.paid < v_money.due_now then
    return false;
  end if;
  update public.registrations r set status = 'confirmed', pay_by = null where r.id = p_registration_id;
  return true;
end;
$$;
revoke all on function private.confirm_if_paid(bigint, boolean) from public, anon, authenticated;

create or replace function private.payment_confirms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.confirm_if_paid(new.registration_id);
  return null;
end;
$$;
revoke all on function private.payment_confirms() from public, anon, authenticated;
create trigger payments_confirm after insert or update of amount, registration_id on public.payments
  for each row execute function private.payment_confirms();

-- ---------------------------------------------------------------------------------------------
-- A confirmation that comes from an online payment is told by the payment's receipt, not by
-- registration_confirmed nor place_accepted: record_payment_event sets the transaction-local
-- setting academy.online_payment to 'on' while it records.
-- ---------------------------------------------------------------------------------------------
create or replace function private.confirmed_by_online_payment()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('academy.online_payment', true), '') = 'on';
$$;
revoke all on function private.confirmed_by_online_payment() from public, anon, authenticated;

create or replace function private.registration_confirmed_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'confirmed' and (tg_op = 'INSERT' or old.status not in ('confirmed', 'offered'))
     and not private.confirmed_by_online_payment() then
    perform private.queue_registration_email('registration_confirmed', new.family_id, array[new.id],
      'registration_confirmed:' || new.id || ':' || extract(epoch from new.status_changed_at));
  end if;
  return null;
end;
$$;

-- After a registration is written: what its new status sets off. A place offered gets its
-- e-mail and the job that ends the hold; a place given up passes to the waiting list; the
-- family hears of a hold that expired, a deposit not paid in time, an offered place they
-- accepted (not when an online payment accepted it: its receipt says so), and a cancellation
-- (not of one made by erasure, nor of one the submission itself told).
create or replace function private.registration_status_effects()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.status = old.status and new.offer_id = old.offer_id then
    return null;
  end if;
  if new.status = 'offered' then
    perform private.queue_registration_email('place_offered', new.family_id, array[new.id],
      'place_offered:' || new.id || ':' || extract(epoch from new.offered_at));
    perform private.enqueue_job('expire_holds', '{}'::jsonb, new.hold_expires_at, 'hold:' || new.id);
  elsif tg_op = 'UPDATE' and old.status = 'offered' and new.status in ('new', 'confirmed') then
    if not private.confirmed_by_online_payment() then
      perform private.queue_registration_email('place_accepted', new.family_id, array[new.id]);
    end if;
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and new.cancel_reason = 'hold_expired' then
    perform private.queue_registration_email('hold_expired', new.family_id, array[new.id]);
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and new.cancel_reason = 'deposit_unpaid' then
    perform private.queue_registration_email('deposit_unpaid', new.family_id, array[new.id],
      'deposit_unpaid:' || new.id);
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and new.cancel_reason in ('parent', 'staff') then
    perform private.queue_registration_email('registration_cancelled', new.family_id, array[new.id]);
  end if;
  if tg_op = 'UPDATE' and private.holds_place(old.status)
     and (not private.holds_place(new.status) or new.offer_id <> old.offer_id) then
    perform private.fill_places(old.offer_id);
  end if;
  -- Nobody waits while a place is free (e.g. staff put a registration on the waiting list). Only
  -- when one looks free: families joining a full offer's list take no lock.
  if new.status = 'waiting'
     and exists (select 1 from public.places p where p.offer_id = new.offer_id and p.registration_id is null) then
    perform private.fill_places(new.offer_id);
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The end of a hold: an offered place's hold_expires_at, or a new registration's pay_by, moved
-- on to the end of a checkout opened for it that is still open (the family is paying).
-- ---------------------------------------------------------------------------------------------
create or replace function private.hold_ends_at(p_registration_id bigint)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(case when r.status = 'offered' then r.hold_expires_at
                       when r.status = 'new' then r.pay_by end,
                  (select max(c.expires_at) from public.checkout_items i
                   join public.checkouts c on c.id = i.checkout_id
                   where i.registration_id = r.id and c.status = 'open'))
  from public.registrations r where r.id = p_registration_id;
$$;
revoke all on function private.hold_ends_at(bigint) from public, anon, authenticated;

-- Ends every hold that has expired by p_now (the expiry job calls it with now(); tests with a
-- time of their choice): an offered place not accepted (hold_expired) and a place whose deposit
-- was not paid by pay_by (deposit_unpaid) are cancelled and pass on to the waiting list; a hold
-- with a checkout still open for it waits for the checkout's end; deposits' holds end only while
-- online payments are on. A registration locked right
-- now (a payment being recorded for it) is skipped: the next run sees what the payment did.
-- Then any place left free while someone waits (its taker's transaction failed) is offered.
-- Returns how many holds ended.
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

-- ---------------------------------------------------------------------------------------------
-- Jobs of payments, for what has none: an expiry job at the end of every deposit hold (key
-- hold:<registration id>; an offered place's is queued when it is offered) and a refund_payment
-- job for every refund not yet sent (key refund:<refund id>). The outbox's relay runs it with
-- the e-mails (a registration's e-mails and its hold are written together), the sweep too.
-- ---------------------------------------------------------------------------------------------
create or replace function private.queue_payment_jobs()
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.add_missing_jobs(coalesce((
      select jsonb_agg(jsonb_build_object('task', 'expire_holds', 'payload', '{}'::jsonb,
               'run_at', private.hold_ends_at(r.id), 'key', 'hold:' || r.id) order by r.id)
      from public.registrations r
      where r.status = 'new' and r.pay_by is not null), '[]'::jsonb)
    || coalesce((
      select jsonb_agg(jsonb_build_object('task', 'refund_payment', 'payload', jsonb_build_object('refund_id', f.id),
               'key', 'refund:' || f.id) order by f.id)
      from public.refunds f where f.status = 'requested'), '[]'::jsonb));
$$;
revoke all on function private.queue_payment_jobs() from public, anon, authenticated;

-- A send job for every pending e-mail that has none, and the payments' jobs. Returns how many.
create or replace function private.queue_new_emails()
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.add_missing_jobs(coalesce(jsonb_agg(jsonb_build_object(
      'task', 'send_email', 'payload', jsonb_build_object('outbox_id', o.id), 'key', 'email:' || o.id)
      order by o.id), '[]'))
    + private.queue_payment_jobs()
    from public.email_outbox o
   where o.status = 'pending';
$$;

-- The worker's catch-up (at its start and every minute): the e-mails and payments' jobs above,
-- and an expiry job due at the hold's end for every open hold that has none. Returns how many
-- jobs were added.
create or replace function private.requeue_all()
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.queue_new_emails() + private.add_missing_jobs(coalesce(jsonb_agg(jsonb_build_object(
      'task', 'expire_holds', 'payload', '{}'::jsonb, 'run_at', private.hold_ends_at(r.id), 'key', 'hold:' || r.id)
      order by r.id), '[]'))
    from public.registrations r
   where r.status = 'offered';
$$;
