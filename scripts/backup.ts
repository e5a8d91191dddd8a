/**
 * `npm run backup -- [FILE]`: writes the whole site (database content and every stored file) to
 * one .tar.gz with a manifest and checksums; default backups/academy-<date>-<time>.tar.gz.
 * Which site: see scripts/backup/target.ts (the running local stack, DATABASE_URL, or hosted
 * Supabase with SUPABASE_URL + SUPABASE_SERVICE_ROLE_KEY). README "Backup and restore".
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackup } from './backup/index.ts';
import { resolveTarget } from './backup/target.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function defaultFile(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return path.join(root, 'backups', `academy-${stamp}.tar.gz`);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.includes('--help') || args.length > 1) {
    console.log('Usage: npm run backup -- [FILE]   (default: backups/academy-<date>-<time>.tar.gz)');
    return args.includes('--help') ? 0 : 2;
  }
  // npm runs scripts from the repository root; a relative FILE means where the command was typed.
  const file = args[0] ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]) : defaultFile();
  const { target, description, release } = await resolveTarget();
  try {
    console.log(`Backing up ${description}...`);
    const { manifest, bytes, ms } = await createBackup(target, file);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `Backup written: ${file} (${(bytes / 1024).toFixed(0)} KB) in ` +
        `${(ms / 1000).toFixed(1)} s: ${rows} rows in ${manifest.tables.length} tables, ` +
        `${manifest.files.length} files.`,
    );
    return 0;
  } finally {
    await release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
