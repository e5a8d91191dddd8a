-- Places as rows, committed durably. Every place of an offer is a row of public.places, free or
-- held by one registration. A family takes a free place row with FOR UPDATE SKIP LOCKED: families
-- of one offer take different rows at the same time instead of queueing behind one lock (the
-- offer's row), so their commits, now synchronous (an answer to a family is a promise: it is on
-- disk before it is sent), reach the disk together (PostgreSQL's group commit). The waiting list
-- is joined the same way: its places in the queue are numbered rows too (waiting_tickets), taken
-- in order with SKIP LOCKED, so families joining it neither wait for one another nor lose their
-- order, and the position each is told counts the families ahead still committing. "Which statuses hold a place" is said once, public.place_holding_statuses().
-- The same child (the family's e-mail, the child's name and date of birth) is registered for an
-- offer once among the registrations that are not cancelled.

-- ---------------------------------------------------------------------------------------------
-- Which statuses hold a place: one definition, read by every function and view below and by
-- the apps' PLACE_HOLDING_STATUSES (shared/src/registrationRules.ts; a test keeps them equal).
-- Immutable: in a query it is folded into a constant list when the query is planned.
-- ---------------------------------------------------------------------------------------------
create or replace function public.place_holding_statuses()
returns public.registration_status[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '{new,confirmed,offered,attended}'::public.registration_status[]
$$;
revoke all on function public.place_holding_statuses() from public;
grant execute on function public.place_holding_statuses() to anon, authenticated, service_role;
comment on function public.place_holding_statuses() is
  'The registration statuses that hold one of the offer''s places.';

create or replace function private.holds_place(p_status public.registration_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_status = any (public.place_holding_statuses())
$$;

-- ---------------------------------------------------------------------------------------------
-- places: one row per place of an offer (as many as its capacity). registration_id: the
-- registration holding it, or null when it is free; taken_at: since when. In `public` so that backups hold it with
-- the registrations; no API role has any privilege on it (the views and open_offers() count).
-- The reference to the registration is checked at the commit: a submission takes its place
-- before it writes the registration that holds it.
-- ---------------------------------------------------------------------------------------------
create table public.places (
  offer_id bigint not null references public.offers (id) on delete cascade,
  place_no integer not null,
  registration_id bigint unique
    references public.registrations (id) on delete set null deferrable initially deferred,
  taken_at timestamptz,
  primary key (offer_id, place_no),
  constraint places_place_no_check check (place_no > 0)
);
create index places_free_idx on public.places (offer_id, place_no) where registration_id is null;
alter table public.places enable row level security;
revoke all on table public.places from anon, authenticated;
comment on table public.places is
  'One place of an offer (as many rows as its capacity): free, or held by one registration.';

-- The places of the offers there are, each holder given one in the order it took its place.
insert into public.places (offer_id, place_no, registration_id, taken_at)
select o.id, g.n, h.id, h.status_changed_at
from public.offers o
cross join lateral generate_series(1, o.capacity) g(n)
left join (
  select r.id, r.offer_id, r.status_changed_at,
    row_number() over (partition by r.offer_id order by r.status_changed_at, r.id) as n
  from public.registrations r
  where r.status = any (public.place_holding_statuses())
) h on h.offer_id = o.id and h.n = g.n;

-- ---------------------------------------------------------------------------------------------
-- waiting_tickets: the waiting list's numbers of an offer, made ahead (a batch at a time) so that
-- a family joining the list takes the lowest free one with SKIP LOCKED, without waiting for the
-- families joining with it. A number is used once: registrations.queue_seq is it, and the list's
-- order is the numbers' order. taken_at: when it was taken (read before its row was locked, so
-- the numbers' order is the order in which families came). Same privileges as places.
-- ---------------------------------------------------------------------------------------------
create table public.waiting_tickets (
  offer_id bigint not null references public.offers (id) on delete cascade,
  ticket_no bigint not null,
  registration_id bigint
    references public.registrations (id) on delete set null deferrable initially deferred,
  taken_at timestamptz,
  primary key (offer_id, ticket_no)
);
create index waiting_tickets_free_idx on public.waiting_tickets (offer_id, ticket_no) where taken_at is null;
create index waiting_tickets_registration_idx on public.waiting_tickets (registration_id);
alter table public.waiting_tickets enable row level security;
revoke all on table public.waiting_tickets from anon, authenticated;
comment on table public.waiting_tickets is
  'The waiting list''s numbers of an offer, made ahead and taken in order, each once.';

-- A batch of numbers after the offer's last (of its tickets and of the registrations waiting).
create or replace function private.add_waiting_tickets(p_offer_id bigint, p_count integer default 200)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  insert into public.waiting_tickets (offer_id, ticket_no)
  select p_offer_id, m.last + g.n
  from (select greatest(
          (select max(t.ticket_no) from public.waiting_tickets t where t.offer_id = p_offer_id),
          (select max(r.queue_seq) from public.registrations r where r.offer_id = p_offer_id),
          0) as last) m
  cross join generate_series(1, p_count) g(n);
end;
$$;

-- Takes the offer's next waiting-list number for the registration p_registration_id (which may
-- not be written yet), or (p_reuse) the one taken for it before it was written. Returns it.
create or replace function private.take_waiting_ticket(
  p_offer_id bigint,
  p_registration_id bigint,
  p_reuse boolean default false
)
returns public.waiting_tickets
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_ticket public.waiting_tickets;
  v_round integer;
begin
  if p_reuse then
    select * into v_ticket from public.waiting_tickets t
    where t.registration_id = p_registration_id and t.offer_id = p_offer_id
    order by t.ticket_no desc limit 1;
    if found then
      return v_ticket;
    end if;
  end if;
  for v_round in 1 .. 3 loop
    -- The time is read before the row is locked: a family that finds this row locked comes later.
    update public.waiting_tickets t set registration_id = p_registration_id, taken_at = f.at
    from (
      select f.offer_id, f.ticket_no, clock_timestamp() as at from public.waiting_tickets f
      where f.offer_id = p_offer_id and f.taken_at is null
      order by f.ticket_no
      limit 1
      for update skip locked) f
    where t.offer_id = f.offer_id and t.ticket_no = f.ticket_no
    returning t.* into v_ticket;
    if found then
      return v_ticket;
    end if;
    -- None left: more numbers, made by one family at a time (under the offer's lock; another may
    -- have made them while this one waited for it).
    perform 1 from public.offers o where o.id = p_offer_id for no key update;
    if v_round > 1 then
      perform private.add_waiting_tickets(p_offer_id);
    end if;
  end loop;
  raise exception 'no waiting-list number for offer %', p_offer_id;
end;
$$;

insert into public.waiting_tickets (offer_id, ticket_no)
select o.id, m.last + g.n
from public.offers o
cross join lateral (select coalesce(max(r.queue_seq), 0) as last
                    from public.registrations r where r.offer_id = o.id) m
cross join generate_series(1, 200) g(n);

-- A new offer's places and waiting-list numbers.
create or replace function private.offer_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.places (offer_id, place_no)
  select new.id, g.n from generate_series(1, new.capacity) g(n);
  perform private.add_waiting_tickets(new.id);
  return null;
end;
$$;
create trigger offers_created after insert on public.offers
  for each row execute function private.offer_created();

-- Takes a free place of the offer for the registration p_registration_id (which may not be
-- written yet), unless it already holds one there. A place another transaction is taking or
-- giving up right now is skipped, never waited for. False when no place is free.
create or replace function private.claim_place(p_offer_id bigint, p_registration_id bigint)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
begin
  if exists (select 1 from public.places p
             where p.registration_id = p_registration_id and p.offer_id = p_offer_id) then
    return true;
  end if;
  -- The time is read before the row is locked: a family that finds this row locked comes later.
  update public.places p set registration_id = p_registration_id, taken_at = f.at
  from (
    select f.offer_id, f.place_no, clock_timestamp() as at from public.places f
    where f.offer_id = p_offer_id and f.registration_id is null
    order by f.place_no
    limit 1
    for update skip locked) f
  where p.offer_id = f.offer_id and p.place_no = f.place_no;
  return found;
end;
$$;

-- Gives up the place a registration holds, under its offer's row lock (so the first waiting
-- registration, offered it next, is seen in the order the waiting list was joined).
create or replace function private.release_place(p_offer_id bigint, p_registration_id bigint)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform 1 from public.offers o where o.id = p_offer_id for no key update;
  update public.places p set registration_id = null, taken_at = null
  where p.registration_id = p_registration_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The same child for the same offer is one registration. A child is known by the family's
-- e-mail, the child's name and date of birth as the form gives them, normalised (case, spaces,
-- Unicode composition), kept as a SHA-256 so that no personal value is copied; erasure clears it.
-- ---------------------------------------------------------------------------------------------
create or replace function private.child_identity(p_email text, p_name text, p_date_of_birth date)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(
    lower(btrim(p_email)) || E'\n'
      || lower(regexp_replace(btrim(normalize(p_name, NFC)), '[[:space:]]+', ' ', 'g')) || E'\n'
      || p_date_of_birth::text, 'UTF8')), 'hex')
