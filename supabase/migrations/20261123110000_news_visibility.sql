-- "An article is visible": Published, and its publish date has come. Written
-- once here and used by the news policy (RLS), page_data() (home, news list pages, article) and
-- sitemap_data(), instead of being repeated in each of them.
--
-- A plain SQL expression without SET options, so PostgreSQL inlines it into the queries and
-- policies that call it (the (status, publish_date) index still serves the news list). Its body
-- names no relation, so the caller's search_path cannot change what it does.
create or replace function public.news_is_visible(p_status text, p_publish_date timestamptz)
returns boolean
language sql
stable
parallel safe
as $$
  select p_status = 'Published' and p_publish_date <= pg_catalog.now()
$$;

comment on function public.news_is_visible(text, timestamptz) is
  'True when an article shows on the public site: Published and its publish_date has come.';

revoke all on function public.news_is_visible(text, timestamptz) from public;
grant execute on function public.news_is_visible(text, timestamptz) to anon, authenticated, service_role;

drop policy "news: public reads published, staff read all" on public.news;
create policy "news: public reads published, staff read all" on public.news
  for select to anon, authenticated
  using (public.news_is_visible(status, publish_date) or (select public.is_staff()));
