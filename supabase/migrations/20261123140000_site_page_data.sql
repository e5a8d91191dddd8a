-- The site server renders every public page, and gets what a page shows in one
-- API call per request. Three functions serve it (and the browser, for client-side navigation):
--
--   site_frame()  the frame of every page: active menu items, active languages, site settings.
--   page_data()   one page's data: its `pages` row and the list it shows, or one article and
--                 the next older one, and, when asked, the frame too (the server's one call).
--   sitemap_data() what /sitemap.xml lists: the frame, each page row's last change, and every
--                 visible article's last change.
--
-- All are security invoker (the caller's row level security and column privileges apply) and
-- name their columns: anon never reads a whole row (20261123120200 hides updated_by from it), and
-- the public policies still decide. Each filters to what visitors see (active rows, visible news:
-- news_is_visible()), so staff calling them get the visitors' page too. This migration comes after
-- 20261123120200, which had made the previous site_frame() and page_data() security definer to
-- keep their whole-row reads; the versions here replace those.

create or replace function public.site_frame()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'menu_items', coalesce(
      (select jsonb_agg(to_jsonb(m) order by m.sort_order, m.id)
       from (
         select id, type, title_en, title_es, title_ru, url, sort_order, is_active, component_key,
                created_at, updated_at
         from public.menu_items
         where is_active
       ) m),
      '[]'::jsonb
    ),
    'languages', coalesce(
      (select jsonb_agg(to_jsonb(l) order by l.sort_order, l.code)
       from (
         select code, name, is_active, sort_order, created_at, updated_at
         from public.languages
         where is_active
       ) l),
      '[]'::jsonb
    ),
    'settings', (
      select to_jsonb(s)
      from (
        select id, address_en, address_es, address_ru, phone_number, whatsapp_link, address_url,
               contact_email, social_video_url, social_short_video_url, social_photo_url,
               social_network_url, min_loader_ms, map_embed_url, company_name, company_tax_id,
               company_address, company_registry, created_at, updated_at
        from public.site_settings
        where id = 1
      ) s
    )
  )
$$;

revoke all on function public.site_frame() from public;
grant execute on function public.site_frame() to anon, authenticated, service_role;

-- The 3-argument version is replaced by the one below (same first three arguments).
drop function if exists public.page_data(text, integer, integer);

-- page_data(): { "page": <pages.content of p_key, or null>, ...what the page shows }:
--   index      -> "news": the latest visible articles (card columns), p_news_limit of them
--   news       -> "news": one page of visible articles from p_news_offset (every page of the
--                 list, the first and those 'More news' loads), and "news_total"
--   coaches    -> "coaches": active coaches by sort_order, id (the team page)
--   programmes -> "subscriptions": every plan by sort_order, id (the subscriptions page)
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

-- sitemap_data(): { "frame": site_frame(), "pages": [{ key, updated_at }],
--                   "news": [{ id, lastmod }] } with every visible article, newest first.
-- An article's lastmod is its last edit, or its publish date when that came later (a scheduled
-- article appears on the site at its publish date).
create or replace function public.sitemap_data()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'frame', public.site_frame(),
    'pages', coalesce(
      (select jsonb_agg(jsonb_build_object('key', p.key, 'updated_at', p.updated_at) order by p.key)
       from public.pages p),
      '[]'::jsonb
    ),
    'news', coalesce(
      (select jsonb_agg(
                jsonb_build_object('id', n.id, 'lastmod', greatest(n.updated_at, n.publish_date))
                order by n.publish_date desc, n.id desc)
       from public.news n
       where public.news_is_visible(n.status, n.publish_date)),
      '[]'::jsonb
    )
  )
$$;

revoke all on function public.sitemap_data() from public;
grant execute on function public.sitemap_data() to anon, authenticated, service_role;
