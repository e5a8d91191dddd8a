-- What a family owes for each place, computed by the database alone: the offer's price, or its
-- early-bird price for a registration made on or before the early-bird day, less the sibling
-- discount for the second and every further child of one submission. The answer page, the
-- e-mails, the parents' page and the back office's overview all read it from
-- public.registration_amounts; nothing the browser sends counts.

-- ---------------------------------------------------------------------------------------------
-- The settings: an early-bird price per offer, a sibling discount for the academy.
-- ---------------------------------------------------------------------------------------------
alter table public.offers
  add column early_bird_price numeric(10, 2),
  -- The last day (Europe/Madrid) on which a registration gets the early-bird price.
  add column early_bird_until date,
  add constraint offers_early_bird_check check (
    (early_bird_price is null) = (early_bird_until is null)
    and (early_bird_price is null or (early_bird_price >= 0 and early_bird_price < price)));
comment on column public.offers.early_bird_price is
  'The price of a registration made on or before early_bird_until (Europe/Madrid); null: none.';

alter table public.registration_settings
  -- Percent off the price of the second and every further child registered in one form.
  add column sibling_discount_percent numeric(5, 2) not null default 0,
  add constraint registration_settings_sibling_discount_check check (
    sibling_discount_percent between 0 and 100);
comment on column public.registration_settings.sibling_discount_percent is
  'Percent off the places of the second and every further child registered in one form (0: none).';
-- The public reads it (the campus page names the discount), as the other public settings.
grant select (sibling_discount_percent) on table public.registration_settings to anon;

