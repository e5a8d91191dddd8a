-- Registrations, part 5: places. The database never overbooks, whoever writes: a registration
-- starts to hold a place (new, confirmed, offered, attended) only while holding the lock of its
-- offer's row and only when fewer registrations than the offer's capacity hold one. A place
-- that frees is offered at once to the first waiting registration and held for it for
-- registration_settings.waiting_list_hold_hours; an offer not taken in time passes to the next.

create or replace function private.holds_place(p_status public.registration_status)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return (select p_status in ('new', 'confirmed', 'offered', 'attended'));
end;
$$;

-- Before a registration is written: the capacity check and the bookkeeping of its status.
-- security definer: it counts every registration of the offer, whatever the writer may read.
create or replace function private.registration_status_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed boolean := tg_op = 'INSERT' or new.status <> old.status or new.offer_id <> old.offer_id;
  v_capacity integer;
  v_taken integer;
begin
  if not v_changed then
    return new;
  end if;
  if private.holds_place(new.status)
     and (tg_op = 'INSERT' or not private.holds_place(old.status) or new.offer_id <> old.offer_id) then
    -- The offer's row lock serializes every taker of its places until they commit; the count
    -- below is read after the lock is granted, so it sees every place taken before.
    select o.capacity into v_capacity from public.offers o where o.id = new.offer_id for update;
    select count(*) into v_taken from public.registrations r
    where r.offer_id = new.offer_id and r.status in ('new', 'confirmed', 'offered', 'attended')
      and r.id <> new.id;
    if v_taken >= v_capacity then
      raise exception using errcode = 'P0001', message = 'This offer has no free place',
        hint = 'offer_full';
    end if;
  end if;
  -- The wall clock, not the transaction's start: under the offer's lock it orders registrations
  -- by when they took their place or joined the queue.
  new.status_changed_at := clock_timestamp();
  new.queue_seq := case when new.status <> 'waiting' then null
                        when tg_op = 'UPDATE' and old.status = 'waiting' and new.offer_id = old.offer_id then old.queue_seq
                        else nextval('private.registration_queue_seq') end;
  new.waiting_since := case when new.status = 'waiting' then coalesce(
                         case when tg_op = 'UPDATE' and old.status = 'waiting' then old.waiting_since end,
                         clock_timestamp()) end;
  if new.status = 'offered' then
    new.offered_at := now();
    new.hold_expires_at := now() + make_interval(hours => (
      select s.waiting_list_hold_hours from public.registration_settings s where s.id = 1));
  else
    new.hold_expires_at := null;
  end if;
  if new.status = 'cancelled' then
    new.cancelled_at := now();
    new.cancel_reason := coalesce(new.cancel_reason, 'staff');
  else
    new.cancelled_at := null;
    new.cancel_reason := null;
  end if;
  return new;
end;
$$;
create trigger registrations_status_rules before insert or update on public.registrations
  for each row execute function private.registration_status_rules();

-- Offers each free place of an offer to the next waiting registrations, in their order, while
-- the offer has not ended. Returns how many were offered.
create or replace function private.fill_places(p_offer_id bigint)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_free integer;
  v_id bigint;
  v_count integer := 0;
begin
  -- Lock first, count in the next statement: its snapshot sees every place taken before.
  perform 1 from public.offers o
  where o.id = p_offer_id and o.ends_on >= (now() at time zone 'Europe/Madrid')::date
  for update;
  if not found then
    return 0;
  end if;
  select o.capacity - (
           select count(*) from public.registrations r
           where r.offer_id = o.id and r.status in ('new', 'confirmed', 'offered', 'attended'))
  into v_free
  from public.offers o
  where o.id = p_offer_id;
  for v_id in
    select r.id from public.registrations r
    where r.offer_id = p_offer_id and r.status = 'waiting'
    order by r.queue_seq
    limit greatest(coalesce(v_free, 0), 0)
  loop
    update public.registrations r set status = 'offered' where r.id = v_id;
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

