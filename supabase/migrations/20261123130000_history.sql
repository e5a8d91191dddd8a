-- Staff safety net, database side: history of every change to staff-edited
-- content, restore of a version or of a deleted record, retention, and stale-translation marks.
-- Everything is SQL in a schema of our own (`history`), so it works the same on hosted Supabase
-- (PostgreSQL 15 and 17, migrations run as a non-superuser `postgres`): nothing here touches the
-- auth or storage schemas.
--
-- =============================================================================================
-- The API (for the back office; every name below is reachable through PostgREST)
-- =============================================================================================
-- Reading (views with security_invoker: the row level security of history.* decides, so an
-- Admin reads everything and an Editor reads only the tables Editors may edit: news, coaches,
-- programmes, subscriptions, pages; never users, menu items, languages or site settings):
--
--   change_history      one row per recorded change, newest first by `id desc`:
--                         id, table_name, row_id (text: '12', 'index', '1', 'es'),
--                         op ('INSERT' | 'UPDATE' | 'DELETE'),
--                         changed_fields (UPDATE only: field paths, see below),
--                         old_values / new_values (UPDATE: only the changed fields, keyed by
--                           path; a path present on one side only was added or removed;
--                           INSERT: new_values is the whole row; DELETE: old_values is),
--                         record (the whole row as this change left it; for DELETE, as deleted:
--                           this is the "version" that restore_version writes back),
--                         actor_id, actor_name ("Laura Martín" as the staff member was named
--                           then; both null for plain SQL, the seed and the service role),
--                         changed_at, restored_from (the change id whose version this change
--                           restored, else null).
--                       A record's history panel is one request:
--                         GET /rest/v1/change_history?table_name=eq.coaches&row_id=eq.5&order=id.desc
--   recently_deleted    records whose last change is a delete (within retention), newest first
--                       by change_id desc: change_id, table_name, row_id, record, actor_id,
--                       actor_name, deleted_at. Only restorable tables (not users).
--   stale_translations  translations marked "may be out of date": table_name, row_id,
--                       field (the translation's path: 'bio_es', 'content.page_title_ru'),
--                       lang ('es' | 'ru'), source_field ('bio_en', 'content.page_title_en'),
--                       en_old (the English when the translation was last in step with it),
--                       en_new (the English now), change_id (the latest change of the English),
--                       marked_at, marked_by.
--
-- Field paths: a column's name ('title_en'); inside a jsonb object column (pages.content), the
-- column and the key: 'content.page_title_en'. They match react-admin `source` paths.
-- Bookkeeping columns (created_at, updated_at, updated_by) are never a change by themselves.
--
-- Writing (RPC, POST /rest/v1/rpc/<name>):
--   restore_version(p_change_id bigint) -> jsonb {change_id, record, ignored_fields}
--       Writes the version of `p_change_id` (its `record`) back as a new change, recorded with
--       the caller as actor and restored_from = p_change_id. Re-creates the row when it no
--       longer exists (a DELETE change's record is the row as deleted). Runs as the caller:
--       RLS decides who may write. Columns the version does not have keep their current value
--       (or their default when the row is re-created); fields the table no longer has are left
--       out and listed in ignored_fields. When a value no longer fits the current schema
--       (type, NOT NULL, a check such as a length limit, a foreign key, a unique key) nothing is
--       written and the error names the field:
--         SQLSTATE 22023, message 'Field "<field>" of this version does not fit: ...',
--         details = '<field>', hint = 'version_invalid'.
--       Other refusals: PT404 hint 'version_not_found' (unknown or not readable by the caller),
--       P0001 hint 'not_restorable' (staff accounts change only through the users screen),
--       42501 hint 'not_allowed' (RLS refused the write).
--   restore_deleted(p_table_name text, p_row_id text) -> jsonb (as restore_version)
--       Restores the row as its latest delete left it. PT404 hint 'deletion_not_found';
--       P0001 hint 'record_exists' when the row exists again.
--   translation_still_correct(p_table_name text, p_row_id text, p_field text) -> boolean
--       Clears one stale mark (true when there was one). Any staff member who may edit the
--       table; else 42501 hint 'not_allowed'.
--   translation_status() -> setof rows (table_name, row_id, field, lang, status, source_field,
--       en_old, en_new, marked_at): for the dashboard, every stale translation (status 'stale')
--       beside every missing one (status 'missing': English has text, the translation has none)
--       of the tables the caller may edit, ordered by table, row, field.
--
-- Stale marks are set by the same trigger that records history: when an English field
-- (`x_en` column or `x_en` key of a jsonb object column) changes and its `x_es` / `x_ru` has
-- text and was not changed in the same write, that translation is marked stale. Changing the
-- translation clears its mark; changing the English back to what the translation was written
-- against clears it too; deleting the row clears its marks.
--
-- Retention: history.settings.retention_days (default 365; null keeps everything). Pruning is
-- one function, history.prune() (also public.prune_history() for the service role), meant to
-- run daily (pg_cron on hosted Supabase: see README).
--
-- Tables added later get the same history with one call in their migration:
--   select history.track('public.my_table', p_editor_access => true, p_restorable => true);

create schema if not exists history;
revoke all on schema history from public;
grant usage on schema history to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Settings, registry, changes, marks
-- ---------------------------------------------------------------------------------------------
create table history.settings (
  id boolean primary key default true,
  -- How long changes are kept; null keeps everything.
  retention_days integer default 365,
  constraint settings_single_row check (id),
  constraint settings_retention_days_check check (retention_days is null or retention_days > 0)
);
insert into history.settings default values;

-- Which tables are recorded, and who reads their history.
create table history.tracked_tables (
  table_name text primary key,
  key_column text not null,
  -- Editors read (and restore) its history: the tables an active Editor may edit.
  editor_access boolean not null,
  -- restore_version / restore_deleted may write it back.
  restorable boolean not null
);

create table history.changes (
  id bigint generated always as identity primary key,
  table_name text not null,
  row_id text not null,
  op text not null,
  changed_fields text[],
  -- UPDATE: the changed fields' old values by path (their new values are in `record`, so they
  -- are not stored twice: the public view derives new_values).
  old_values jsonb,
  record jsonb not null,
  actor_id uuid,
  actor_name text,
  changed_at timestamptz not null default now(),
  restored_from bigint,
  constraint changes_op_check check (op in ('INSERT', 'UPDATE', 'DELETE'))
);
comment on table history.changes is
  'Every insert, update and delete of staff-edited content, written by history.record_change().';
-- A record's history, newest first; also "is this the row's last change" for recently_deleted.
-- No index on changed_at: only the daily prune filters on it, and every index costs each write.
create index changes_row_idx on history.changes (table_name, row_id, id desc);
create index changes_deletes_idx on history.changes (id desc) where op = 'DELETE';

create table history.stale_translations (
  table_name text not null,
  row_id text not null,
  field text not null,
  lang text not null,
  source_field text not null,
  en_old jsonb,
  en_new jsonb,
  change_id bigint,
  marked_at timestamptz not null default now(),
  marked_by uuid,
  primary key (table_name, row_id, field),
  constraint stale_translations_lang_check check (lang in ('es', 'ru'))
);

-- ---------------------------------------------------------------------------------------------
-- Who reads what: the tables whose history the caller may read (an active Admin: all; an active
-- Editor: those with editor_access; anyone else: none). Evaluated once per statement in policies.
-- ---------------------------------------------------------------------------------------------
create or replace function history.readable_tables()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(t.table_name), '{}'::text[])
  from history.tracked_tables t
  where public.is_admin() or (t.editor_access and public.is_staff())
