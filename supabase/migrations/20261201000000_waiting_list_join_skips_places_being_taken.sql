-- Joining the waiting list never waits for the families taking an offer's last places.
--
-- A registration that starts to wait offers a free place to the waiting list (nobody waits while
-- a place is free). It used to count a place row as free while another family's transaction was
-- taking it (its holder not yet committed), and then queued for the offer's lock to fill it:
-- under a burst of families for the last places, those joining the list waited on one another
-- for hundreds of milliseconds, holding API connections, to find nothing to fill. A row being
-- taken right now counts as taken; a free row found is locked while it is offered. A place
-- left free because its taker's transaction failed is offered by the expiry job's sweep.

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
  -- Nobody waits while a place is free (e.g. staff put a registration on the waiting list). A
  -- place row another transaction is taking right now counts as taken (SKIP LOCKED): a family
  -- joining the list in a burst does not queue for the offer's lock behind the families taking
  -- the last places. Should such a taker fail, the expiry job's sweep offers the place. A free
  -- row found is kept locked, so the one registration that found it offers it.
  if new.status = 'waiting' then
    perform 1 from public.places p
    where p.offer_id = new.offer_id and p.registration_id is null
    limit 1
    for update skip locked;
    if found then
      perform private.fill_places(new.offer_id);
    end if;
  end if;
  return null;
end;
$$;
