-- The programmes page shows the academy's programmes (the active ones, by sort_order) beside
-- the plans: page_data('programmes') also answers "programmes", the active
-- ones, still in the one call. Same signature as before (create or replace keeps the grants).

-- page_data(): { "page": <pages.content of p_key, or null>, ...what the page shows }:
--   index      -> "news": the latest visible articles (card columns), p_news_limit of them
--   news       -> "news": one page of visible articles from p_news_offset (every page of the
--                 list, the first and those 'More news' loads), and "news_total"
--   coaches    -> "coaches": active coaches by sort_order, id (the team page)
--   programmes -> "subscriptions": every plan by sort_order, id, and "programmes": the active
--                 programmes by sort_order, id (the subscriptions page shows both)
-- p_article_id -> "article": that article when it is visible (else null), and "next_article_id":
--                 the next older visible one (null at the end)
-- p_with_frame -> "frame": site_frame()
-- p_key may be null (an article, or a page that has no `pages` row, such as the legal notice).
-- News is ordered newest first by publish_date, then id, everywhere on the site.
create or replace function public.page_data(
  p_key text default null,
  p_news_offset integer default 0,
  p_news_limit integer default 4,
  p_article_id bigint default null,
  p_with_frame boolean default false
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
    where (p_key in ('index', 'news') or p_article_id is not null)
      and public.news_is_visible(n.status, n.publish_date)
  ),
  news_page as (
    select v.*
    from visible_news v
    where p_key in ('index', 'news')
    order by v.publish_date desc, v.id desc
    offset greatest(coalesce(p_news_offset, 0), 0)
    -- A page, not the table: the limit is capped so the function cannot be asked for everything.
    limit least(greatest(coalesce(p_news_limit, 4), 0), 50)
  ),
  article as (
    select a.id, a.title_en, a.title_es, a.title_ru, a.text_en, a.text_es, a.text_ru,
           a.preview_image_url, a.publish_date, a.created_at, a.updated_at
    from public.news a
    where a.id = p_article_id
      and public.news_is_visible(a.status, a.publish_date)
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
           (select jsonb_agg(to_jsonb(c) order by c.sort_order, c.id)
            from (
              select id, name_en, name_es, name_ru, role_en, role_es, role_ru, license, bio_en,
                     bio_es, bio_ru, photo_url, sort_order, is_active, created_at, updated_at
              from public.coaches
              where is_active
            ) c),
           '[]'::jsonb
         )
       ) else '{}'::jsonb end
    || case when p_key = 'programmes' then jsonb_build_object(
         'subscriptions', coalesce(
           (select jsonb_agg(to_jsonb(s) order by s.sort_order, s.id)
            from (
              select id, title_en, title_es, title_ru, description_en, description_es,
                     description_ru, price, price_per_session, is_monthly, is_hourly, sort_order,
                     created_at, updated_at
              from public.subscriptions
            ) s),
           '[]'::jsonb
         ),
         'programmes', coalesce(
           (select jsonb_agg(to_jsonb(g) order by g.sort_order, g.id)
            from (
              select id, title_en, title_es, title_ru, description_en, description_es,
                     description_ru, age_group, schedule_en, schedule_es, schedule_ru, image_url,
                     sort_order, is_active, created_at, updated_at
              from public.programmes
              where is_active
            ) g),
           '[]'::jsonb
         )
       ) else '{}'::jsonb end
    || case when p_article_id is not null then jsonb_build_object(
         'article', (select to_jsonb(a) from article a),
         'next_article_id', (
           select v.id
           from visible_news v, article a
           where (v.publish_date, v.id) < (a.publish_date, a.id)
           order by v.publish_date desc, v.id desc
           limit 1
         )
       ) else '{}'::jsonb end
    || case when p_with_frame then jsonb_build_object('frame', public.site_frame())
       else '{}'::jsonb end
$$;

revoke all on function public.page_data(text, integer, integer, bigint, boolean) from public;
grant execute on function public.page_data(text, integer, integer, bigint, boolean)
  to anon, authenticated, service_role;
