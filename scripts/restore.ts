/**
 * `npm run restore -- FILE [--yes]`: brings the site back to exactly the content of a backup made
 * by `npm run backup`. The whole file is checked first (format, every checksum, migrations,
 * tables and columns); a damaged, edited or foreign file is refused and nothing changes. Asks
 * before overwriting unless --yes. README "Backup and restore".
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { BackupRefused, restoreBackup, type RestorePlan } from './backup/index.ts';
import { resolveTarget } from './backup/target.ts';

const USAGE = 'Usage: npm run restore -- FILE [--yes]';

async function ask(description: string, plan: RestorePlan): Promise<boolean> {
  const { manifest, current } = plan;
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  const question =
    `This replaces ALL content of ${description}\n` +
    `  (now ${current.rows} rows and ${current.files} stored files)\n` +
    `with the backup taken ${manifest.createdAt} (${rows} rows, ${manifest.files.length} files).\n` +
    'Staff will have to sign in again. Type "yes" to continue: ';
  if (!process.stdin.isTTY) {
    console.error(`${question}\nNo terminal to ask in: run again with --yes to restore.`);
    return false;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim().toLowerCase() === 'yes';
  } finally {
    rl.close();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const yes = args.includes('--yes') || args.includes('-y');
  const files = args.filter((a) => !a.startsWith('-'));
  if (args.includes('--help') || files.length !== 1) {
    console.log(USAGE);
    return args.includes('--help') ? 0 : 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const { target, description, release } = await resolveTarget();
  try {
    const result = await restoreBackup(
      target,
      file,
      yes ? {} : { confirm: (plan) => ask(description, plan) },
    );
    if (!result.restored) {
      console.log('Nothing was changed.');
      return 1;
    }
    const rows = result.manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `Restored ${description} from ${path.basename(file)} (taken ${result.manifest.createdAt}) in ` +
        `${(result.ms / 1000).toFixed(1)} s: ${rows} rows, ${result.manifest.files.length} files.`,
    );
    return 0;
  } finally {
    await release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BackupRefused) console.error(`Restore refused, nothing was changed: ${err.message}`);
    else console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
