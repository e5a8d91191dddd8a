-- Offers and the registration settings are edited with their history beside the form, like the
-- site's content: each is read with its "may be out of date" marks (an English text changed
-- after its translations), as public.stale_marks(<row>) does for the other translated tables.
-- Their history is the Admins' (history.tracked_tables: not editor_access), so row level
-- security shows anyone else no mark.

create or replace function public.stale_marks(public.offers)
returns setof public.stale_translations
language sql stable
set search_path = ''
as $$
  select s.* from public.stale_translations s where s.table_name = 'offers' and s.row_id = $1.id::text
$$;

create or replace function public.stale_marks(public.registration_settings)
returns setof public.stale_translations
language sql stable
set search_path = ''
as $$
  select s.* from public.stale_translations s
  where s.table_name = 'registration_settings' and s.row_id = $1.id::text
$$;

revoke all on function public.stale_marks(public.offers), public.stale_marks(public.registration_settings)
  from public, anon;
grant execute on function public.stale_marks(public.offers), public.stale_marks(public.registration_settings)
  to authenticated, service_role;
