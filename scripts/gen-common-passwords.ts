/**
 * `npx tsx scripts/gen-common-passwords.ts [supabase/migrations/<timestamp>_<name>.sql]` writes the
 * list of common passwords that staff passwords are checked against, from the common-passwords
 * list of zxcvbn-ts (@zxcvbn-ts/language-common, gathered from leaked password sets): its entries
 * that the length rules let through (8 characters up to 72 bytes), lower case, sorted.
 * - Always: shared/src/commonPasswordList.ts, the back office's copy (loaded only when a new
 *   password is typed, so it is kept compact: one string).
 * - With a migration file name: that migration, which replaces the content of
 *   private.common_passwords, the staff-account functions' copy.
 * supabase/tests/common-passwords.test.ts fails when the package's list, the TypeScript copy and
 * the database's copy differ: after an update of the package, run this with a new migration.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dictionary } from '@zxcvbn-ts/language-common';
import prettier from 'prettier';
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, commonListKey } from '@academy/shared/passwordRules.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const listFile = path.join(root, 'shared/src/commonPasswordList.ts');
const QUOTE = '$common_passwords$';

/** The package's common passwords that the length rules let through, as list keys, sorted. */
export function commonPasswordsFromPackage(): string[] {
  const keys = dictionary['passwords-common']
    .map(commonListKey)
    .filter(
      (p) => [...p].length >= PASSWORD_MIN_LENGTH && Buffer.byteLength(p, 'utf8') <= PASSWORD_MAX_BYTES,
    );
  return [...new Set(keys)].sort();
}

async function packageVersion(): Promise<string> {
  const file = path.join(root, 'node_modules/@zxcvbn-ts/language-common/package.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

async function writeList(list: string[], version: string): Promise<void> {
  const source = `// Written by scripts/gen-common-passwords.ts from @zxcvbn-ts/language-common ${version}; not edited by hand.

/** The ${list.length} commonest passwords of 8 characters up to 72 bytes, lower case, sorted, one a line. */
export const COMMON_PASSWORD_LIST = ${JSON.stringify(list.join('\n'))};
`;
  const options = (await prettier.resolveConfig(listFile)) ?? {};
  await writeFile(listFile, await prettier.format(source, { ...options, filepath: listFile }));
}

async function writeMigration(file: string, list: string[], version: string): Promise<void> {
  if (list.some((p) => p.includes('\n') || p.includes(QUOTE)))
    throw new Error('a listed password cannot be written in the migration as it is');
  const sql = `-- The commonest passwords, which the staff-account functions refuse (private.check_password).
-- Written by scripts/gen-common-passwords.ts from the common-passwords list of zxcvbn-ts
-- (@zxcvbn-ts/language-common ${version}): its ${list.length} entries of 8 characters up to 72 bytes,
-- lower case, the list shared/src/commonPasswordList.ts holds too. Not edited by hand: a new list
-- is a new migration written by the script, which replaces the whole content of the table.

create table if not exists private.common_passwords (
  password text primary key
);
comment on table private.common_passwords is
  'The commonest passwords, lower case; a staff password whose lower-case form is here is refused.';
revoke all on table private.common_passwords from public, anon, authenticated;

delete from private.common_passwords;
insert into private.common_passwords (password)
select unnest(string_to_array(${QUOTE}${list.join('\n')}${QUOTE}, E'\\n'));
`;
  await writeFile(file, sql);
}

async function main(): Promise<number> {
  const target = process.argv[2];
  if (target !== undefined && !/^\d{14}_[a-z0-9_]+\.sql$/.test(path.basename(target))) {
    console.error(
      'Usage: npx tsx scripts/gen-common-passwords.ts [supabase/migrations/<timestamp>_<name>.sql]',
    );
    return 2;
  }
  const list = commonPasswordsFromPackage();
  const version = await packageVersion();
  await writeList(list, version);
  console.log(`Wrote ${path.relative(root, listFile)}: ${list.length} passwords.`);
  if (target !== undefined) {
    await writeMigration(path.resolve(process.env.INIT_CWD ?? process.cwd(), target), list, version);
    console.log(`Wrote ${target}.`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}
