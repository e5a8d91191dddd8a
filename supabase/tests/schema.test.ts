/**
 * supabase/schema/ must be what `npm run gen:schema` writes for the current migrations: it is
 * regenerated here from the test stack's live schema and compared file by file.
 */
import { describe, expect, it } from 'vitest';
import { generateSchema, readSchemaDir, schemaDifferences } from '../../scripts/gen-schema.ts';
import { connectDb, stack } from './helpers.ts';

describe('the schema snapshot (supabase/schema)', () => {
  it('is up to date with the migrations', async () => {
    const differences = schemaDifferences(await readSchemaDir(), await generateSchema(stack().dbUrl));
    // The instruction and the first differences, rather than a diff of every file.
    expect(
      differences.length === 0,
      `supabase/schema is stale: run npm run gen:schema\n  ${differences.slice(0, 5).join('\n  ')}`,
    ).toBe(true);
  });

  it('shows a change of the schema in the file of the object that changed, and only there', async () => {
    const db = await connectDb();
    const { rows } = await db.query<{ comment: string | null }>(
      `select obj_description('public.site_frame()'::regprocedure, 'pg_proc') as comment`,
    );
    const original = rows[0]?.comment ?? null;
    try {
      const before = await generateSchema(stack().dbUrl);
      await db.query(`comment on function public.site_frame() is 'changed by schema.test.ts'`);
      await db.query(
        'create function private.schema_test_probe() returns int language sql as $$ select 1 $$',
      );
      const after = await generateSchema(stack().dbUrl);
      const differences = schemaDifferences(before, after);
      expect(differences).toHaveLength(2);
      expect(differences[0]).toMatch(/^private\/functions\/schema_test_probe\.sql: missing$/);
      expect(differences[1]).toMatch(/^public\/functions\/site_frame\.sql, line \d+: committed/);
      expect(after.get('public/functions/site_frame.sql')).toContain(
        "comment on function public.site_frame() is 'changed by schema.test.ts';",
      );
      // Nothing in the snapshot depends on the moment or the session: a second read is identical.
      expect(schemaDifferences(after, await generateSchema(stack().dbUrl))).toEqual([]);
    } finally {
      await db.query('drop function if exists private.schema_test_probe()');
      const text = original === null ? 'null' : `'${original.replace(/'/g, "''")}'`;
      await db.query(`comment on function public.site_frame() is ${text}`);
      await db.end();
    }
  });

  it('lists a file that is no longer in the schema', () => {
    const generated = new Map([['public/tables/news.sql', 'a\n']]);
    const committed = new Map([
      ['public/tables/news.sql', 'a\n'],
      ['public/functions/gone.sql', 'b\n'],
    ]);
    expect(schemaDifferences(committed, generated)).toEqual([
      'public/functions/gone.sql: no longer in the schema',
    ]);
  });
});