-- After a registration is written: what its new status sets off. A place offered gets its
-- e-mail and the job that ends the hold; a place given up passes to the waiting list; the
-- family hears of a hold that expired, an offered place they accepted, and a cancellation
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
    perform private.queue_registration_email('place_accepted', new.family_id, array[new.id]);
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and new.cancel_reason = 'hold_expired' then
    perform private.queue_registration_email('hold_expired', new.family_id, array[new.id]);
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and new.cancel_reason in ('parent', 'staff') then
    perform private.queue_registration_email('registration_cancelled', new.family_id, array[new.id]);
  end if;
  if tg_op = 'UPDATE' and private.holds_place(old.status)
     and (not private.holds_place(new.status) or new.offer_id <> old.offer_id) then
    perform private.fill_places(old.offer_id);
  end if;
  -- Nobody waits while a place is free (e.g. staff put a registration on the waiting list).
  if new.status = 'waiting' then
    perform private.fill_places(new.offer_id);
  end if;
  return null;
end;
$$;
create trigger registrations_status_effects after insert or update on public.registrations
  for each row execute function private.registration_status_effects();

-- More places (or a smaller capacity refused while they are taken).
create or replace function private.offer_capacity_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_taken integer;
begin
  select count(*) into v_taken from public.registrations r
  where r.offer_id = new.id and r.status in ('new', 'confirmed', 'offered', 'attended');
  if new.capacity < v_taken then
    raise exception using errcode = 'P0001',
      message = format('%s places are taken: cancel registrations before lowering the capacity', v_taken),
      hint = 'capacity_below_taken';
  end if;
  if new.capacity > old.capacity then
    perform private.fill_places(new.id);
  end if;
  return null;
end;
$$;
create trigger offers_capacity_changed after update of capacity on public.offers
  for each row when (new.capacity is distinct from old.capacity)
  execute function private.offer_capacity_changed();

-- Ends every hold that has expired by p_now (the expiry job calls it with now(); tests with a
-- time of their choice): the registration is cancelled (hold_expired) and its place passes on.
-- Returns how many holds ended.
create or replace function private.expire_holds(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
  v_count integer := 0;
begin
  for v_id in
    select r.id from public.registrations r
    where r.status = 'offered' and r.hold_expires_at <= p_now
    order by r.hold_expires_at, r.id
    for update skip locked
  loop
    update public.registrations r set status = 'cancelled', cancel_reason = 'hold_expired'
    where r.id = v_id;
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

revoke all on function private.holds_place(public.registration_status),
  private.fill_places(bigint), private.expire_holds(timestamptz)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- What the public reads: the offers open for online registration, with their places left (a
-- count, nothing about who took them), fresh on every call. Empty while online registration is
-- off in the site settings.
-- ---------------------------------------------------------------------------------------------
create or replace function public.open_offers()
returns table (
  id bigint, kind public.offer_kind, title_en text, title_es text, title_ru text,
  description_en text, description_es text, description_ru text, starts_on date, ends_on date,
  starts_at time, ends_at time, age_group text, campus_role public.campus_role,
  campus_type public.campus_type, birth_year_min integer, birth_year_max integer,
  price numeric, deposit numeric, registration_opens_at timestamptz,
  registration_closes_at timestamptz, kit_list_en text, kit_list_es text, kit_list_ru text,
  sort_order integer, capacity integer, places_left integer, is_open boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select o.id, o.kind, o.title_en, o.title_es, o.title_ru, o.description_en, o.description_es,
    o.description_ru, o.starts_on, o.ends_on, o.starts_at, o.ends_at, o.age_group, o.campus_role,
    o.campus_type, o.birth_year_min, o.birth_year_max, o.price, o.deposit,
    o.registration_opens_at, o.registration_closes_at, o.kit_list_en, o.kit_list_es,
    o.kit_list_ru, o.sort_order, o.capacity,
    greatest(o.capacity - (
      select count(*) from public.registrations r
      where r.offer_id = o.id and r.status in ('new', 'confirmed', 'offered', 'attended'))::integer, 0),
    now() >= o.registration_opens_at and now() < o.registration_closes_at
  from public.offers o
  where o.online_registration
    and o.registration_closes_at > now()
    and o.ends_on >= (now() at time zone 'Europe/Madrid')::date
    and (select s.online_registration from public.registration_settings s where s.id = 1)
  order by o.starts_on, o.sort_order, o.id
$$;
revoke all on function public.open_offers() from public;
grant execute on function public.open_offers() to anon, authenticated, service_role;
comment on function public.open_offers() is
  'Offers open for online registration (or opening later), with places_left; empty when online registration is off.';
