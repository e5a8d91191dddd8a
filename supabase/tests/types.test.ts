/**
 * shared/src/database.types.ts must be what `npm run gen:types` writes for the current
 * migrations: regenerated here from the test stack's live schema and compared.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateFromDatabase, renderTypes, typesFile, type Introspection } from '../../scripts/gen-types.ts';
import { stack } from './helpers.ts';

describe('generated database types', () => {
  it('are up to date with the migrations', async () => {
    const generated = await generateFromDatabase(stack().dbUrl);
    const committed = await readFile(typesFile, 'utf8');
    // A plain boolean first, so a stale file fails with the instruction and the first lines that
    // differ rather than a huge diff.
    const ours = committed.split('\n');
    const theirs = generated.split('\n');
    const first = ours.findIndex((line, i) => line !== theirs[i]);
    const where =
      first < 0
        ? ''
        : `, line ${first + 1}: committed ${JSON.stringify(ours.slice(first, first + 3))}, ` +
          `generated ${JSON.stringify(theirs.slice(first, first + 3))}`;
    expect(
      committed === generated,
      `shared/src/database.types.ts is stale: run npm run gen:types${where}`,
    ).toBe(true);
  });

  it('render the supabase CLI format from plain introspection data', async () => {
    const intro: Introspection = {
      schema: 'public',
      postgrestVersion: '12.0.2',
      relations: [{ name: 'things', kind: 'table', isUpdatable: false }],
      columns: [
        {
          table: 'things',
          name: 'id',
          format: 'int8',
          isNullable: false,
          isIdentity: true,
          identityGeneration: 'BY DEFAULT',
          isGenerated: false,
          hasDefault: false,
        },
        {
          table: 'things',
          name: 'tags',
          format: '_text',
          isNullable: true,
          isIdentity: false,
          identityGeneration: null,
          isGenerated: false,
          hasDefault: false,
        },
        {
          table: 'things',
          name: 'body',
          format: 'jsonb',
          isNullable: false,
          isIdentity: false,
          identityGeneration: null,
          isGenerated: false,
          hasDefault: true,
        },
      ],
      relationships: [],
      functions: [
        {
          name: 'count_things',
          args: [{ name: 'p_min', mode: 'in', type: 'int4', hasDefault: true }],
          returnType: 'int8',
          returnsRelation: null,
          returnsSet: false,
        },
      ],
      enums: [{ name: 'mood', values: ['happy', 'sad'] }],
      compositeTypes: [],
    };
    const text = await renderTypes(intro);
    expect(text).toContain('export type Json =');
    expect(text).toContain('body: Json\n          id: number\n          tags: string[] | null');
    expect(text).toContain('body?: Json\n          id?: number\n          tags?: string[] | null');
    expect(text).toContain('count_things: {\n        Args: { p_min?: number }\n        Returns: number');
    expect(text).toContain('mood: "happy" | "sad"');
    expect(text).toContain('mood: ["happy", "sad"]');
    expect(text).toContain('export type TablesInsert<');
  });
});
