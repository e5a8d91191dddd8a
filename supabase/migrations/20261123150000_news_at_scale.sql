-- 100,000 articles: what the site and the back office ask of the news table stays
-- within a few milliseconds however many articles there are.
--
-- - Trigram indexes (pg_trgm) on the three titles, and news_search(q), the back office's title
--   search: an ilike '%q%' in every language that reads the indexes instead of every row. (A
--   PostgREST filter cannot use them for staff: row level security's own condition comes first,
--   and ilike is not leakproof, so PostgreSQL would test it on every row the policy lets through.)
-- - page_data() no longer counts the visible articles: the news list asks for one article more
--   than a page ("limit n+1") and answers `news_more`; deeper pages are read from a cursor (the
--   last card's publish_date and id: keyset paging), so page 500 costs what page 1 costs.
-- - sitemap_data() gives the sitemap in parts of at most 5,000 articles by id (a sitemap file may
--   list 50,000 URLs: 5,000 articles in up to three languages, and the menu pages, stay far
--   below), and which parts there are; /sitemap.xml becomes a sitemap index when there is more
--   than one.
--
-- pg_trgm is a trusted extension: hosted Supabase's non-superuser `postgres` creates it, in the
-- `extensions` schema, as the platform's other extensions are.

create extension if not exists pg_trgm with schema extensions;

-- The site's order, newest first by publish_date then id, read straight from one index: every
-- list page (the cursor is a range of it), the article's "next older" link, the back office's
-- list by publish date. It replaces the index on publish_date alone.
create index news_publish_date_id_idx on public.news (publish_date desc, id desc);
drop index public.news_publish_date_idx;

-- The sitemap's parts are ranges of ids; with the columns it reads (and the policy's) in the
-- index, a part of 5,000 articles is read from the index alone.
create index news_sitemap_idx on public.news (id) include (status, publish_date, updated_at);

-- The back office's search: title_xx ilike '%term%' (or'ed over the three languages).
create index news_title_en_trgm_idx on public.news using gin (title_en extensions.gin_trgm_ops);
create index news_title_es_trgm_idx on public.news using gin (title_es extensions.gin_trgm_ops);
create index news_title_ru_trgm_idx on public.news using gin (title_ru extensions.gin_trgm_ops);

