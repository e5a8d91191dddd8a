-- The dashboard's lists of translations to look at (missing, or maybe out of date since the
-- English changed) include the offers that are not over yet, for Admins: their titles,
-- descriptions and kit lists are what families read on the site and in the e-mails. The rest of
-- admin_dashboard() is as before.

create or replace function public.admin_dashboard()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_langs text[];
  v_readable text[];
  v_result jsonb;
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can read the dashboard', hint = 'not_staff';
  end if;
  select coalesce(array_agg(l.code order by l.sort_order), '{}')
    into v_langs
    from public.languages l
   where l.is_active and l.code <> 'en';
  v_readable := history.readable_tables();

  with record_fields(resource, id, label, field, en, es, ru) as (
    select 'news', n.id::text, n.title_en, f.field, f.en, f.es, f.ru
      from public.news n,
      lateral (values ('title', n.title_en, n.title_es, n.title_ru),
                      ('text', n.text_en, n.text_es, n.text_ru)) f(field, en, es, ru)
    union all
    select 'coaches', c.id::text, c.name_en, f.field, f.en, f.es, f.ru
      from public.coaches c,
      lateral (values ('name', c.name_en, c.name_es, c.name_ru),
                      ('role', c.role_en, c.role_es, c.role_ru),
                      ('bio', c.bio_en, c.bio_es, c.bio_ru)) f(field, en, es, ru)
    union all
    select 'programmes', p.id::text, p.title_en, f.field, f.en, f.es, f.ru
      from public.programmes p,
      lateral (values ('title', p.title_en, p.title_es, p.title_ru),
                      ('description', p.description_en, p.description_es, p.description_ru)) f(field, en, es, ru)
    union all
    select 'subscriptions', s.id::text, s.title_en, f.field, f.en, f.es, f.ru
      from public.subscriptions s,
      lateral (values ('title', s.title_en, s.title_es, s.title_ru),
                      ('description', s.description_en, s.description_es, s.description_ru)) f(field, en, es, ru)
    union all
    select 'menu', m.id::text, m.title_en, 'title', m.title_en, m.title_es, m.title_ru
      from public.menu_items m
     where (select public.is_admin())
    union all
    -- The office address (Admin only, as the settings screen).
    select 'site-settings', st.id::text, '', 'address', st.address_en, st.address_es, st.address_ru
      from public.site_settings st
     where (select public.is_admin())
    union all
    -- Offers not yet over (Admin only, as their screen): what families read on the site and in
    -- the e-mails.
    select 'offers', o.id::text, o.title_en, f.field, f.en, f.es, f.ru
      from public.offers o,
      lateral (values ('title', o.title_en, o.title_es, o.title_ru),
                      ('description', o.description_en, o.description_es, o.description_ru),
                      ('kit_list', o.kit_list_en, o.kit_list_es, o.kit_list_ru)) f(field, en, es, ru)
     where (select public.is_admin()) and o.ends_on >= current_date
  ),
  record_gaps as (
    select r.resource, r.id, r.label, lang.code as lang, array_agg(r.field order by r.field) as fields
      from record_fields r
      cross join unnest(v_langs) as lang(code)
     where not private.is_blank(r.en)
       and private.is_blank(case lang.code when 'es' then r.es else r.ru end)
     group by r.resource, r.id, r.label, lang.code
  ),
  page_fields as (
    select p.key, substring(e.key from '^(.*)_en$') as field, e.value as en, p.content
      from public.pages p, jsonb_each(p.content) e
     where e.key like '%\_en'
  ),
  page_gaps as (
    select f.key, lang.code as lang, array_agg(f.field order by f.field) as fields
      from page_fields f
      cross join unnest(v_langs) as lang(code)
     where case jsonb_typeof(f.en)
             when 'string' then not private.is_blank(f.en #>> '{}')
             when 'array' then jsonb_array_length(f.en) > 0
             else false
           end
       and case jsonb_typeof(f.content -> (f.field || '_' || lang.code))
             when 'string' then private.is_blank(f.content ->> (f.field || '_' || lang.code))
             when 'array' then jsonb_array_length(f.content -> (f.field || '_' || lang.code)) = 0
             else true
           end
     group by f.key, lang.code
  ),
  -- Stale marks of the tables the caller may edit, in the languages switched on; the field as
  -- its base name ('bio_es' -> 'bio', 'content.page_title_es' -> 'page_title').
  stale as (
    select s.table_name, s.row_id, s.lang,
           regexp_replace(regexp_replace(s.field, '^[^.]*\.', ''), '_(es|ru)$', '') as field
      from history.stale_translations s
     where s.table_name = any (v_readable)
       and s.lang = any (v_langs)
  ),
  stale_records as (
    select case s.table_name when 'menu_items' then 'menu' when 'site_settings' then 'site-settings'
             else s.table_name end as resource,
           s.row_id as id,
           case when s.table_name = 'site_settings' then ''
             else coalesce(n.title_en, c.name_en, p.title_en, sub.title_en, m.title_en, o.title_en,
                           s.row_id) end as label,
           s.lang, array_agg(s.field order by s.field) as fields
      from stale s
      left join public.news n on s.table_name = 'news' and n.id::text = s.row_id
      left join public.coaches c on s.table_name = 'coaches' and c.id::text = s.row_id
      left join public.programmes p on s.table_name = 'programmes' and p.id::text = s.row_id
      left join public.subscriptions sub on s.table_name = 'subscriptions' and sub.id::text = s.row_id
      left join public.menu_items m on s.table_name = 'menu_items' and m.id::text = s.row_id
      left join public.offers o on s.table_name = 'offers' and o.id::text = s.row_id
     where s.table_name in ('news', 'coaches', 'programmes', 'subscriptions', 'menu_items', 'site_settings')
        or (s.table_name = 'offers' and o.ends_on >= current_date)
     group by 1, 2, 3, s.lang
  ),
  stale_pages as (
    select s.row_id as key, s.lang, array_agg(s.field order by s.field) as fields
      from stale s
     where s.table_name = 'pages'
     group by s.row_id, s.lang
  )
  select jsonb_build_object(
    'news', (select jsonb_build_object(
        'published', count(*) filter (where n.status = 'Published' and n.publish_date <= now()),
        'scheduled', count(*) filter (where n.status = 'Published' and n.publish_date > now()),
        'draft', count(*) filter (where n.status = 'Draft'),
        'archived', count(*) filter (where n.status = 'Archived'))
      from public.news n),
    'coaches', (select jsonb_build_object('total', count(*), 'active', count(*) filter (where c.is_active))
      from public.coaches c),
    'programmes', (select jsonb_build_object('total', count(*), 'active', count(*) filter (where p.is_active))
      from public.programmes p),
    'subscriptions', (select jsonb_build_object('total', count(*)) from public.subscriptions s),
    'languages', to_jsonb(v_langs),
    'missing_records', coalesce((select jsonb_agg(jsonb_build_object(
        'resource', g.resource, 'id', g.id, 'label', g.label, 'lang', g.lang, 'fields', to_jsonb(g.fields))
        order by g.resource, g.label, g.lang) from record_gaps g), '[]'::jsonb),
    'missing_pages', coalesce((select jsonb_agg(jsonb_build_object(
        'key', g.key, 'lang', g.lang, 'fields', to_jsonb(g.fields)) order by g.key, g.lang)
        from page_gaps g), '[]'::jsonb),
    'stale_records', coalesce((select jsonb_agg(jsonb_build_object(
        'resource', g.resource, 'id', g.id, 'label', g.label, 'lang', g.lang, 'fields', to_jsonb(g.fields))
        order by g.resource, g.label, g.lang) from stale_records g), '[]'::jsonb),
    'stale_pages', coalesce((select jsonb_agg(jsonb_build_object(
        'key', g.key, 'lang', g.lang, 'fields', to_jsonb(g.fields)) order by g.key, g.lang)
        from stale_pages g), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;