$$;

-- Small pure helpers. No `set search_path` on these three: a SQL function with a SET clause is
-- never inlined, and they run for every field of every row in translation_status() and the
-- trigger. They only use built-ins, which resolve in pg_catalog first whatever the search path.

-- True for null and for text that is only whitespace or empty markup ('<p></p>', '<p>&nbsp;</p>');
-- an image or other embedded element alone is content (as shared/src/text.ts isEmptyHtml says).
create or replace function history.text_is_blank(p_text text)
returns boolean
language sql
immutable
as $$
  select p_text is null
    or (p_text !~* '<(img|video|audio|iframe|embed|object|picture|svg|hr)\M'
        and replace(replace(p_text, '&nbsp;', ' '), '&#160;', ' ') !~ '(^|>)[^<]*[^<[:space:]\u00a0]')
$$;

-- The same for a jsonb value (a page content field): JSON null, blank text, an empty list or
-- object. A translation with nothing to show is missing, not stale.
create or replace function history.is_blank(p_value jsonb)
returns boolean
language sql
immutable
as $$
  select case jsonb_typeof(p_value)
    when 'string' then history.text_is_blank(p_value #>> '{}')
    when 'array' then jsonb_array_length(p_value) = 0
    when 'object' then p_value = '{}'::jsonb
    when 'null' then true
    else p_value is null
  end
$$;

-- The value at a field path ('title_es', 'content.page_title_es') of a row; SQL null when absent.
create or replace function history.value_at(p_record jsonb, p_path text)
returns jsonb
language sql
immutable
as $$
  select case
    when strpos(p_path, '.') = 0 then p_record -> p_path
    else p_record -> split_part(p_path, '.', 1) -> substr(p_path, strpos(p_path, '.') + 1)
  end
$$;

-- ---------------------------------------------------------------------------------------------
-- The trigger: one generic function for every tracked table.
--   tg_argv[0]     the key column
--   tg_argv[1..]   optional: only changes of these columns are recorded (users: role,
--                  is_active); inserts and deletes are always recorded whole.
-- security definer: callers have no right to write history.*.
-- ---------------------------------------------------------------------------------------------
create or replace function history.record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_watch text[] := tg_argv[1:];
  v_old jsonb;
  v_new jsonb;
  v_record jsonb;
  v_fields text[];
  v_old_values jsonb;
  v_new_values jsonb;
  v_row_id text;
  v_actor uuid := auth.uid();
  v_actor_name text;
  v_change_id bigint;
  v_source text;
  v_target text;
  v_lang text;
  v_translation jsonb;
  v_marked_old jsonb;
begin
  if tg_op = 'INSERT' then
    v_record := to_jsonb(new);
  elsif tg_op = 'DELETE' then
    v_record := to_jsonb(old);
  else
    v_old := to_jsonb(old);
    v_new := to_jsonb(new);
    v_record := v_new;
    -- Changed columns; a jsonb object on both sides is compared key by key.
    with cols as (
      select n.key, o.value as ov, n.value as nv
      from jsonb_each(v_new) n
      join jsonb_each(v_old) o on o.key = n.key
      where n.value is distinct from o.value
        and n.key not in ('created_at', 'updated_at', 'updated_by')
        and (cardinality(v_watch) = 0 or n.key = any (v_watch))
    ),
    diff as (
      select c.key as path, c.ov, c.nv
      from cols c
      where not (jsonb_typeof(c.ov) = 'object' and jsonb_typeof(c.nv) = 'object')
      union all
      select c.key || '.' || k.key, k.ov, k.nv
      from cols c
      cross join lateral (
        select coalesce(a.key, b.key) as key, a.value as ov, b.value as nv
        from jsonb_each(c.ov) a
        full join jsonb_each(c.nv) b on b.key = a.key
        where a.value is distinct from b.value
      ) k
      where jsonb_typeof(c.ov) = 'object' and jsonb_typeof(c.nv) = 'object'
    )
    select array_agg(d.path order by d.path),
           jsonb_object_agg(d.path, d.ov) filter (where d.ov is not null),
           jsonb_object_agg(d.path, d.nv) filter (where d.nv is not null)
      into v_fields, v_old_values, v_new_values
    from diff d;
    if v_fields is null then
      return null; -- nothing but bookkeeping changed (a save without edits)
    end if;
  end if;

  v_row_id := v_record ->> tg_argv[0];
  if v_actor is not null then
    select nullif(btrim(u.name || ' ' || u.last_name), '') into v_actor_name
    from public.users u where u.id = v_actor;
  end if;

  insert into history.changes (
    table_name, row_id, op, changed_fields, old_values, record, actor_id, actor_name, restored_from
  ) values (
    tg_table_name, v_row_id, tg_op, v_fields, v_old_values, v_record, v_actor, v_actor_name,
    nullif(current_setting('history.restored_from', true), '')::bigint
  )
  returning id into v_change_id;

  if tg_op = 'DELETE' then
    delete from history.stale_translations s
    where s.table_name = tg_table_name and s.row_id = v_row_id;
    return null;
  elsif tg_op = 'INSERT' then
    return null;
  end if;

  -- Stale translations. A changed translation is in step again: its mark goes.
  delete from history.stale_translations s
  where s.table_name = tg_table_name and s.row_id = v_row_id and s.field = any (v_fields);
  -- A changed English field makes each translation that has text, and was not changed in this
  -- same write, stale. The mark keeps the English it was written against (en_old) while the
  -- English keeps changing; English changed back to that clears the mark.
  foreach v_source in array v_fields loop
    continue when right(v_source, 3) <> '_en';
    foreach v_lang in array array['es', 'ru'] loop
      v_target := left(v_source, -3) || '_' || v_lang;
      continue when v_target = any (v_fields);
      v_translation := history.value_at(v_record, v_target);
      continue when v_translation is null or history.is_blank(v_translation);
      select s.en_old into v_marked_old
      from history.stale_translations s
      where s.table_name = tg_table_name and s.row_id = v_row_id and s.field = v_target;
      if found then
        if v_marked_old is not distinct from v_new_values -> v_source then
          delete from history.stale_translations s
          where s.table_name = tg_table_name and s.row_id = v_row_id and s.field = v_target;
        else
          update history.stale_translations s
          set en_new = v_new_values -> v_source, change_id = v_change_id, marked_at = now(),
              marked_by = v_actor
          where s.table_name = tg_table_name and s.row_id = v_row_id and s.field = v_target;
        end if;
      else
        insert into history.stale_translations (
          table_name, row_id, field, lang, source_field, en_old, en_new, change_id, marked_by
        ) values (
          tg_table_name, v_row_id, v_target, v_lang, v_source, v_old_values -> v_source,
          v_new_values -> v_source, v_change_id, v_actor
        );
      end if;
    end loop;
  end loop;
  return null;
end;
$$;

-- Registers a table of `public` and attaches the trigger. Re-running it updates the registry and
-- the trigger (for a later migration that changes the watched columns).
create or replace function history.track(
  p_table regclass,
  p_editor_access boolean,
  p_restorable boolean,
  p_watch text[] default null
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_schema text;
  v_name text;
  v_keys text[];
  v_args text;
begin
  select n.nspname, c.relname into v_schema, v_name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.oid = p_table;
  if v_schema <> 'public' then
    raise exception 'history.track: % is not a table of the public schema', p_table;
  end if;
  select array_agg(a.attname order by a.attnum) into v_keys
  from pg_index i
  join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
  where i.indrelid = p_table and i.indisprimary;
  if cardinality(v_keys) is distinct from 1 then
    raise exception 'history.track: % needs a one-column primary key', p_table;
  end if;

  insert into history.tracked_tables (table_name, key_column, editor_access, restorable)
  values (v_name, v_keys[1], p_editor_access, p_restorable)
  on conflict (table_name) do update set
    key_column = excluded.key_column,
    editor_access = excluded.editor_access,
    restorable = excluded.restorable;

  select string_agg(quote_literal(a), ', ') into v_args
  from unnest(array[v_keys[1]] || coalesce(p_watch, '{}'::text[])) a;
  execute format('drop trigger if exists history_record_change on public.%I', v_name);
  -- AFTER, so the row is recorded as the bookkeeping triggers left it.
  execute format(
    'create trigger history_record_change after insert or update or delete on public.%I
       for each row execute function history.record_change(%s)',
    v_name, v_args
  );
end;
$$;

select history.track('public.news', true, true);
select history.track('public.coaches', true, true);
select history.track('public.programmes', true, true);
select history.track('public.subscriptions', true, true);
select history.track('public.pages', true, true);
select history.track('public.menu_items', false, true);
select history.track('public.languages', false, true);
select history.track('public.site_settings', false, true);
-- Staff accounts: who was added or removed, and role or active changes (never password hashes:
-- those live in auth.users, which is not recorded).
select history.track('public.users', false, false, array['role', 'is_active']);

-- ---------------------------------------------------------------------------------------------
-- Row level security: staff read; nobody writes through the API (no policy, no grant).
-- ---------------------------------------------------------------------------------------------
alter table history.settings enable row level security;
alter table history.tracked_tables enable row level security;
alter table history.changes enable row level security;
alter table history.stale_translations enable row level security;

create policy "tracked_tables: staff read" on history.tracked_tables
  for select to authenticated using ((select public.is_staff()));
create policy "changes: staff read what they may edit" on history.changes
  for select to authenticated
  using (table_name = any ((select history.readable_tables())::text[]));
create policy "stale_translations: staff read what they may edit" on history.stale_translations
  for select to authenticated
  using (table_name = any ((select history.readable_tables())::text[]));

revoke all on all tables in schema history from public, anon, authenticated, service_role;
grant select on history.tracked_tables, history.changes, history.stale_translations
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Views (read-only: only SELECT is granted, so PostgREST refuses writes through them)
-- ---------------------------------------------------------------------------------------------
create view public.change_history with (security_invoker = true) as
select
  c.id,
  c.table_name,
  c.row_id,
  c.op,
  c.changed_fields,
  case c.op when 'UPDATE' then c.old_values when 'DELETE' then c.record end as old_values,
  case c.op
    when 'UPDATE' then (
      select jsonb_object_agg(f, history.value_at(c.record, f))
      from unnest(c.changed_fields) f
      where history.value_at(c.record, f) is not null
    )
    when 'INSERT' then c.record
  end as new_values,
  c.record,
  c.actor_id,
  c.actor_name,
  c.changed_at,
  c.restored_from
from history.changes c;
comment on view public.change_history is
  'History of staff-edited records: filter by table_name and row_id, order by id desc.';

create view public.recently_deleted with (security_invoker = true) as
select
  c.id as change_id,
  c.table_name,
  c.row_id,
  c.record,
  c.actor_id,
  c.actor_name,
  c.changed_at as deleted_at
from history.changes c
join history.tracked_tables t on t.table_name = c.table_name and t.restorable
where c.op = 'DELETE'
  and not exists (
    select 1 from history.changes later
    where later.table_name = c.table_name and later.row_id = c.row_id and later.id > c.id
  );
comment on view public.recently_deleted is
  'Deleted records that can be restored with restore_version(change_id), newest first by change_id.';

create view public.stale_translations with (security_invoker = true) as
select s.table_name, s.row_id, s.field, s.lang, s.source_field, s.en_old, s.en_new, s.change_id,
       s.marked_at, s.marked_by
from history.stale_translations s;
comment on view public.stale_translations is
  'Translations whose English changed after they were last edited.';

revoke all on public.change_history, public.recently_deleted, public.stale_translations
  from public, anon, authenticated, service_role;
grant select on public.change_history, public.recently_deleted, public.stale_translations
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Restore
-- ---------------------------------------------------------------------------------------------

-- The field a constraint is about, for error messages: its column(s), comma-separated.
create or replace function history.constraint_field(p_table text, p_constraint text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select string_agg(a.attname, ', ' order by a.attnum)
     from pg_constraint k
     join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
     where k.conrelid = format('public.%I', p_table)::regclass and k.conname = p_constraint),
    p_constraint
  )
$$;

create or replace function history.refuse_field(p_field text, p_reason text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = '22023',
    message = format('Field "%s" of this version does not fit: %s', p_field, p_reason),
    detail = p_field,
    hint = 'version_invalid';
end;
$$;

create or replace function public.restore_version(p_change_id bigint)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_change history.changes;
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
  v_rel := format('public.%I', v_table.table_name)::regclass;
  select format_type(a.atttypid, a.atttypmod) into v_key_type
  from pg_attribute a where a.attrelid = v_rel and a.attname = v_table.key_column;

  execute format('select exists (select 1 from %s where %I = $1::%s)', v_rel, v_table.key_column, v_key_type)
    into v_exists using v_change.row_id;

  -- Fields of the version that the table no longer has are left out (and reported).
  select coalesce(array_agg(k order by k), '{}') into v_ignored
  from jsonb_object_keys(v_change.record) k
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
      and v_change.record ? a.attname
    order by a.attnum
  loop
    begin
      execute format('select (jsonb_populate_record(null::%s, $1)).%I', v_rel, v_col.name)
        using jsonb_build_object(v_col.name, v_change.record -> v_col.name);
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
      ) into v_result using v_change.record, v_change.row_id;
    else
      execute format(
        'insert into %1$s as t (%2$s) overriding system value
           select %2$s from jsonb_populate_record(null::%1$s, $1) returning to_jsonb(t)',
        v_rel,
        (select string_agg(format('%I', c), ', ') from unnest(v_cols) c)
      ) into v_result using v_change.record;
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

create or replace function public.restore_deleted(p_table_name text, p_row_id text)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_change_id bigint;
  v_op text;
begin
  select c.id, c.op into v_change_id, v_op
  from history.changes c
  where c.table_name = p_table_name and c.row_id = p_row_id
  order by c.id desc
  limit 1;
  if v_change_id is null or v_op <> 'DELETE' then
    if exists (
      select 1 from history.changes c
      where c.table_name = p_table_name and c.row_id = p_row_id and c.op = 'DELETE'
    ) then
      raise exception using errcode = 'P0001', hint = 'record_exists',
        message = 'This record exists again: restore one of its versions instead';
    end if;
    raise exception using errcode = 'PT404', hint = 'deletion_not_found', message = 'Deleted record not found';
  end if;
  return public.restore_version(v_change_id);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Stale translations: "still correct", and the dashboard's list of stale and missing ones
-- ---------------------------------------------------------------------------------------------
create or replace function public.translation_still_correct(p_table_name text, p_row_id text, p_field text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_table_name is null or not (p_table_name = any (history.readable_tables())) then
    raise exception using errcode = '42501', hint = 'not_allowed',
      message = 'You may not change translations of this record';
  end if;
  delete from history.stale_translations s
  where s.table_name = p_table_name and s.row_id = p_row_id and s.field = p_field;
  return found;
end;
$$;

create or replace function public.translation_status()
returns table (
  table_name text,
  row_id text,
  field text,
  lang text,
  status text,
  source_field text,
  en_old jsonb,
  en_new jsonb,
  marked_at timestamptz
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_table history.tracked_tables;
  v_col record;
begin
  return query
    select s.table_name, s.row_id, s.field, s.lang, 'stale'::text, s.source_field, s.en_old, s.en_new,
           s.marked_at
    from history.stale_translations s;
  -- Missing: English has text, the translation has none. Runs as the caller, so RLS limits the
  -- rows as everywhere. One scan per column pair, reading only those columns.
  for v_table in
    select * from history.tracked_tables t
    where t.table_name = any (history.readable_tables()) and t.restorable
    order by t.table_name
  loop
    for v_col in
      select en.attname::text as en_col, tr.attname::text as tr_col, l.lang
      from pg_attribute en
      cross join (values ('es'), ('ru')) l (lang)
      join pg_attribute tr on tr.attrelid = en.attrelid and not tr.attisdropped
        and tr.attname = left(en.attname, -3) || '_' || l.lang
      where en.attrelid = format('public.%I', v_table.table_name)::regclass
        and not en.attisdropped and en.attnum > 0 and right(en.attname, 3) = '_en'
      order by en.attnum, l.lang
    loop
      return query execute format(
        $q$select %1$L::text, x.%2$I::text, %4$L::text, %5$L::text, 'missing'::text, %3$L::text,
                  null::jsonb, to_jsonb(x.%3$I), null::timestamptz
           from public.%1$I x
           where not history.text_is_blank(x.%3$I::text) and history.text_is_blank(x.%4$I::text)$q$,
        v_table.table_name, v_table.key_column, v_col.en_col, v_col.tr_col, v_col.lang
      );
    end loop;
    -- Fields inside jsonb object columns (pages.content): a translation key may be absent.
    for v_col in
      select a.attname::text as col
      from pg_attribute a
      where a.attrelid = format('public.%I', v_table.table_name)::regclass
        and not a.attisdropped and a.attnum > 0 and a.atttypid = 'jsonb'::regtype
    loop
      return query execute format(
        $q$select %1$L::text, x.%2$I::text, %3$L || '.' || left(e.key, -3) || '_' || l.lang, l.lang,
                  'missing'::text, %3$L || '.' || e.key, null::jsonb, e.value, null::timestamptz
           from public.%1$I x
           cross join lateral jsonb_each(case when jsonb_typeof(x.%3$I) = 'object' then x.%3$I end) e
           cross join (values ('es'), ('ru')) l (lang)
           where right(e.key, 3) = '_en' and not history.is_blank(e.value)
             and history.is_blank(coalesce(x.%3$I -> (left(e.key, -3) || '_' || l.lang), 'null'::jsonb))$q$,
        v_table.table_name, v_table.key_column, v_col.col
      );
    end loop;
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Retention
-- ---------------------------------------------------------------------------------------------

-- Deletes changes older than the retention (history.settings.retention_days, or p_keep when
-- given); returns how many went.
create or replace function history.prune(p_keep interval default null)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_keep interval := coalesce(
    p_keep,
    (select make_interval(days => s.retention_days) from history.settings s where s.id)
  );
  v_count bigint;
begin
  if v_keep is null then
    return 0;
  end if;
  delete from history.changes c where c.changed_at < now() - v_keep;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- The same for the service role through the API (a scheduled job without SQL access).
create or replace function public.prune_history()
returns bigint
language sql
volatile
security definer
set search_path = ''
as $$
  select history.prune()
$$;

revoke all on all functions in schema history from public, anon, authenticated, service_role;
grant execute on function history.readable_tables() to authenticated, service_role;
grant execute on function history.text_is_blank(text), history.is_blank(jsonb),
  history.value_at(jsonb, text), history.constraint_field(text, text), history.refuse_field(text, text)
  to authenticated, service_role;

revoke all on function public.restore_version(bigint), public.restore_deleted(text, text),
  public.translation_still_correct(text, text, text), public.translation_status(),
  public.prune_history()
  from public, anon, authenticated, service_role;
grant execute on function public.restore_version(bigint), public.restore_deleted(text, text),
  public.translation_still_correct(text, text, text), public.translation_status()
  to authenticated, service_role;
grant execute on function public.prune_history() to service_role;
