/**
 * `npm run gen:schema`: writes supabase/schema/, the schema as it is now, read from a database the
 * migrations built: one readable SQL file per table, view and function name, plus the types, the
 * schemas and extensions, and the project's policies and triggers on the platform's tables
 * (scripts/schemagen/). The migrations stay what deploys a database; these files are where the
 * current definition of anything is read, without replaying every migration.
 *
 * With DATABASE_URL set it reads that database; without it, it starts its own local-supabase on
 * free ports in a temporary folder (scripts/lib/database.ts).
 *
 * supabase/tests/schema.test.ts regenerates the files from the test stack and fails when the
 * committed ones are stale.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withClient, withDatabaseUrl } from './lib/database.ts';
import { readCatalog } from './schemagen/catalog.ts';
import { renderSchema, type SchemaFiles } from './schemagen/render.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const schemaDir = path.join(repoRoot, 'supabase/schema');

/** The snapshot of the database at `dbUrl`: file path under supabase/schema -> content. */
export async function generateSchema(dbUrl: string): Promise<SchemaFiles> {
  return withClient(dbUrl, async (client) => renderSchema(await readCatalog(client)));
}

/** The snapshot as committed: every .sql file under supabase/schema. */
export async function readSchemaDir(dir = schemaDir): Promise<SchemaFiles> {
  const files: SchemaFiles = new Map();
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch {
    return files;
  }
  for (const entry of entries.sort()) {
    if (entry.endsWith('.sql'))
      files.set(entry.split(path.sep).join('/'), await readFile(path.join(dir, entry), 'utf8'));
  }
  return files;
}

/**
 * How the committed snapshot differs from a generated one: each file that is missing, left over
 * or different, with the first line that differs. Empty when they are the same.
 */
export function schemaDifferences(committed: SchemaFiles, generated: SchemaFiles): string[] {
  const out: string[] = [];
  for (const [name, text] of generated) {
    const old = committed.get(name);
    if (old === undefined) {
      out.push(`${name}: missing`);
    } else if (old !== text) {
      const a = old.split('\n');
      const b = text.split('\n');
      const line = b.findIndex((l, i) => l !== a[i]);
      const at = line < 0 ? a.length : line;
      out.push(
        `${name}, line ${at + 1}: committed ${JSON.stringify(a[at] ?? '')}, generated ${JSON.stringify(b[at] ?? '')}`,
      );
    }
  }
  for (const name of committed.keys()) if (!generated.has(name)) out.push(`${name}: no longer in the schema`);
  return out;
}

async function writeSchemaDir(files: SchemaFiles, dir = schemaDir): Promise<void> {
  // Whatever is no longer in the schema (a dropped function) goes with its file.
  await rm(dir, { recursive: true, force: true });
  for (const [name, text] of files) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
}

async function main(): Promise<void> {
  const files = await withDatabaseUrl(generateSchema);
  await writeSchemaDir(files);
  console.log(`wrote ${files.size} files to ${path.relative(process.cwd(), schemaDir)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
