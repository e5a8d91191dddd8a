-- Preview before publishing: what the public site's preview (/preview/...)
-- reads, with the signed-in staff member's own session.
--
--   preview_page_data(p_key, p_news_offset, p_news_limit, p_article_id) -> jsonb
--     page_data()'s answer for the same page (same keys, same columns), with "article" being the
--     article whatever its status and date (a draft, a scheduled or an archived one), plus its
--     "status"; "next_article_id" is the next older article visitors see, as on the site.
--     Only active staff in a live session may call it (42501, hint 'preview_not_allowed'), and it
--     is SECURITY INVOKER: row level security of public.news decides which articles the caller
--     reads (staff read every article; nobody else reads an unpublished one). The site server
--     never calls it: it renders no preview (it answers /preview/... with an empty page).

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
             n.preview_image_url, n.publish_date, n.created_at, n.updated_at, n.status
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

comment on function public.preview_page_data(text, integer, integer, bigint) is
  'The public page as page_data() gives it, with the article whatever its status (staff only; RLS decides).';

revoke all on function public.preview_page_data(text, integer, integer, bigint) from public, anon;
grant execute on function public.preview_page_data(text, integer, integer, bigint)
  to authenticated, service_role;
