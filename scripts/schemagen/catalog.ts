/**
 * Reads the project's part of a database's catalog for the schema snapshot: the schemas `public`,
 * `private` and `history` whole (tables, views, types, functions, and their constraints,
 * indexes, triggers, policies, grants and comments), and what the project adds to the platform's
 * schemas: policies on `storage` tables, and triggers on `auth`/`storage` tables that call a
 * function of the project's schemas. PostgreSQL prints every definition itself (pg_get_*def,
 * format_type, pg_get_expr); with an empty search_path it qualifies every name, so the text does
 * not depend on the session. Rows come back in a fixed order and carry no OIDs.
 */
import type pg from 'pg';

/** The schemas the project owns. */
export const PROJECT_SCHEMAS = ['public', 'private', 'history'] as const;
/** Platform schemas whose tables the project adds policies and triggers to. */
export const PLATFORM_SCHEMAS = ['auth', 'storage'] as const;

/** One relation of a project schema, or a platform table the project adds to. */
export interface RelationRow {
  id: string;
  schema: string;
  name: string;
  /** The schema-qualified name, quoted where needed. */
  qualified: string;
  kind: 'table' | 'view' | 'materialized view';
  rls: boolean;
  forceRls: boolean;
  options: string[] | null;
  viewDef: string | null;
  comment: string | null;
}

export interface ColumnRow {
  relation: string;
  name: string;
  type: string;
  notNull: boolean;
  identity: '' | 'a' | 'd';
  generated: '' | 's';
  default: string | null;
  comment: string | null;
}

/** A named definition of a relation: a constraint, an index, a trigger. */
export interface DefinitionRow {
  relation: string;
  name: string;
  definition: string;
}

export interface PolicyRow {
  relation: string;
  name: string;
  permissive: boolean;
  command: string;
  roles: string[];
  using: string | null;
  check: string | null;
}

/** Privileges of one grantee on one object (or on some of its columns). */
export interface GrantRow {
  object: string;
  grantee: string;
  privileges: string[];
  columns: string[] | null;
  grantable: boolean;
}

export interface FunctionRow {
  schema: string;
  name: string;
  signature: string;
  definition: string;
  comment: string | null;
}

export interface TypeRow {
  schema: string;
  name: string;
  qualified: string;
  definition: string;
  comment: string | null;
}

export interface SchemaRow {
  name: string;
  comment: string | null;
}

/** Everything the snapshot shows. */
export interface Catalog {
  schemas: SchemaRow[];
  extensions: { name: string; schema: string }[];
  relations: RelationRow[];
  columns: ColumnRow[];
  constraints: DefinitionRow[];
  indexes: DefinitionRow[];
  triggers: DefinitionRow[];
  policies: PolicyRow[];
  /** Sequences owned by a column: relation is the table, name the sequence's qualified name. */
  sequences: Omit<DefinitionRow, 'definition'>[];
  grants: GrantRow[];
  functions: FunctionRow[];
  types: TypeRow[];
}

// A relation of a project schema, or a platform table that has a policy or a trigger of ours.
const RELATIONS = `
  with ours as (
    select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any ($1) and c.relkind in ('r', 'p', 'v', 'm')
    union
    select p.polrelid from pg_policy p join pg_class c on c.oid = p.polrelid
     where c.relnamespace::regnamespace::text = any ($2)
    union
    select t.tgrelid from pg_trigger t join pg_proc f on f.oid = t.tgfoid
     where not t.tgisinternal and f.pronamespace::regnamespace::text = any ($1)
  )
  select c.oid::text as id, n.nspname as schema, c.relname as name, c.oid::regclass::text as qualified,
         case c.relkind when 'v' then 'view' when 'm' then 'materialized view' else 'table' end as kind,
         c.relrowsecurity as rls, c.relforcerowsecurity as "forceRls", c.reloptions as options,
         case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid, true) end as "viewDef",
         obj_description(c.oid, 'pg_class') as comment
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.oid in (select oid from ours)
   order by n.nspname collate "C", c.relname collate "C"`;

const COLUMNS = `
  select a.attrelid::text as relation, quote_ident(a.attname) as name, format_type(a.atttypid, a.atttypmod) as type,
         a.attnotnull as "notNull", a.attidentity::text as identity, a.attgenerated::text as generated,
         pg_get_expr(d.adbin, d.adrelid) as default, col_description(a.attrelid, a.attnum) as comment
    from pg_attribute a
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where a.attrelid = any ($1::oid[]) and a.attnum > 0 and not a.attisdropped
   order by a.attrelid, a.attnum`;