$$;

alter table public.registrations add column child_key text;
comment on column public.registrations.child_key is
  'SHA-256 of the child''s identity (family e-mail, name, date of birth; normalised): one registration per child and offer.';
update public.registrations r set child_key = k.key
from (
  select x.id, x.key, row_number() over (partition by x.offer_id, x.key order by x.id) as n
  from (
    select r2.id, r2.offer_id, private.child_identity(f.email, c.name, c.date_of_birth) as key
    from public.registrations r2
    join public.children c on c.id = r2.child_id
    join public.families f on f.id = c.family_id
    where r2.status <> 'cancelled'
  ) x
) k
where k.id = r.id and k.n = 1;
create unique index registrations_child_identity_key on public.registrations (offer_id, child_key)
  where status <> 'cancelled';

-- An erased child can no longer be known again (its identity is now null: see the status rules).
create or replace function private.child_erased()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.registrations r set child_key = null
  where r.child_id = new.id and r.child_key is not null;
  return null;
end;
$$;
create trigger children_erased after update of erased_at on public.children
  for each row when (new.erased_at is not null and old.erased_at is null)
  execute function private.child_erased();

-- ---------------------------------------------------------------------------------------------
-- Before a registration is written: its place taken or given up, and the bookkeeping of its
-- status. security definer: it reads and writes every place of the offer, whatever the writer
-- may read.
-- ---------------------------------------------------------------------------------------------
create or replace function private.registration_status_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed boolean := tg_op = 'INSERT' or new.status <> old.status or new.offer_id <> old.offer_id;
  v_held boolean := tg_op = 'UPDATE' and private.holds_place(old.status);
  v_ticket public.waiting_tickets;
