-- Whether visitors see an article now, readable with the article itself: a PostgREST computed
-- field (a function of the row), asked for by name (`select=*,is_visible`). It calls
-- news_is_visible(), where the rule is written once (Published, and its publish date has come),
-- so the back office and the site's preview ask the database instead of repeating the rule.
create function public.is_visible(public.news)
returns boolean
language sql
stable
parallel safe
set search_path = ''
as $$
  select public.news_is_visible($1.status, $1.publish_date)
$$;

comment on function public.is_visible(public.news) is
  'Computed field of news: true when the article shows on the public site now (news_is_visible).';

revoke all on function public.is_visible(public.news) from public;
grant execute on function public.is_visible(public.news) to anon, authenticated, service_role;

-- The preview's article carries the same answer (`is_visible`), so the preview bar says
-- "scheduled" or "published" as the database decides. Otherwise as in 20261123133000.
create or replace function public.preview_page_data(
  p_key text default null,
  p_news_offset integer default 0,
  p_news_limit integer default 4,
  p_article_id bigint default null
)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_article jsonb;
  v_next bigint;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', hint = 'preview_not_allowed',
      message = 'Only signed-in staff can see a preview';
  end if;
  if p_article_id is not null then
    select to_jsonb(a) into v_article
    from (
      select n.id, n.title_en, n.title_es, n.title_ru, n.text_en, n.text_es, n.text_ru,
             n.preview_image_url, n.publish_date, n.created_at, n.updated_at, n.status,
             public.news_is_visible(n.status, n.publish_date) as is_visible
      from public.news n
      where n.id = p_article_id
    ) a;
    if v_article is not null then
      select v.id into v_next
      from public.news v
      where public.news_is_visible(v.status, v.publish_date)
        and (v.publish_date, v.id) < ((v_article ->> 'publish_date')::timestamptz, p_article_id)
      order by v.publish_date desc, v.id desc
      limit 1;
    end if;
  end if;
  return public.page_data(p_key, p_news_offset, p_news_limit, null, false)
    || case when p_article_id is not null
         then jsonb_build_object('article', v_article, 'next_article_id', v_next)
         else '{}'::jsonb end;
end;
$$;