// Primary key, unique, foreign keys, checks, exclusions: in that order, then by name.
const CONSTRAINTS = `
  select k.conrelid::text as relation, quote_ident(k.conname) as name, pg_get_constraintdef(k.oid, true) as definition
    from pg_constraint k
   where k.conrelid = any ($1::oid[])
   order by k.conrelid, array_position(array['p', 'u', 'f', 'c', 'x'], k.contype::text), k.conname collate "C"`;

// Indexes that do not back a constraint (those are the constraint's).
const INDEXES = `
  select i.indrelid::text as relation, c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
   where i.indrelid = any ($1::oid[])
     and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
   order by i.indrelid, c.relname collate "C"`;

// A disabled trigger says so after its definition.
const TRIGGERS = `
  select t.tgrelid::text as relation, t.tgname as name,
         pg_get_triggerdef(t.oid, true)
           || case t.tgenabled when 'D' then E';\\nalter table ' || t.tgrelid::regclass || ' disable trigger '
                || quote_ident(t.tgname) else '' end as definition
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc f on f.oid = t.tgfoid
   where t.tgrelid = any ($1::oid[]) and not t.tgisinternal
     and (c.relnamespace::regnamespace::text = any ($2) or f.pronamespace::regnamespace::text = any ($2))
   order by t.tgrelid, t.tgname collate "C"`;

const POLICIES = `
  select p.polrelid::text as relation, quote_ident(p.polname) as name, p.polpermissive as permissive,
         case p.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update'
                       when 'd' then 'delete' else 'all' end as command,
         array(select x.role from (select case r when 0 then 'public' else quote_ident(pg_get_userbyid(r)) end
                                           as role from unnest(p.polroles) r) x
                order by x.role collate "C") as roles,
         pg_get_expr(p.polqual, p.polrelid, true) as using,
         pg_get_expr(p.polwithcheck, p.polrelid, true) as check
    from pg_policy p
   where p.polrelid = any ($1::oid[])
   order by p.polrelid, p.polname collate "C"`;

const SEQUENCES = `
  select d.refobjid::text as relation, s.oid::regclass::text as name, s.oid::text as definition
    from pg_depend d join pg_class s on s.oid = d.objid and s.relkind = 'S'
   where d.classid = 'pg_class'::regclass and d.refobjid = any ($1::oid[]) and d.deptype in ('a', 'i')
   order by d.refobjid, s.relname collate "C"`;

// Privileges as granted, one row per object, grantee and column list; the owner's own are left
// out, and a function's default (EXECUTE to PUBLIC) is spelled out, since it is a real grant.
const GRANTS = `
  with acl as (
    select case c.relkind when 'S' then 'sequence ' else 'table ' end || c.oid::regclass::text as object,
           c.relowner as owner, c.relacl as acl, null::text as col, 0 as colnum
      from pg_class c where c.oid = any ($1::oid[])
    union all
    select 'table ' || a.attrelid::regclass::text, c.relowner, a.attacl, quote_ident(a.attname), a.attnum
      from pg_attribute a join pg_class c on c.oid = a.attrelid
     where a.attrelid = any ($1::oid[]) and a.attacl is not null and not a.attisdropped
    union all
    select 'function ' || p.oid::regprocedure::text, p.proowner, coalesce(p.proacl, acldefault('f', p.proowner)),
           null, 0
      from pg_proc p where p.pronamespace::regnamespace::text = any ($2) and p.prokind in ('f', 'p')
    union all
    select 'schema ' || quote_ident(n.nspname), n.nspowner, n.nspacl, null, 0
      from pg_namespace n where n.nspname = any ($2)
  ),
  granted as (
    select a.object, a.col, a.colnum, g.privilege_type, g.is_grantable,
           case g.grantee when 0 then 'public' else quote_ident(pg_get_userbyid(g.grantee)) end as grantee
      from acl a, aclexplode(a.acl) g
     where g.grantee <> a.owner
  ),
  per_column as (
    select object, grantee, is_grantable,
           array_agg(privilege_type order by array_position(
             array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', 'MAINTAIN',
                   'USAGE', 'CREATE', 'EXECUTE'], privilege_type)) as privileges,
           col, colnum
      from granted group by object, grantee, is_grantable, col, colnum
  )
  select object, grantee, lower(array_to_string(privileges, ',')) as privs, is_grantable as grantable,
         case when bool_or(col is not null) then array_agg(col order by colnum) end as columns
    from per_column
   group by object, grantee, is_grantable, privileges, col is null
   order by object collate "C", col is null desc, grantee collate "C",
            lower(array_to_string(privileges, ',')) collate "C"`;

