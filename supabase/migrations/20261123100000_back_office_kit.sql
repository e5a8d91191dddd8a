-- What the back office's forms, lists and dashboard need from the database:
--   1. Length limits on every staff-edited text column (a 500-character coach name went public
--      as a tower of text). shared/src/limits.ts holds the same numbers for the forms;
--      supabase/tests/back-office.test.ts checks that the two agree.
--   2. A concurrent-edit check: a write that sends back the updated_at it read is refused when the
--      row changed since (SQLSTATE PT409 -> HTTP 409, hint 'stale_record').
--   3. reorder(table, ids): rewrites sort_order of a whole list in one transaction.
--   4. Menu urls start with '/' (or are empty: home) and are unique per menu type.
--   5. English cannot be switched off or removed.
--   6. admin_dashboard(): the dashboard's figures and missing translations in one request.

-- ---------------------------------------------------------------------------------------------
-- 1. Length limits (characters)
-- ---------------------------------------------------------------------------------------------
alter table public.coaches
  add constraint coaches_name_length check (
    char_length(name_en) <= 200 and char_length(name_es) <= 200 and char_length(name_ru) <= 200),
  add constraint coaches_role_length check (
    char_length(role_en) <= 200 and char_length(role_es) <= 200 and char_length(role_ru) <= 200),
  add constraint coaches_license_length check (char_length(license) <= 100),
  add constraint coaches_bio_length check (
    char_length(bio_en) <= 20000 and char_length(bio_es) <= 20000 and char_length(bio_ru) <= 20000),
  add constraint coaches_photo_url_length check (char_length(photo_url) <= 2000);

alter table public.news
  add constraint news_title_length check (
    char_length(title_en) <= 200 and char_length(title_es) <= 200 and char_length(title_ru) <= 200),
  add constraint news_text_length check (
    char_length(text_en) <= 100000 and char_length(text_es) <= 100000 and char_length(text_ru) <= 100000),
  add constraint news_preview_image_url_length check (char_length(preview_image_url) <= 2000);

alter table public.programmes
  add constraint programmes_title_length check (
    char_length(title_en) <= 200 and char_length(title_es) <= 200 and char_length(title_ru) <= 200),
  add constraint programmes_description_length check (
    char_length(description_en) <= 20000 and char_length(description_es) <= 20000
    and char_length(description_ru) <= 20000),
  add constraint programmes_schedule_length check (
    char_length(schedule_en) <= 500 and char_length(schedule_es) <= 500 and char_length(schedule_ru) <= 500),
  add constraint programmes_age_group_length check (char_length(age_group) <= 100),
  add constraint programmes_image_url_length check (char_length(image_url) <= 2000);

alter table public.subscriptions
  add constraint subscriptions_title_length check (
    char_length(title_en) <= 200 and char_length(title_es) <= 200 and char_length(title_ru) <= 200),
  add constraint subscriptions_description_length check (
    char_length(description_en) <= 2000 and char_length(description_es) <= 2000
    and char_length(description_ru) <= 2000),
  add constraint subscriptions_price_max check (price <= 100000 and price_per_session <= 100000);

alter table public.menu_items
  add constraint menu_items_title_length check (
    char_length(title_en) <= 100 and char_length(title_es) <= 100 and char_length(title_ru) <= 100),
  add constraint menu_items_url_length check (char_length(url) <= 200),
  -- A site path: empty or '/' is home, anything else starts with '/'.
  add constraint menu_items_url_check check (url = '' or (url ~ '^/' and url !~ '[[:space:]]'));

-- Two items of one menu may not share a path ('' and '/' are both home; a trailing '/' is ignored).
create unique index menu_items_type_url_key on public.menu_items (
  type, (case when url in ('', '/') then '/' else rtrim(url, '/') end)
);

alter table public.site_settings
  add constraint site_settings_address_length check (
    char_length(address_en) <= 300 and char_length(address_es) <= 300 and char_length(address_ru) <= 300),
  add constraint site_settings_phone_length check (char_length(phone_number) <= 40),
  add constraint site_settings_email_length check (char_length(contact_email) <= 254),
  add constraint site_settings_url_length check (
    char_length(whatsapp_link) <= 2000 and char_length(address_url) <= 2000
    and char_length(social_video_url) <= 2000 and char_length(social_short_video_url) <= 2000
    and char_length(social_photo_url) <= 2000 and char_length(social_network_url) <= 2000
    and char_length(map_embed_url) <= 2000),
  add constraint site_settings_company_length check (
    char_length(company_name) <= 200 and char_length(company_tax_id) <= 40
    and char_length(company_address) <= 300 and char_length(company_registry) <= 300);

alter table public.languages
  add constraint languages_name_length check (char_length(name) <= 40),
  -- English is the fallback of every text: it stays on.
  add constraint languages_english_active check (code <> 'en' or is_active);

-- Page texts are validated field by field by the page's schema in the admin; the database bounds
-- the whole document so no client can store an unbounded one.
alter table public.pages
  add constraint pages_content_length check (octet_length(content::text) <= 1000000);

