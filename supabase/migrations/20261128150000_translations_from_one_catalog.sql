-- Translated fields are found, not listed: a field is translated when its table has the three
-- columns <field>_en, <field>_es and <field>_ru, so a localized column added to a table reaches
-- the dashboard and the stale marks with no change to the functions below.
--
-- 1. public.stale_marks(<row>) stays one function per table (PostgREST embeds a computed
--    relationship by the row's type), each now one call of history.stale_marks_of(table, row id).
--    That function lives in history, beside the marks, and runs with the caller's rights, so row
--    level security still shows each member of staff only the marks of what they may edit.
-- 2. private.translated_tables lists the tables whose translations the dashboard checks, with
--    what the dashboard shows of them (the back office's resource, the row's label, which rows);
--    private.translated_fields() reads each one's translated fields from the system catalog.
--    admin_dashboard() reads both instead of naming every _en/_es/_ru column; its answer keeps
--    its shape.

create or replace function history.stale_marks_of(p_table text, p_row_id text)
returns setof public.stale_translations
language sql stable
set search_path = ''
as $$
  select s.* from public.stale_translations s where s.table_name = p_table and s.row_id = p_row_id
$$;

revoke all on function history.stale_marks_of(text, text) from public, anon;
grant execute on function history.stale_marks_of(text, text) to authenticated, service_role;

create or replace function public.stale_marks(public.news)
returns setof public.stale_translations language sql stable set search_path = ''
as $$ select * from history.stale_marks_of('news', $1.id::text) $$;

create or replace function public.stale_marks(public.coaches)
returns setof public.stale_translations language sql stable set search_path = ''
as $$ select * from history.stale_marks_of('coaches', $1.id::text) $$;

create or replace function public.stale_marks(public.programmes)
returns setof public.stale_translations language sql stable set search_path = ''
as $$ select * from history.stale_marks_of('programmes', $1.id::text) $$;

create or replace function public.stale_marks(public.subscriptions)
returns setof public.stale_translations language sql stable set search_path = ''
as $$ select * from history.stale_marks_of('subscriptions', $1.id::text) $$;

create or replace function public.stale_marks(public.menu_items)
returns setof public.stale_translations language sql stable set search_path = ''
as $$ select * from history.stale_marks_of('menu_items', $1.id::text) $$;

create or replace function public.stale_marks(public.site_settings)
returns setof public.stale_translations language sql stable set search_path = ''
as $$ select * from history.stale_marks_of('site_settings', $1.id::text) $$;

create or replace function public.stale_marks(public.pages)
returns setof public.stale_translations language sql stable set search_path = ''
as $$ select * from history.stale_marks_of('pages', $1.key::text) $$;

create or replace function public.stale_marks(public.offers)
returns setof public.stale_translations language sql stable set search_path = ''
as $$ select * from history.stale_marks_of('offers', $1.id::text) $$;

create or replace function public.stale_marks(public.registration_settings)
returns setof public.stale_translations language sql stable set search_path = ''
as $$ select * from history.stale_marks_of('registration_settings', $1.id::text) $$;

-- A tracked table (its key column is history's), so its stale marks exist and are readable.
create table private.translated_tables (
  table_name text primary key references history.tracked_tables (table_name),
  resource text not null,
  label_column text,
  listed_until_column text
);

comment on table private.translated_tables is
  'The tables whose missing and out-of-date translations the dashboard lists: resource is the back office''s screen a line links to, label_column the column naming a row (none: an empty label), listed_until_column a date after which a row is no longer listed (none: always). Their translated fields are found by name (<field>_en, _es, _ru).';

alter table private.translated_tables enable row level security;

insert into private.translated_tables (table_name, resource, label_column, listed_until_column) values
  ('news', 'news', 'title_en', null),
  ('coaches', 'coaches', 'name_en', null),
  ('programmes', 'programmes', 'title_en', null),
  ('subscriptions', 'subscriptions', 'title_en', null),
  ('menu_items', 'menu', 'title_en', null),
  ('site_settings', 'site-settings', null, null),
  -- Offers not yet over: what families read on the site and in the e-mails.
  ('offers', 'offers', 'title_en', 'ends_on');

-- Every translated field of every row of the listed tables among p_tables, one line per row and
-- field, with the row's label and which of its languages have text (the texts themselves stay in
-- the table: an article's body is long). The query is written from the catalogs at each call.
create or replace function private.translated_fields(p_tables text[])
returns table (table_name text, resource text, id text, label text, field text,
               has_en boolean, has_es boolean, has_ru boolean)
language plpgsql stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_sql text;
begin
  select string_agg(format(
           'select %L, %L, t.%I::text, %s::text, f.field, f.has_en, f.has_es, f.has_ru'
           ' from public.%I t, lateral (values %s) f(field, has_en, has_es, has_ru)%s',
           c.table_name, c.resource, k.key_column,
           case when c.label_column is null then quote_literal('') else format('t.%I', c.label_column) end,
           c.table_name, l.fields,
           case when c.listed_until_column is null then ''
             else format(' where t.%I >= current_date', c.listed_until_column) end),
         ' union all ' order by c.table_name)
    into v_sql
    from private.translated_tables c
    join history.tracked_tables k on k.table_name = c.table_name
    cross join lateral (
      select string_agg(format('(%L, not private.is_blank(t.%I::text), not private.is_blank(t.%I::text),'
                               ' not private.is_blank(t.%I::text))',
                               f.base, f.base || '_en', f.base || '_es', f.base || '_ru'), ', ' order by f.base)
             as fields
        from (select left(a.attname, -3) as base
                from pg_catalog.pg_attribute a
               where a.attrelid = format('public.%I', c.table_name)::regclass
                 and a.attnum > 0 and not a.attisdropped and a.attname like '%\_en') f
       where (select count(*) from pg_catalog.pg_attribute b
               where b.attrelid = format('public.%I', c.table_name)::regclass
                 and b.attnum > 0 and not b.attisdropped
                 and b.attname in (f.base || '_es', f.base || '_ru')) = 2
    ) l
   where c.table_name = any (p_tables) and l.fields is not null;
  if v_sql is not null then
    return query execute v_sql;
  end if;
end;
$$;

revoke all on function private.translated_fields(text[]) from public, anon, authenticated;

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

  with record_fields as (
    -- The tables the caller may edit (menu, settings and offers are the Admins').
    select * from private.translated_fields(v_readable)
  ),
  record_gaps as (
    select r.resource, r.id, r.label, lang.code as lang, array_agg(r.field order by r.field) as fields
      from record_fields r
      cross join unnest(v_langs) as lang(code)
     where r.has_en
       and not (case lang.code when 'es' then r.has_es else r.has_ru end)
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
  -- The rows with marks, named as the dashboard names them.
  stale_rows as (
    select distinct r.table_name, r.id, r.label
      from record_fields r
     where exists (select 1 from stale s where s.table_name = r.table_name and s.row_id = r.id)
  ),
  -- A row no longer listed (an offer that is over) has none of its marks listed either.
  stale_records as (
    select c.resource, s.row_id as id, coalesce(r.label, s.row_id) as label,
           s.lang, array_agg(s.field order by s.field) as fields
      from stale s
      join private.translated_tables c on c.table_name = s.table_name
      left join stale_rows r on r.table_name = s.table_name and r.id = s.row_id
     where c.listed_until_column is null or r.id is not null
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