const FUNCTIONS = `
  select n.nspname as schema, p.proname as name, p.oid::regprocedure::text as signature,
         pg_get_functiondef(p.oid) as definition, obj_description(p.oid, 'pg_proc') as comment
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = any ($1) and p.prokind in ('f', 'p')
     and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
   order by n.nspname collate "C", p.proname collate "C",
            pg_get_function_identity_arguments(p.oid) collate "C"`;

// Enums, domains and stand-alone composite types (not the row types of tables).
const TYPES = `
  select n.nspname as schema, t.typname as name, t.oid::regtype::text as qualified,
         obj_description(t.oid, 'pg_type') as comment,
         case t.typtype
           when 'e' then 'create type ' || t.oid::regtype || ' as enum ('
             || (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder)
                   from pg_enum e where e.enumtypid = t.oid) || ')'
           when 'd' then 'create domain ' || t.oid::regtype || ' as ' || format_type(t.typbasetype, t.typtypmod)
             || coalesce((select ' ' || string_agg(pg_get_constraintdef(k.oid, true), ' ' order by k.conname collate "C")
                            from pg_constraint k where k.contypid = t.oid), '')
           else 'create type ' || t.oid::regtype || ' as ('
             || (select string_agg(quote_ident(a.attname) || ' ' || format_type(a.atttypid, a.atttypmod), ', '
                                   order by a.attnum)
                   from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped)
             || ')'
         end as definition
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where n.nspname = any ($1) and t.typtype in ('e', 'd', 'c')
     and (t.typtype <> 'c' or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
     and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')
   order by n.nspname collate "C", t.typname collate "C"`;

async function rows<T extends pg.QueryResultRow>(client: pg.ClientBase, sql: string, params: unknown[]) {
  return (await client.query<T>(sql, params)).rows;
}

/** Reads the catalog (see above). Runs in one read-only transaction, so it is one moment's. */
export async function readCatalog(client: pg.ClientBase): Promise<Catalog> {
  const ours = [...PROJECT_SCHEMAS];
  await client.query('begin isolation level repeatable read read only');
  try {
    await client.query("set local search_path = ''");
    const relations = await rows<RelationRow>(client, RELATIONS, [ours, [...PLATFORM_SCHEMAS]]);
    const all = relations.map((r) => r.id);
    // Of the platform's tables, only the policies and triggers are the project's.
    const own = relations.filter((r) => ours.includes(r.schema as never)).map((r) => r.id);
    const sequences = await rows<DefinitionRow>(client, SEQUENCES, [own]);
    const grants = await rows<GrantRow & { privs: string }>(client, GRANTS, [
      [...own, ...sequences.map((s) => s.definition)],
      ours,
    ]);
    return {
      schemas: await rows<SchemaRow>(
        client,
        `select nspname as name, obj_description(oid, 'pg_namespace') as comment
           from pg_namespace where nspname = any ($1) order by nspname collate "C"`,
        [ours],
      ),
      extensions: await rows<{ name: string; schema: string }>(
        client,
        `select quote_ident(e.extname) as name, e.extnamespace::regnamespace::text as schema
           from pg_extension e where e.extname <> 'plpgsql' order by e.extname collate "C"`,
        [],
      ),
      relations,
      columns: await rows<ColumnRow>(client, COLUMNS, [own]),
      constraints: await rows<DefinitionRow>(client, CONSTRAINTS, [own]),
      indexes: await rows<DefinitionRow>(client, INDEXES, [own]),
      triggers: await rows<DefinitionRow>(client, TRIGGERS, [all, ours]),
      policies: await rows<PolicyRow>(client, POLICIES, [all]),
      sequences: sequences.map(({ relation, name }) => ({ relation, name })),
      grants: grants.map(({ privs, ...g }) => ({ ...g, privileges: privs.split(',') })),
      functions: await rows<FunctionRow>(client, FUNCTIONS, [ours]),
      types: await rows<TypeRow>(client, TYPES, [ours]),
    };
  } finally {
    await client.query('rollback');
  }
}