begin
  -- Always the child's identity, whoever writes (an erased child's is null).
  if tg_op = 'INSERT' or new.child_id <> old.child_id or new.child_key is distinct from old.child_key then
    new.child_key := (
      select private.child_identity(f.email, c.name, c.date_of_birth)
      from public.children c join public.families f on f.id = c.family_id
      where c.id = new.child_id);
  end if;
  if not v_changed then
    return new;
  end if;
  if v_held and (not private.holds_place(new.status) or new.offer_id <> old.offer_id) then
    perform private.release_place(old.offer_id, old.id);
  end if;
  if private.holds_place(new.status) and not private.claim_place(new.offer_id, new.id) then
    raise exception using errcode = 'P0001', message = 'This offer has no free place',
      hint = 'offer_full';
  end if;
  -- The wall clock, not the transaction's start: it orders registrations by when they took
  -- their place (its row's taken_at) or joined the queue.
  new.status_changed_at := case
    when private.holds_place(new.status) and not (v_held and new.offer_id = old.offer_id) then
      (select p.taken_at from public.places p where p.registration_id = new.id)
    else clock_timestamp() end;
  if new.status <> 'waiting' then
    new.queue_seq := null;
    new.waiting_since := null;
  elsif not (tg_op = 'UPDATE' and old.status = 'waiting' and new.offer_id = old.offer_id) then
    -- Joins the waiting list: at its next number (taken before the insert by submit_registration).
    v_ticket := private.take_waiting_ticket(new.offer_id, new.id, tg_op = 'INSERT');
    new.queue_seq := v_ticket.ticket_no;
    new.waiting_since := v_ticket.taken_at;
    new.status_changed_at := v_ticket.taken_at;
  end if;
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
  -- Nobody waits while a place is free (e.g. staff put a registration on the waiting list). Only
  -- when one looks free: families joining a full offer's list take no lock.
  if new.status = 'waiting'
     and exists (select 1 from public.places p where p.offer_id = new.offer_id and p.registration_id is null) then
    perform private.fill_places(new.offer_id);
  end if;
  return null;
end;
$$;

-- Offers each free place of an offer to the next waiting registrations, in their order, while
-- the offer has not ended. Returns how many were offered.
create or replace function private.fill_places(p_offer_id bigint)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
  v_count integer := 0;
begin
  -- Under the offer's lock, the waiting list is complete: everyone who joined it has committed.
  perform 1 from public.offers o
  where o.id = p_offer_id and o.ends_on >= (now() at time zone 'Europe/Madrid')::date
  for no key update;
  if not found then
    return 0;
  end if;
  for v_id in
    select r.id from public.registrations r
    where r.offer_id = p_offer_id and r.status = 'waiting'
    order by r.queue_seq
  loop
    exit when not private.claim_place(p_offer_id, v_id);
    update public.registrations r set status = 'offered' where r.id = v_id;
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

-- More places (added as rows, and offered to the waiting list), or fewer (free places removed,
-- the last first; refused while they are taken).
create or replace function private.offer_capacity_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_free integer[];
  v_taken integer;
begin
  if new.capacity > old.capacity then
    insert into public.places (offer_id, place_no)
    select new.id, m.last + g.n
    from (select coalesce(max(p.place_no), 0) as last from public.places p where p.offer_id = new.id) m
    cross join generate_series(1, new.capacity - old.capacity) g(n);
    perform private.fill_places(new.id);
    return null;
  end if;
  -- A place being taken or given up right now is counted as taken: it is skipped, not waited for.
  select coalesce(array_agg(f.place_no order by f.place_no desc), '{}') into v_free
  from (select p.place_no from public.places p
        where p.offer_id = new.id and p.registration_id is null
        for update skip locked) f;
  v_taken := old.capacity - cardinality(v_free);
  if new.capacity < v_taken then
    raise exception using errcode = 'P0001',
      message = format('%s places are taken: cancel registrations before lowering the capacity', v_taken),
      hint = 'capacity_below_taken';
  end if;
  delete from public.places p
  where p.offer_id = new.id and p.place_no = any (v_free[1:old.capacity - new.capacity]);
  return null;
end;
$$;

-- Ends every hold that has expired by p_now (the expiry job calls it with now(); tests with a
-- time of their choice): the registration is cancelled (hold_expired) and its place passes on.
-- Then any place left free while someone waits (its taker's transaction failed) is offered.
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
  perform private.fill_places(o.id)
  from public.offers o
  where exists (select 1 from public.places p where p.offer_id = o.id and p.registration_id is null)
    and exists (select 1 from public.registrations r where r.offer_id = o.id and r.status = 'waiting')
  order by o.id;
  return v_count;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Per child and offer, a place while one is free and nobody waits, else the waiting list; the
-- e-mails about them queued. Returns the answer's items, in the form's order.
-- ---------------------------------------------------------------------------------------------
create or replace function private.take_places(
  p_family_id bigint,
  p_submission_id bigint,
  p_children jsonb,
  p_child_ids bigint[],
  p_offer_ids bigint[]
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_pairs record;
  v_ids bigint[];
  v_status public.registration_status;
  v_ticket public.waiting_tickets;
  v_items jsonb[] := '{}';
begin
  -- The registrations' ids, and the e-mails about them, before any place is taken (the e-mails'
  -- contents are written when they are sent, from the registrations' state).
  select array_agg(nextval(pg_get_serial_sequence('public.registrations', 'id')))
  into v_ids
  from jsonb_array_elements(p_children) c, jsonb_array_elements(c -> 'offer_ids');
  perform private.queue_registration_email('registration_received', p_family_id, v_ids, null, false,
    'R' || p_submission_id);
  perform private.queue_registration_email('registration_notice', p_family_id, v_ids, null, true,
    'R' || p_submission_id);

  -- By offer id: an offer's lock, when its waiting list needs more numbers, is taken in one order
  -- (no two submissions wait for each other).
  for v_pairs in
    select (c.ord - 1)::integer as child_index, c.child ->> 'name' as child_name,
           (o.value #>> '{}')::bigint as offer_id, row_number() over (order by c.ord, o.ord) as n
    from jsonb_array_elements(p_children) with ordinality c(child, ord)
    cross join lateral jsonb_array_elements(c.child -> 'offer_ids') with ordinality o(value, ord)
    order by 3, 4
  loop
    -- A free place row of its own, taken without waiting for the families taking the others.
    if not exists (select 1 from public.registrations r
                   where r.offer_id = v_pairs.offer_id and r.status = 'waiting')
       and private.claim_place(v_pairs.offer_id, v_ids[v_pairs.n]) then
      v_status := 'new';
    else
      -- The waiting list's next number, taken without waiting for the families taking the others.
      v_ticket := private.take_waiting_ticket(v_pairs.offer_id, v_ids[v_pairs.n]);
      v_status := 'waiting';
    end if;
    insert into public.registrations (id, child_id, offer_id, family_id, submission_id, status)
    values (v_ids[v_pairs.n], p_child_ids[v_pairs.child_index + 1], v_pairs.offer_id, p_family_id,
      p_submission_id, v_status)
    on conflict (offer_id, child_key) where status <> 'cancelled' do nothing;
    if not found then
      raise exception using errcode = 'PT409',
        message = 'This child is already registered for this offer',
        detail = jsonb_build_object('child', v_pairs.child_index, 'offer', v_pairs.offer_id)::text,
        hint = 'already_registered';
    end if;
    -- The position: 1 + the registrations waiting ahead, counting those whose families are still
    -- being answered (their numbers, lower than this one, are taken but not yet committed).
    v_items[v_pairs.n::integer] := jsonb_build_object(
      'registration_id', v_ids[v_pairs.n], 'child_index', v_pairs.child_index,
      'child_name', v_pairs.child_name, 'offer_id', v_pairs.offer_id, 'status', v_status,
      'waiting_position', case when v_status = 'waiting' then 1
        + (select count(*) from public.registrations r
           where r.offer_id = v_pairs.offer_id and r.status = 'waiting' and r.queue_seq < v_ticket.ticket_no)
        + (select count(*) from public.waiting_tickets t
           where t.offer_id = v_pairs.offer_id and t.ticket_no < v_ticket.ticket_no and t.taken_at is null)
        end);
  end loop;
  return to_jsonb(v_items);
end;
$$;

revoke all on function
  private.add_waiting_tickets(bigint, integer),
  private.take_waiting_ticket(bigint, bigint, boolean),
  private.claim_place(bigint, bigint),
  private.release_place(bigint, bigint),
  private.child_identity(text, text, date),
  private.take_places(bigint, bigint, jsonb, bigint[], bigint[])
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- What the public and staff read: places left from the place rows, taken by the statuses that
-- hold a place.
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
    (select count(*) from public.places p where p.offer_id = o.id and p.registration_id is null)::integer,
    now() >= o.registration_opens_at and now() < o.registration_closes_at
  from public.offers o
  where o.online_registration
    and o.registration_closes_at > now()
    and o.ends_on >= (now() at time zone 'Europe/Madrid')::date
    and (select s.online_registration from public.registration_settings s where s.id = 1)
  order by o.starts_on, o.sort_order, o.id
$$;

create or replace view public.offer_places with (security_invoker = true) as
select o.id, o.kind, o.title_en, o.starts_on, o.ends_on, o.capacity, n.taken, n.waiting,
  greatest(o.capacity - n.taken, 0) as places_left, o.title_es, o.title_ru
from public.offers o
cross join lateral (
  select count(*) filter (where r.status = any (public.place_holding_statuses()))::integer as taken,
         count(*) filter (where r.status = 'waiting')::integer as waiting
  from public.registrations r where r.offer_id = o.id
) n;