-- ---------------------------------------------------------------------------------------------
-- The amounts of one registration. list_price: the offer's price; early_bird: the early-bird
-- price applies; sibling_discount_percent: the percent taken off (0 for the first child of a
-- form, and for a registration staff made outside a form); price: what the place costs;
-- deposit: what keeps the place (never more than the price); due_now: the deposit, or the price
-- when the offer has none. The registration's child is a "further child" when a child of the
-- same form with a smaller id (the form's order) has a registration of that form too.
-- Security invoker: staff read what their policies let them; the public reads it only through
-- the definer functions below (the answer, the parents' link, the e-mails).
-- ---------------------------------------------------------------------------------------------
create or replace function public.registration_amounts(p_registration_id bigint)
returns table (
  list_price numeric(10, 2),
  early_bird boolean,
  sibling_discount_percent numeric(5, 2),
  price numeric(10, 2),
  deposit numeric(10, 2),
  due_now numeric(10, 2)
)
language sql
stable
set search_path = ''
as $$
  with base as (
    select o.price as list_price,
           (o.early_bird_price is not null
             and (r.created_at at time zone 'Europe/Madrid')::date <= o.early_bird_until) as early_bird,
           o.early_bird_price, o.deposit,
           case when r.submission_id is not null and exists (
                  select 1 from public.registrations s
                  where s.submission_id = r.submission_id and s.child_id < r.child_id)
                then coalesce((select st.sibling_discount_percent from public.registration_settings st
                               where st.id = 1), 0)
                else 0 end::numeric(5, 2) as sibling_discount_percent
    from public.registrations r
    join public.offers o on o.id = r.offer_id
    where r.id = p_registration_id
  ),
  priced as (
    select b.*, round(case when b.early_bird then b.early_bird_price else b.list_price end
                      * (100 - b.sibling_discount_percent) / 100, 2)::numeric(10, 2) as price
    from base b
  )
  select p.list_price, p.early_bird, p.sibling_discount_percent, p.price,
         least(p.deposit, p.price)::numeric(10, 2),
         coalesce(least(p.deposit, p.price), p.price)::numeric(10, 2)
  from priced p;
$$;
revoke all on function public.registration_amounts(bigint) from public, anon;
grant execute on function public.registration_amounts(bigint) to authenticated, service_role;

-- The amounts as JSON, for the answer, the e-mails and the parents' link.
create or replace function private.amounts_json(p_registration_id bigint)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(a) from public.registration_amounts(p_registration_id) a;
$$;
revoke all on function private.amounts_json(bigint) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The answer: per child and offer, the place or the waiting position, and what to pay and how
-- (due_now and the price of each place taken, discounts applied; nothing for the waiting list).
-- ---------------------------------------------------------------------------------------------
create or replace function private.submission_answer(p_submission_id bigint, p_family_id bigint, p_items jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (with items as (
      select i.item || jsonb_build_object('price', a.price, 'deposit', a.deposit,
               'list_price', a.list_price, 'early_bird', a.early_bird,
               'sibling_discount_percent', a.sibling_discount_percent,
               'due_now', case when i.item ->> 'status' = 'new' then a.due_now else 0 end) as item,
             i.ord,
             case when i.item ->> 'status' = 'new' then a.due_now else 0 end as due_now,
             case when i.item ->> 'status' = 'new' then a.price else 0 end as total
      from jsonb_array_elements(p_items) with ordinality i(item, ord)
      cross join lateral public.registration_amounts((i.item ->> 'registration_id')::bigint) a
    )
    select jsonb_build_object(
      'submission_id', p_submission_id,
      'family_id', p_family_id,
      'replayed', false,
      'items', (select jsonb_agg(item order by ord) from items),
      'payment', jsonb_build_object(
        'currency', 'EUR',
        'due_now', (select coalesce(sum(due_now), 0) from items),
        'total', (select coalesce(sum(total), 0) from items),
        'reference', 'R' || p_submission_id,
        'bank_account_holder', s.bank_account_holder, 'bank_iban', s.bank_iban,
        'bank_bic', s.bank_bic, 'bizum_phone', s.bizum_phone,
        'instructions_en', s.payment_instructions_en, 'instructions_es', s.payment_instructions_es,
        'instructions_ru', s.payment_instructions_ru))
    from public.registration_settings s
    where s.id = 1);
end;
$$;
revoke all on function private.submission_answer(bigint, bigint, jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The back office's overview: the price and deposit are the registration's own (discounts
-- applied), and so is what "paid" is measured against; the list price and the discounts beside.
-- ---------------------------------------------------------------------------------------------
create or replace view public.registration_overview with (security_invoker = true) as
select
  r.id, r.status, r.offer_id, o.kind as offer_kind, o.title_en as offer_title,
  o.starts_on, o.ends_on, r.child_id, c.name as child_name, c.date_of_birth,
  extract(year from c.date_of_birth)::integer as birth_year, c.position, c.shirt_size,
  (c.allergies is not null or c.medication is not null) as has_health_data,
  c.photos_website, c.photos_social, c.photo_consent_withdrawn_at,
  r.family_id, f.parent_name, f.email, f.phone, f.language,
  case when r.status = 'waiting' then (
    select count(*)::integer from public.registrations w
    where w.offer_id = r.offer_id and w.status = 'waiting' and w.queue_seq <= r.queue_seq) end as waiting_position,
  r.hold_expires_at, r.cancel_reason, a.price::numeric(10, 2) as price,
  a.deposit::numeric(10, 2) as deposit, pay.paid,
  (case when pay.paid >= a.price then 'paid' when pay.paid > 0 then 'part_paid'
        else 'unpaid' end)::public.payment_state as payment_state,
  r.created_at, r.status_changed_at,
  a.list_price::numeric(10, 2) as list_price, a.early_bird,
  a.sibling_discount_percent::numeric(5, 2) as sibling_discount_percent
from public.registrations r
join public.offers o on o.id = r.offer_id
join public.children c on c.id = r.child_id
join public.families f on f.id = r.family_id
cross join lateral public.registration_amounts(r.id) a
cross join lateral (
  select coalesce(sum(p.amount), 0)::numeric(10, 2) as paid
  from public.payments p where p.registration_id = r.id
) pay;
comment on view public.registration_overview is
  'One row per registration with its child, family, offer, waiting position, amounts due (discounts applied) and payments (filters: offer_id, status, payment_state).';
