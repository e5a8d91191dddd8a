-- Staff ids stay with staff: `updated_by` names the staff member who last wrote a
-- row; visitors have no use for it, and it is a user id. The public key (anon) keeps reading
-- every other column of the public tables, through column privileges instead of table ones.
-- Signed-in users (the back office reads with select=*) keep their table privileges.
--
-- A table privilege covers every column, present and future; column privileges cover the columns
-- named. So a migration that adds a column anon should read calls
--   select private.grant_anon_read('public.<table>');
-- again (supabase/tests/anon-columns.test.ts fails until it does). With updated_by hidden, anon
-- cannot use whole-row references (`select *`, `to_jsonb(row)`): PostgREST requests from the
-- public key name their columns.

create or replace function private.grant_anon_read(p_table regclass)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_columns text;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum)
  into v_columns
  from pg_attribute a
  where a.attrelid = p_table and a.attnum > 0 and not a.attisdropped and a.attname <> 'updated_by';
  execute format('revoke select on table %s from anon', p_table);
  execute format('grant select (%s) on table %s to anon', v_columns, p_table);
end;
$$;

revoke all on function private.grant_anon_read(regclass) from public, anon, authenticated;

select private.grant_anon_read(t::regclass)
from unnest(array[
  'public.menu_items', 'public.languages', 'public.news', 'public.coaches', 'public.programmes',
  'public.subscriptions', 'public.site_settings', 'public.pages'
]) as t;

-- site_frame() and page_data() return what every visitor sees (active menu items and languages,
-- the settings, published and due news, active coaches, every plan, the page rows) and never
-- updated_by. They read whole rows, which the column privileges above refuse to anon, so they
-- now run as their owner (security definer) with their own filters, which are exactly the public
-- policies of the RLS migration; their output is the same for every caller, as before.
create or replace function public.site_frame()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'menu_items', coalesce(
      (select jsonb_agg(to_jsonb(m) - 'updated_by' order by m.sort_order, m.id)
       from public.menu_items m
       where m.is_active),
      '[]'::jsonb
    ),
    'languages', coalesce(
      (select jsonb_agg(to_jsonb(l) - 'updated_by' order by l.sort_order, l.code)
       from public.languages l
       where l.is_active),
      '[]'::jsonb
    ),
    'settings', (select to_jsonb(s) - 'updated_by' from public.site_settings s where s.id = 1)
  )
$$;

create or replace function public.page_data(
  p_key text,
  p_news_offset integer default 0,
  p_news_limit integer default 4
)
returns jsonb
language sql
stable
security definer
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
