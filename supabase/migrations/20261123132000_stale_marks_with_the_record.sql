-- A record's "may be out of date" marks read with the record itself.
--
-- public.stale_marks(<row>) -> setof public.stale_translations, one function per edited table
-- whose fields are translated. PostgREST treats each as a computed relationship, so an editor
-- reads its record and the record's marks in one request:
--
--   GET /rest/v1/pages?key=eq.index&select=*,stale_marks(*)
--
-- (a page editor opens with at most two requests). SECURITY INVOKER through the
-- security_invoker view: row level security of history.stale_translations decides what the caller
-- sees (an Admin every table, an Editor the tables they may edit, anyone else nothing). The
-- stale_translations view stays for lists across records.

create or replace function public.stale_marks(public.news)
returns setof public.stale_translations
language sql stable
set search_path = ''
as $$
  select s.* from public.stale_translations s where s.table_name = 'news' and s.row_id = $1.id::text
$$;

create or replace function public.stale_marks(public.coaches)
returns setof public.stale_translations
language sql stable
set search_path = ''
as $$
  select s.* from public.stale_translations s where s.table_name = 'coaches' and s.row_id = $1.id::text
$$;

create or replace function public.stale_marks(public.programmes)
returns setof public.stale_translations
language sql stable
set search_path = ''
as $$
  select s.* from public.stale_translations s
  where s.table_name = 'programmes' and s.row_id = $1.id::text
$$;

create or replace function public.stale_marks(public.subscriptions)
returns setof public.stale_translations
language sql stable
set search_path = ''
as $$
  select s.* from public.stale_translations s
  where s.table_name = 'subscriptions' and s.row_id = $1.id::text
$$;

create or replace function public.stale_marks(public.pages)
returns setof public.stale_translations
language sql stable
set search_path = ''
as $$
  select s.* from public.stale_translations s where s.table_name = 'pages' and s.row_id = $1.key
$$;

create or replace function public.stale_marks(public.menu_items)
returns setof public.stale_translations
language sql stable
set search_path = ''
as $$
  select s.* from public.stale_translations s
  where s.table_name = 'menu_items' and s.row_id = $1.id::text
$$;

create or replace function public.stale_marks(public.site_settings)
returns setof public.stale_translations
language sql stable
set search_path = ''
as $$
  select s.* from public.stale_translations s
  where s.table_name = 'site_settings' and s.row_id = $1.id::text
$$;

-- Only staff read marks (the view is granted to authenticated only).
do $$
declare
  v_table text;
begin
  foreach v_table in array array['news', 'coaches', 'programmes', 'subscriptions', 'pages',
                                 'menu_items', 'site_settings'] loop
    execute format('revoke all on function public.stale_marks(public.%I) from public, anon', v_table);
    execute format('grant execute on function public.stale_marks(public.%I) to authenticated, service_role',
                   v_table);
  end loop;
end;
$$;