-- news_title_matches(q): the ids of the articles whose title, in any language, contains q (as
-- typed: % and _ match themselves), for staff only (others get none). Security definer, so the
-- trigram indexes answer the ilike (the table's owner is not subject to row level security); it
-- gives ids alone, and news_search() reads the rows under the caller's row level security.
create or replace function public.news_title_matches(p_q text)
returns setof bigint
language sql
stable
security definer
set search_path = ''
rows 100
as $$
  -- The pattern is made once (a materialized CTE): the index reads it, and the recheck of each
  -- found row compares with it instead of making it again.
  with p as materialized (
    select '%' || replace(replace(replace(coalesce(p_q, ''), '\', '\\'), '%', '\%'), '_', '\_') || '%'
           as pattern
  )
  select n.id
  from public.news n, p
  where (select public.is_staff())
    and (n.title_en ilike p.pattern or n.title_es ilike p.pattern or n.title_ru ilike p.pattern)
$$;

revoke all on function public.news_title_matches(text) from public, anon;
grant execute on function public.news_title_matches(text) to authenticated, service_role;

-- news_search(q): the back office's news list when a title is searched, as rows of news that
-- PostgREST filters, orders, pages and counts like the table (GET /rest/v1/rpc/news_search?p_q=).
-- Security invoker and without settings, so PostgreSQL inlines it into PostgREST's query: the
-- policies of news apply, the matching ids come from the indexes, and only the page is read.
create or replace function public.news_search(p_q text)
returns setof public.news
language sql
stable
security invoker
rows 100
as $$
  select n.* from public.news n where n.id in (select public.news_title_matches(p_q))
$$;

revoke all on function public.news_search(text) from public, anon;
grant execute on function public.news_search(text) to authenticated, service_role;

-- The new page_data() has two more arguments (the cursor).
drop function if exists public.page_data(text, integer, integer, bigint, boolean);

-- page_data(): { "page": <pages.content of p_key, or null>, ...what the page shows }:
--   index      -> "news": the latest visible articles (card columns), p_news_limit of them
--   news       -> "news": one page of visible articles, and "news_more": whether more follow.
--                 The page starts after the cursor (p_news_before_date, p_news_before_id: the
--                 last card already shown, as 'More news' sends it), then skips p_news_offset
--                 (without a cursor: pages by number, still served).
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
  p_with_frame boolean default false,
  p_news_before_date timestamptz default null,
  p_news_before_id bigint default null
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with news_page as (
    -- One more than the page: "news_more" without counting. The cursor compares as one row
    -- value, which the index reads as a range (no cursor: from the newest).
    select w.*, row_number() over (order by w.publish_date desc, w.id desc) as rn
    from (
      select n.id, n.title_en, n.title_es, n.title_ru, n.text_en, n.text_es, n.text_ru,
             n.preview_image_url, n.publish_date
      from public.news n
      where p_key in ('index', 'news')
        and public.news_is_visible(n.status, n.publish_date)
        and (n.publish_date, n.id) < (
          coalesce(p_news_before_date, 'infinity'::timestamptz),
          case when p_news_before_date is null then 9223372036854775807
               else coalesce(p_news_before_id, 9223372036854775807) end
        )
      order by n.publish_date desc, n.id desc
      offset greatest(coalesce(p_news_offset, 0), 0)
      -- A page, not the table: the limit is capped so the function cannot be asked for everything.
      limit least(greatest(coalesce(p_news_limit, 4), 0), 50) + 1
    ) w
  ),
  article as (
    select a.id, a.title_en, a.title_es, a.title_ru, a.text_en, a.text_es, a.text_ru,
           a.preview_image_url, a.publish_date, a.created_at, a.updated_at
    from public.news a
    where a.id = p_article_id
      and public.news_is_visible(a.status, a.publish_date)
  )
  select jsonb_build_object('page', (select p.content from public.pages p where p.key::text = p_key))
    || case when p_key in ('index', 'news') then jsonb_build_object(
         'news', coalesce(
           (select jsonb_agg(to_jsonb(np) - 'rn' order by np.rn)
            from news_page np
            where np.rn <= least(greatest(coalesce(p_news_limit, 4), 0), 50)),
           '[]'::jsonb
         )
       ) else '{}'::jsonb end
    || case when p_key = 'news' then jsonb_build_object(
         'news_more', exists (
           select 1 from news_page np where np.rn > least(greatest(coalesce(p_news_limit, 4), 0), 50)
         )
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
         -- Correlated to the article's values, so the index is read from there (one row).
         'next_article_id', (
           select (
             select v.id
             from public.news v
             where public.news_is_visible(v.status, v.publish_date)
               and (v.publish_date, v.id) < (a.publish_date, a.id)
             order by v.publish_date desc, v.id desc
             limit 1
           )
           from article a
         )
       ) else '{}'::jsonb end
    || case when p_with_frame then jsonb_build_object('frame', public.site_frame())
       else '{}'::jsonb end
$$;

revoke all on function public.page_data(text, integer, integer, bigint, boolean, timestamptz, bigint)
  from public;
grant execute on function public.page_data(text, integer, integer, bigint, boolean, timestamptz, bigint)
  to anon, authenticated, service_role;

-- The sitemap in parts.
drop function if exists public.sitemap_data();

-- sitemap_data(p_part): { "frame": site_frame(), "pages": [{ key, updated_at }],
--   "news_parts": the numbers of the parts that hold visible articles, ascending,
--   "news_lastmod": the newest visible article's lastmod (null without articles),
--   "news": [{ id, lastmod }] the visible articles of part p_part, by id }.
-- Part N holds the articles with ids from (N - 1) * 5,000 + 1 to N * 5,000: an article stays in
-- its part, a part never lists more than 5,000, and reading one is a range of the primary key
-- (no counting, no offset). Without p_part, "news" is the only part's articles when there is
-- one part (a small site's whole sitemap in one call), else empty. An article's lastmod is its
-- last edit, or its publish date when that came later (a scheduled article appears on the site
-- at its publish date).
create or replace function public.sitemap_data(p_part integer default null)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with recursive parts(part) as (
    -- The part of the lowest visible id, then the part of the first visible id past each part:
    -- one probe of the primary key per part, however many articles there are.
    select (
      select (n.id - 1) / 5000 + 1
      from public.news n
      where public.news_is_visible(n.status, n.publish_date)
      order by n.id
      limit 1
    )
    union all
    select (
      select (n.id - 1) / 5000 + 1
      from public.news n
      where n.id > p.part * 5000
        and public.news_is_visible(n.status, n.publish_date)
      order by n.id
      limit 1
    )
    from parts p
    where p.part is not null
  ),
  part_list as (
    select coalesce(array_agg(p.part::integer order by p.part), '{}') as parts
    from parts p
    where p.part is not null
  ),
  wanted as (
    select coalesce(p_part, case when cardinality(l.parts) = 1 then l.parts[1] end) as part
    from part_list l
  )
  select jsonb_build_object(
    'frame', public.site_frame(),
    'pages', coalesce(
      (select jsonb_agg(jsonb_build_object('key', p.key, 'updated_at', p.updated_at) order by p.key)
       from public.pages p),
      '[]'::jsonb
    ),
    'news_parts', (select to_jsonb(l.parts) from part_list l),
    'news_lastmod', (
      select greatest(n.updated_at, n.publish_date)
      from public.news n
      where public.news_is_visible(n.status, n.publish_date)
      order by n.publish_date desc, n.id desc
      limit 1
    ),
    'news', coalesce(
      (select jsonb_agg(jsonb_build_object('id', n.id, 'lastmod', greatest(n.updated_at, n.publish_date))
                        order by n.id)
       from public.news n
       -- The part's bounds as values (subqueries run once): a range of the primary key.
       where n.id > ((select w.part from wanted w)::bigint - 1) * 5000
         and n.id <= (select w.part from wanted w)::bigint * 5000
         and public.news_is_visible(n.status, n.publish_date)),
      '[]'::jsonb
    )
  )
$$;

revoke all on function public.sitemap_data(integer) from public;
grant execute on function public.sitemap_data(integer) to anon, authenticated, service_role;
