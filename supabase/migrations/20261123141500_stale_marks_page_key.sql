-- pages.key became the enum public.page_key (20261123141000): the stale marks of a page compare
-- it as text with history's row ids (a SQL function body is parsed when called, so the old body
-- would fail with "operator does not exist: text = page_key" on every page editor's read).
create or replace function public.stale_marks(public.pages)
returns setof public.stale_translations
language sql stable
set search_path = ''
as $$
  select s.* from public.stale_translations s
  where s.table_name = 'pages' and s.row_id = $1.key::text
$$;
