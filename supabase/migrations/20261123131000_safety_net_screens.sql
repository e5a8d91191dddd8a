-- Staff safety net, what the back office's screens need beyond 20261123130000_history.sql:
--
--   1. restore_previous_version(p_change_id bigint) -> jsonb (as restore_version)
--        Writes back the record as it was BEFORE a change: the change's version with the old
--        values of the fields it changed. A record's history panel offers it on its oldest kept
--        change when that change is an update: the version before it is known to no other change
--        (the record existed before history was recorded, or retention pruned its earlier
--        changes), and without it the first wrong save of such a record could not be undone.
--        P0001 hint 'no_previous_version' for an insert; otherwise the errors of restore_version.
--        restore_version keeps its contract; both now share history.write_version().
--
--   2. admin_dashboard() also lists translations marked stale (history.stale_translations), in
--        the languages that are switched on and the tables the caller may edit, grouped like the
--        missing ones: 'stale_records' [{resource, id, label, lang, fields}] and 'stale_pages'
--        [{key, lang, fields}], fields as base names ('bio', 'page_title'). Still one request.
--        The office address of the site settings joins both lists for Admins (resource
--        'site-settings', label '').

-- ---------------------------------------------------------------------------------------------
-- 1. Restore the version before a change
-- ---------------------------------------------------------------------------------------------

-- The version a restore writes: the change's record (p_before false), or the record as it was
-- before the change (p_before true): each changed field path takes its old value back, and a key
-- of a jsonb column that the change added is removed again.
create or replace function history.version_of(p_change history.changes, p_before boolean)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_version jsonb := p_change.record;
  v_path text;
  v_column text;
  v_key text;
  v_old jsonb;
begin
  if not p_before or p_change.op = 'DELETE' then
    return v_version;
  end if;
  if p_change.op = 'INSERT' then
    raise exception using errcode = 'P0001', hint = 'no_previous_version',
      message = 'This record did not exist before this change';
  end if;
  foreach v_path in array coalesce(p_change.changed_fields, '{}'::text[]) loop
    v_old := p_change.old_values -> v_path;
    if strpos(v_path, '.') = 0 then
      v_version := jsonb_set(v_version, array[v_path], coalesce(v_old, 'null'::jsonb));
    else
      v_column := split_part(v_path, '.', 1);
      v_key := substr(v_path, strpos(v_path, '.') + 1);
      if v_old is null then
        v_version := v_version #- array[v_column, v_key];
      else
        v_version := jsonb_set(v_version, array[v_column, v_key], v_old);
      end if;
    end if;
  end loop;
  return v_version;
end;
$$;

-- The body of restore_version (20261123130000), with the version chosen by history.version_of.
-- security invoker: RLS decides who may read the change and write the record.
create or replace function history.write_version(p_change_id bigint, p_before boolean)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_change history.changes;
  v_version jsonb;
  v_table history.tracked_tables;
  v_rel regclass;
  v_key_type text;
  v_exists boolean;
  v_col record;
  v_cols text[] := '{}';
  v_ignored text[];
  v_result jsonb;
  v_rows integer;
  v_field text;
  v_constraint text;
  v_new_change bigint;
