-- The places view names each offer in every language, so the staff's dashboard shows an offer's
-- title in the back office's language (falling back to English when a translation is empty).
-- A view can only gain columns at its end: the titles come after places_left.
create or replace view public.offer_places with (security_invoker = true) as
select o.id, o.kind, o.title_en, o.starts_on, o.ends_on, o.capacity, n.taken, n.waiting,
  greatest(o.capacity - n.taken, 0) as places_left, o.title_es, o.title_ru
from public.offers o
cross join lateral (
  select count(*) filter (where r.status in ('new', 'confirmed', 'offered', 'attended'))::integer as taken,
         count(*) filter (where r.status = 'waiting')::integer as waiting
  from public.registrations r where r.offer_id = o.id
) n;
