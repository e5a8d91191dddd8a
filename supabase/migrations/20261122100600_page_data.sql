-- page_data(): a public page's own data in one request (a cold page load makes at most two API
-- requests before its first content: site_frame() and this). Returns
--   { "page": <pages.content of p_key, or null>, ...the lists that page shows }:
--   index      -> "news": the latest published articles (card columns), p_news_limit of them
--   news       -> "news": one page of published articles from p_news_offset, and "news_total",
--                 the number of published articles (for 'More news')
--   coaches    -> "coaches": active coaches by sort_order, id (the team page)
--   programmes -> "subscriptions": every plan by sort_order, id (the subscriptions page)
-- News is ordered newest first by publish_date, then id, as everywhere on the site.
--
-- security invoker: the caller's RLS applies; the function also filters to what visitors may see
-- (published and due news, active coaches), so staff get the same page as visitors. updated_by
-- is left out: visitors have no use for staff ids.
create or replace function public.page_data(
  p_key text,
  p_news_offset integer default 0,
  p_news_limit integer default 4
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with visible_news as (
    select n.id, n.title_en, n.title_es, n.title_ru, n.text_en, n.text_es, n.text_ru,
           n.preview_image_url, n.publish_date
    from public.news n
    where p_key in ('index', 'news')
      and n.status = 'Published'
      and n.publish_date <= now()
  ),
  news_page as (
    select v.*
    from visible_news v
    order by v.publish_date desc, v.id desc
    offset greatest(coalesce(p_news_offset, 0), 0)
    -- A page, not the table: the limit is capped so the function cannot be asked for everything.
    limit least(greatest(coalesce(p_news_limit, 4), 0), 50)
  )
  select jsonb_build_object('page', (select p.content from public.pages p where p.key = p_key))
    || case when p_key in ('index', 'news') then jsonb_build_object(
         'news', coalesce(
           (select jsonb_agg(to_jsonb(np) order by np.publish_date desc, np.id desc) from news_page np),
           '[]'::jsonb
         )
       ) else '{}'::jsonb end
    || case when p_key = 'news' then jsonb_build_object(
         'news_total', (select count(*) from visible_news)
       ) else '{}'::jsonb end
    || case when p_key = 'coaches' then jsonb_build_object(
         'coaches', coalesce(
           (select jsonb_agg(to_jsonb(c) - 'updated_by' order by c.sort_order, c.id)
            from public.coaches c
            where c.is_active),
           '[]'::jsonb
         )
       ) else '{}'::jsonb end
    || case when p_key = 'programmes' then jsonb_build_object(
         'subscriptions', coalesce(
           (select jsonb_agg(to_jsonb(s) - 'updated_by' order by s.sort_order, s.id)
            from public.subscriptions s),
           '[]'::jsonb
         )
       ) else '{}'::jsonb end
$$;

revoke all on function public.page_data(text, integer, integer) from public;
grant execute on function public.page_data(text, integer, integer) to anon, authenticated, service_role;