begin
  -- Runs as the caller: a change they may not read is "not found".
  select * into v_change from history.changes c where c.id = p_change_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'Version not found', hint = 'version_not_found';
  end if;
  select * into v_table from history.tracked_tables t where t.table_name = v_change.table_name;
  if not found or not v_table.restorable then
    raise exception using errcode = 'P0001', hint = 'not_restorable',
      message = format('Records of %s cannot be restored from history', v_change.table_name);
  end if;
  v_version := history.version_of(v_change, p_before);
  v_rel := format('public.%I', v_table.table_name)::regclass;
  select format_type(a.atttypid, a.atttypmod) into v_key_type
  from pg_attribute a where a.attrelid = v_rel and a.attname = v_table.key_column;

  execute format('select exists (select 1 from %s where %I = $1::%s)', v_rel, v_table.key_column, v_key_type)
    into v_exists using v_change.row_id;

  -- Fields of the version that the table no longer has are left out (and reported).
  select coalesce(array_agg(k order by k), '{}') into v_ignored
  from jsonb_object_keys(v_version) k
  where not exists (
    select 1 from pg_attribute a
    where a.attrelid = v_rel and a.attname = k and a.attnum > 0 and not a.attisdropped
  );

  -- Each value must convert to its column's current type; the first that does not is named.
  for v_col in
    select a.attname::text as name, format_type(a.atttypid, a.atttypmod) as type
    from pg_attribute a
    where a.attrelid = v_rel and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      and a.attname not in ('updated_at', 'updated_by')
      and (v_exists is false or a.attname not in ('created_at'))
      and v_version ? a.attname
    order by a.attnum
  loop
    begin
      execute format('select (jsonb_populate_record(null::%s, $1)).%I', v_rel, v_col.name)
        using jsonb_build_object(v_col.name, v_version -> v_col.name);
    exception when others then
      perform history.refuse_field(v_col.name, format('expected %s (%s)', v_col.type, sqlerrm));
    end;
    v_cols := v_cols || v_col.name;
  end loop;

  perform set_config('history.restored_from', p_change_id::text, true);
  begin
    if v_exists then
      execute format(
        'update %1$s t set (%2$s) = (select %2$s from jsonb_populate_record(null::%1$s, $1))
           where t.%3$I = $2::%4$s returning to_jsonb(t)',
        v_rel,
        (select string_agg(format('%I', c), ', ') from unnest(array_remove(v_cols, v_table.key_column)) c),
        v_table.key_column, v_key_type
      ) into v_result using v_version, v_change.row_id;
    else
      execute format(
        'insert into %1$s as t (%2$s) overriding system value
           select %2$s from jsonb_populate_record(null::%1$s, $1) returning to_jsonb(t)',
        v_rel,
        (select string_agg(format('%I', c), ', ') from unnest(v_cols) c)
      ) into v_result using v_version;
    end if;
    get diagnostics v_rows = row_count;
  exception
    when not_null_violation then
      get stacked diagnostics v_field = column_name;
      perform history.refuse_field(v_field, 'a value is required');
    when check_violation then
      get stacked diagnostics v_constraint = constraint_name;
      perform history.refuse_field(history.constraint_field(v_table.table_name, v_constraint),
        format('breaks the rule %s', v_constraint));
    when foreign_key_violation then
      get stacked diagnostics v_constraint = constraint_name;
      perform history.refuse_field(history.constraint_field(v_table.table_name, v_constraint),
        'refers to something that no longer exists');
    when unique_violation then
      get stacked diagnostics v_constraint = constraint_name;
      perform history.refuse_field(history.constraint_field(v_table.table_name, v_constraint),
        'another record already has this value');
    when string_data_right_truncation or numeric_value_out_of_range then
      perform history.refuse_field(coalesce(nullif(v_field, ''), '?'), sqlerrm);
    when insufficient_privilege then
      raise exception using errcode = '42501', hint = 'not_allowed',
        message = 'You may not change this record';
  end;
  perform set_config('history.restored_from', '', true);
  if v_rows = 0 or v_result is null then
    raise exception using errcode = '42501', hint = 'not_allowed', message = 'You may not change this record';
  end if;

  select c.id into v_new_change
  from history.changes c
  where c.table_name = v_table.table_name and c.row_id = v_change.row_id and c.restored_from = p_change_id
  order by c.id desc
  limit 1;
  return jsonb_build_object('change_id', v_new_change, 'record', v_result, 'ignored_fields', to_jsonb(v_ignored));
end;
$$;

create or replace function public.restore_version(p_change_id bigint)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select history.write_version(p_change_id, false)
$$;

create or replace function public.restore_previous_version(p_change_id bigint)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$
  select history.write_version(p_change_id, true)
$$;

revoke all on function history.version_of(history.changes, boolean), history.write_version(bigint, boolean)
  from public, anon, authenticated, service_role;
grant execute on function history.version_of(history.changes, boolean), history.write_version(bigint, boolean)
  to authenticated, service_role;
revoke all on function public.restore_previous_version(bigint) from public, anon, authenticated, service_role;
grant execute on function public.restore_previous_version(bigint) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 2. The dashboard: stale translations beside missing ones
-- ---------------------------------------------------------------------------------------------
create or replace function public.admin_dashboard()
returns jsonb
language plpgsql
stable
-- definer: reads every row for the counts, whatever the caller's RLS; the staff check comes first,
-- and menu items (Admin only) are filtered by is_admin() below, stale marks by readable_tables().
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
             else coalesce(n.title_en, c.name_en, p.title_en, sub.title_en, m.title_en, s.row_id) end as label,
           s.lang, array_agg(s.field order by s.field) as fields
      from stale s
      left join public.news n on s.table_name = 'news' and n.id::text = s.row_id
      left join public.coaches c on s.table_name = 'coaches' and c.id::text = s.row_id
      left join public.programmes p on s.table_name = 'programmes' and p.id::text = s.row_id
      left join public.subscriptions sub on s.table_name = 'subscriptions' and sub.id::text = s.row_id
      left join public.menu_items m on s.table_name = 'menu_items' and m.id::text = s.row_id
     where s.table_name in ('news', 'coaches', 'programmes', 'subscriptions', 'menu_items', 'site_settings')
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

revoke all on function public.admin_dashboard() from public;
grant execute on function public.admin_dashboard() to authenticated, service_role;
