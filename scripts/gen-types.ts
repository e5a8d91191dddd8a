/**
 * `npm run gen:types`: writes shared/src/database.types.ts from the live schema, in the format of
 * `supabase gen types typescript` (postgres-meta's TypeScript template), so the apps can use
 * `createClient<Database>` and the file stays what the official CLI would write for hosted
 * Supabase.
 *
 * With DATABASE_URL set it reads that database; without it, it starts its own local-supabase on
 * free ports in a temporary folder (scripts/lib/database.ts).
 *
 * supabase/tests/types.test.ts regenerates the file from the test stack and fails when the
 * committed file is stale.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withClient, withDatabaseUrl } from './lib/database.ts';
import { introspect } from './typegen/introspect.ts';
import { renderTypes } from './typegen/render.ts';

export { renderTypes } from './typegen/render.ts';
export type { Introspection } from './typegen/introspect.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const typesFile = path.join(repoRoot, 'shared/src/database.types.ts');

/** Renders the types of the database at `dbUrl`. */
export async function generateFromDatabase(dbUrl: string): Promise<string> {
  return withClient(dbUrl, async (client) => renderTypes(await introspect(client)));
}

async function main(): Promise<void> {
  const text = await withDatabaseUrl(generateFromDatabase);
  await writeFile(typesFile, text);
  console.log(`wrote ${path.relative(process.cwd(), typesFile)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
