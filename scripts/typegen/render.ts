/**
 * Renders the Database type of one schema exactly as `supabase gen types typescript` does
 * (postgres-meta's TypeScript template, formatted with the CLI's prettier options).
 */
import prettier from 'prettier';
import { helperTypes } from './helperTypes.ts';
import type { IntroColumn, IntroFunction, IntroRelation, Introspection } from './introspect.ts';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const q = (s: string) => JSON.stringify(s);
const NEVER = '[_ in never]: never';
const NUMBER_TYPES = ['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'];
const STRING_TYPES = [
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
];

/** The introspection in the template's order, and the TypeScript type of a PostgreSQL type. */
interface Schema {
  intro: Introspection;
  tables: IntroRelation[];
  views: IntroRelation[];
  tsType: (pgType: string) => string;
  columnsOf: (relation: string) => IntroColumn[];
}

function schemaOf(intro: Introspection): Schema {
  const name = q(intro.schema);
  const tables = intro.relations.filter((r) => r.kind === 'table').sort(byName);
  const views = intro.relations.filter((r) => r.kind === 'view').sort(byName);
  const tsType = (pgType: string): string => {
    if (pgType === 'bool') return 'boolean';
    if (NUMBER_TYPES.includes(pgType)) return 'number';
    if (STRING_TYPES.includes(pgType)) return 'string';
    if (pgType === 'json' || pgType === 'jsonb') return 'Json';
    if (pgType === 'void') return 'undefined';
    if (pgType === 'record') return 'Record<string, unknown>';
    if (pgType.startsWith('_')) return `(${tsType(pgType.slice(1))})[]`;
    if (intro.enums.some((e) => e.name === pgType)) return `Database[${name}]["Enums"][${q(pgType)}]`;
    if (intro.compositeTypes.some((c) => c.name === pgType)) {
      return `Database[${name}]["CompositeTypes"][${q(pgType)}]`;
    }
    if (tables.some((t) => t.name === pgType)) return `Database[${name}]["Tables"][${q(pgType)}]["Row"]`;
    if (views.some((v) => v.name === pgType)) return `Database[${name}]["Views"][${q(pgType)}]["Row"]`;
    return 'unknown';
  };
  const columnsOf = (relation: string) => intro.columns.filter((c) => c.table === relation).sort(byName);
  return { intro, tables, views, tsType, columnsOf };
}

function rowColumns(s: Schema, relation: string): string {
  return s
    .columnsOf(relation)
    .map((c) => `${q(c.name)}: ${s.tsType(c.format)}${c.isNullable ? ' | null' : ''}`)
    .join('\n');
}

function relationshipsOf(s: Schema, relation: string): string {
  return s.intro.relationships
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
}

function tableType(s: Schema, t: IntroRelation): string {
  const cols = s.columnsOf(t.name);
  const type = (c: IntroColumn) => `${s.tsType(c.format)}${c.isNullable ? ' | null' : ''}`;
  const insert = cols
    .map((c) => {
      if (c.identityGeneration === 'ALWAYS' || c.isGenerated) return `${q(c.name)}?: never`;
      const optional = c.isNullable || c.isIdentity || c.hasDefault;
      return `${q(c.name)}${optional ? '?' : ''}: ${type(c)}`;
    })
    .join('\n');
  const update = cols
    .map((c) =>
      c.identityGeneration === 'ALWAYS' || c.isGenerated
        ? `${q(c.name)}?: never`
        : `${q(c.name)}?: ${type(c)}`,
    )
    .join('\n');
  return `${q(t.name)}: {
      Row: {
        ${rowColumns(s, t.name)}
      }
      Insert: {
        ${insert}
      }
      Update: {
        ${update}
      }
      Relationships: [
        ${relationshipsOf(s, t.name)}
      ]
    }`;
}