alter table public.users
  add constraint users_name_length check (char_length(name) <= 100 and char_length(last_name) <= 100),
  add constraint users_email_length check (char_length(email) <= 254);

create or replace function private.keep_english()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.code = 'en' then
    raise exception using errcode = 'P0001', message = 'English cannot be removed', hint = 'english_required';
  end if;
  return old;
end;
$$;

create trigger languages_keep_english before delete on public.languages
  for each row execute function private.keep_english();

-- ---------------------------------------------------------------------------------------------
-- 2. Concurrent edits. A client that sends the row's updated_at with its change (the admin does)
--    says "I edited the version of this time": if the row changed since, the write is refused.
--    Writes that leave updated_at out (toggles, reorder) are not checked. The trigger's name
--    sorts before *_set_timestamps, so it sees the client's value before it is replaced by now().
-- ---------------------------------------------------------------------------------------------
create or replace function private.refuse_stale_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at is distinct from old.updated_at then
    raise exception using
      errcode = 'PT409',
      message = 'This record was changed by someone else since it was opened',
      hint = 'stale_record';
  end if;
  return new;
end;
$$;

do $$
declare
  t text;
begin
  foreach t in array array[
    'menu_items', 'languages', 'news', 'coaches', 'programmes', 'subscriptions', 'site_settings',
    'pages'
  ] loop
    execute format(
      'create trigger %1$s_check_unchanged before update on public.%1$I
         for each row execute function private.refuse_stale_update()',
      t
    );
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 3. reorder(p_table, p_ids): the list reads in the order of p_ids. security invoker: the
--    caller's RLS decides, row by row; when any id is unknown or refused, nothing changes.
-- ---------------------------------------------------------------------------------------------
create or replace function public.reorder(p_table text, p_ids bigint[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_updated integer;
  v_expected integer := coalesce(cardinality(p_ids), 0);
begin
  if p_table not in ('coaches', 'programmes', 'subscriptions', 'menu_items') then
    raise exception using errcode = '22023', message = 'This list cannot be reordered', hint = 'bad_table';
  end if;
  if v_expected = 0 then
    return;
  end if;
  if (select count(distinct x) from unnest(p_ids) x) <> v_expected then
    raise exception using errcode = '22023', message = 'Each row may appear once', hint = 'duplicate_id';
  end if;
  -- Orders 10, 20, 30...: room to insert by hand, and new rows (max + 10) go to the end.
  execute format(
    'update public.%I t set sort_order = o.position * 10
       from unnest($1) with ordinality as o(id, position)
      where t.id = o.id',
    p_table
  ) using p_ids;
  get diagnostics v_updated = row_count;
  if v_updated <> v_expected then
    raise exception using
      errcode = '42501',
      message = 'The order could not be saved: a row is missing or may not be changed',
      hint = 'reorder_refused';
  end if;
end;
$$;

revoke all on function public.reorder(text, bigint[]) from public;
grant execute on function public.reorder(text, bigint[]) to authenticated, service_role;

-- New rows go to the end of their list: a sort_order left at 0 (the default) becomes max + 10.
create or replace function private.append_to_list()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_max integer;
begin
  if new.sort_order is null or new.sort_order = 0 then
    execute format('select max(sort_order) from %I.%I', tg_table_schema, tg_table_name) into v_max;
    new.sort_order := coalesce(v_max, 0) + 10;
  end if;
  return new;
end;
$$;

do $$
declare
  t text;
begin
  foreach t in array array['coaches', 'programmes', 'subscriptions', 'menu_items'] loop
    execute format(
      'create trigger %1$s_append_to_list before insert on public.%1$I
         for each row execute function private.append_to_list()',
      t
    );
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- 6. admin_dashboard(): one request for the dashboard. Staff only. Missing translations are
--    listed for the languages that are switched on: records (news, coaches, programmes,
--    subscriptions, and menu items for Admins) and page fields whose English text is filled
--    while that language's is empty (HTML without visible text counts as empty).
-- ---------------------------------------------------------------------------------------------
create or replace function private.is_blank(p_text text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_text is null
    or regexp_replace(regexp_replace(p_text, '<[^>]*>', '', 'g'), '&nbsp;|[[:space:]]', '', 'g') = ''
$$;

create or replace function public.admin_dashboard()
returns jsonb
language plpgsql
stable
-- definer: reads every row for the counts, whatever the caller's RLS; the staff check comes first,
-- and menu items (Admin only) are filtered by is_admin() below.
security definer
set search_path = ''
as $$
declare
  v_langs text[];
  v_result jsonb;
begin
  if not (select public.is_staff()) then
    raise exception using errcode = '42501', message = 'Only staff can read the dashboard', hint = 'not_staff';
  end if;
  select coalesce(array_agg(l.code order by l.sort_order), '{}')
    into v_langs
    from public.languages l
   where l.is_active and l.code <> 'en';

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
        from page_gaps g), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

revoke all on function public.admin_dashboard() from public;
grant execute on function public.admin_dashboard() to authenticated, service_role;
