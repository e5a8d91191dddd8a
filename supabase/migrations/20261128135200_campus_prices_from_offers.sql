-- One source for a campus week's price: the campus page's cards show the price of the campus
-- week offers (their role and type), which page_data('campus') now gives beside the page's
-- content as "campus": { "weeks": [the next week of each role and type not over yet, with its
-- price and, while it applies, its early-bird price and day], "sibling_discount_percent" }. The cards' own price field is gone
-- from the content. The campus page names the sibling discount the database applies from the
-- same answer.

create or replace function public.campus_offers()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'weeks', coalesce((
      select jsonb_agg(to_jsonb(w) order by w.role, w.type)
      from (
        select distinct on (o.campus_role, o.campus_type)
               o.campus_role as role, o.campus_type as type, o.price,
               -- The early-bird price only while it still applies.
               case when o.early_bird_until >= (now() at time zone 'Europe/Madrid')::date
                    then o.early_bird_price end as early_bird_price,
               case when o.early_bird_until >= (now() at time zone 'Europe/Madrid')::date
                    then o.early_bird_until end as early_bird_until,
               o.starts_on
        from public.offers o
        where o.kind = 'campus_week' and o.ends_on >= (now() at time zone 'Europe/Madrid')::date
        order by o.campus_role, o.campus_type, o.starts_on, o.sort_order, o.id
      ) w), '[]'::jsonb),
    'sibling_discount_percent', coalesce((
      select s.sibling_discount_percent from public.registration_settings s where s.id = 1), 0));
$$;
revoke all on function public.campus_offers() from public;
grant execute on function public.campus_offers() to anon, authenticated, service_role;

-- page_data(): { "page": <pages.content of p_key, or null>, ...what the page shows }:
--   index      -> "news": the latest visible articles (card columns), p_news_limit of them
--   news       -> "news": one page of visible articles, and "news_more": whether more follow.
--                 The page starts after the cursor (p_news_before_date, p_news_before_id: the
--                 last card already shown, as 'More news' sends it), then skips p_news_offset
--                 (without a cursor: pages by number, still served).
--   coaches    -> "coaches": active coaches by sort_order, id (the team page)
--   programmes -> "subscriptions": every plan by sort_order, id, and "programmes": the active
--                 programmes by sort_order, id (the subscriptions page shows both)
--   campus     -> "campus": the campus weeks' prices and the sibling discount (campus_offers())
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
    || case when p_key = 'campus' then jsonb_build_object('campus', public.campus_offers())
       else '{}'::jsonb end
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

-- The cards' price was a second source of a week's price: gone from the stored content.
update public.pages p
set content = p.content
  || coalesce((select jsonb_object_agg(l.key, (
        select jsonb_agg(c - 'price_per_week' order by n) from jsonb_array_elements(l.value) with ordinality x(c, n)))
      from jsonb_each(p.content) l
      where l.key in ('cards_en', 'cards_es', 'cards_ru') and jsonb_typeof(l.value) = 'array'), '{}'::jsonb)
where p.key = 'campus';