function viewType(s: Schema, v: IntroRelation): string {
  const cols = s.columnsOf(v.name);
  const writable = v.isUpdatable
    ? `Insert: {
          ${cols.map((c) => `${q(c.name)}?: ${s.tsType(c.format)} | null`).join('\n')}
        }
        Update: {
          ${cols.map((c) => `${q(c.name)}?: ${s.tsType(c.format)} | null`).join('\n')}
        }
        `
    : '';
  return `${q(v.name)}: {
      Row: {
        ${rowColumns(s, v.name)}
      }
      ${writable}Relationships: [
        ${relationshipsOf(s, v.name)}
      ]
    }`;
}

/** One function name's entry: the arguments of every overload, the first overload's result. */
function functionType(s: Schema, name: string, overloads: IntroFunction[]): string {
  const first = overloads[0] as IntroFunction;
  const args = overloads
    .map((f) => {
      const inArgs = f.args.filter((a) => a.mode === 'in');
      if (inArgs.length === 0) return 'never';
      return `{ ${inArgs.map((a) => `${q(a.name)}${a.hasDefault ? '?' : ''}: ${s.tsType(a.type)}`).join('; ')} }`;
    })
    .join(' | ');
  let returns: string;
  const tableArgs = first.args.filter((a) => a.mode === 'table');
  if (tableArgs.length > 0) {
    returns = `{ ${tableArgs.map((a) => `${q(a.name)}: ${s.tsType(a.type)}`).join('; ')} }`;
  } else if (first.returnsRelation) {
    returns = `{
        ${rowColumns(s, first.returnsRelation)}
      }`;
  } else {
    returns = s.tsType(first.returnType);
  }
  return `${q(name)}: {
      Args: ${args}
      Returns: ${returns}${first.returnsSet ? '[]' : ''}
    }`;
}

function functionTypes(s: Schema): string[] {
  // PostgREST exposes a function when all its input arguments are named, or it has exactly one.
  const functions = s.intro.functions
    .filter((f) => {
      const inArgs = f.args.filter((a) => a.mode === 'in' || a.mode === 'inout' || a.mode === 'variadic');
      return !inArgs.some((a) => a.name === '') || inArgs.length === 1;
    })
    .sort(byName);
  const names = [...new Set(functions.map((f) => f.name))];
  return names.map((name) =>
    functionType(
      s,
      name,
      functions.filter((f) => f.name === name),
    ),
  );
}

const block = (items: string[]) => (items.length === 0 ? NEVER : items.join('\n'));

function databaseType(s: Schema): string {
  const enums = [...s.intro.enums].sort(byName);
  const composites = [...s.intro.compositeTypes].sort(byName);
  return `export type Json =
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
    PostgrestVersion: ${q(s.intro.postgrestVersion)}
  }
  ${q(s.intro.schema)}: {
    Tables: {
      ${block(s.tables.map((t) => tableType(s, t)))}
    }
    Views: {
      ${block(s.views.map((v) => viewType(s, v)))}
    }
    Functions: {
      ${block(functionTypes(s))}
    }
    Enums: {
      ${block(enums.map((e) => `${q(e.name)}: ${e.values.map(q).join(' | ')}`))}
    }
    CompositeTypes: {
      ${block(
        composites.map(
          (c) => `${q(c.name)}: {
            ${c.attributes.map((a) => `${q(a.name)}: ${s.tsType(a.type)} | null`).join('\n')}
          }`,
        ),
      )}
    }
  }
}
`;
}

function constants(intro: Introspection): string {
  const enums = [...intro.enums].sort(byName);
  return `export const Constants = {
  ${q(intro.schema)}: {
    Enums: {
      ${enums.map((e) => `${q(e.name)}: [${e.values.map(q).join(', ')}],`).join('\n')}
    },
  },
} as const
`;
}

/** Renders the Database type exactly as `supabase gen types typescript` does. */
export async function renderTypes(intro: Introspection): Promise<string> {
  const s = schemaOf(intro);
  const source = `${databaseType(s)}\n${helperTypes(intro.schema)}\n${constants(intro)}`;
  // The CLI's own prettier options (postgres-meta): no semicolons, prettier's other defaults.
  return prettier.format(source, { parser: 'typescript', semi: false });
}
