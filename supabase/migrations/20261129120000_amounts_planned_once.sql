-- What a place costs is asked for every item of an answer, every e-mail and every overview row.
-- As a SQL function with its own search_path it was planned again on every call; as PL/pgSQL
-- its query's plan is kept for the session. The same amounts, the same rule.
create or replace function public.registration_amounts(p_registration_id bigint)
returns table (
  list_price numeric(10, 2),
  early_bird boolean,
  sibling_discount_percent numeric(5, 2),
  price numeric(10, 2),
  deposit numeric(10, 2),
  due_now numeric(10, 2)
)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
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
  select p.list_price::numeric(10, 2), p.early_bird, p.sibling_discount_percent, p.price,
         least(p.deposit, p.price)::numeric(10, 2),
         coalesce(least(p.deposit, p.price), p.price)::numeric(10, 2)
  from priced p;
end;
$$;
