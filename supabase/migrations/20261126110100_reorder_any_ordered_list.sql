-- reorder(p_table, p_ids) no longer names the tables it may reorder: any table of the public
-- schema with an `id` key and a `sort_order` column is a list ordered by hand, so a new resource
-- ordered by drag and drop needs no change here. It stays security invoker: the caller's row
-- level security decides, row by row, as it would for the same update made directly; when any id
-- is unknown or refused, nothing changes. Otherwise as in 20261123100000.
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
  if (
    select count(*)
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public'
      and c.relname = p_table
      and c.relkind = 'r'
      and a.attname in ('id', 'sort_order')
      and a.attnum > 0
      and not a.attisdropped
  ) <> 2 then
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
