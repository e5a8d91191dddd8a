// Measures what the staff safety net (history of changes, stale-translation marks, backups) costs:
// - backup and restore of the seeded site (database + demo media), target under 10 s each;
// - a single-row update of news at the 10,000-article scale, with and without the history
//   trigger (which also keeps the stale-translation marks), target at most 2 ms added.
//
//   npm run bench:history                 starts its own local-supabase on free ports
//   npm run bench:history -- --rounds 20  more rounds (each: 50 updates with, 50 without)
//
// Updates run as a signed-in staff member would reach the database (request.jwt.claims set, so
// the trigger also looks up the actor's name), one statement per transaction, alternating blocks
// with and without the trigger so machine noise hits both alike. Prints medians and p95.
// Exits with 1 when a figure is over its target.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startStack } from '../packages/local-supabase/src/index.ts';
import { createBackup, restoreBackup } from './backup/index.ts';
import { freePort } from './lib/freePort.ts';

const TARGET_ADDED_MS = 2;
const TARGET_BACKUP_S = 10;
const NEWS_ROWS = 10_000;
const BLOCK = 50;

const argv = process.argv.slice(2);
const roundsArg = argv.indexOf('--rounds');
const ROUNDS = roundsArg >= 0 ? Number(argv[roundsArg + 1]) : 10;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const ms = (x: number) => `${x.toFixed(3)} ms`;

type Stack = Awaited<ReturnType<typeof startStack>>;

/** Backup and restore of the seeded site; true when both are within their target. */
async function benchBackup(stack: Stack, dataDir: string): Promise<boolean> {
  const target = {
    dbUrl: stack.dbUrl,
    storage: {
      kind: 'disk' as const,
      dataDir,
      api: { url: stack.url, serviceRoleKey: stack.config.serviceRoleKey },
    },
  };
  const file = path.join(dataDir, 'bench.tar.gz');
  const backup = await createBackup(target, file);
  const restore = await restoreBackup(target, file);
  const rows = backup.manifest.tables.reduce((n, t) => n + t.rows, 0);
  console.log(
    `seeded site: ${rows} rows, ${backup.manifest.files.length} files, archive ${(backup.bytes / 1024).toFixed(0)} KB`,
  );
  console.log(`  backup   ${(backup.ms / 1000).toFixed(2)} s (target < ${TARGET_BACKUP_S} s)`);
  console.log(`  restore  ${(restore.ms / 1000).toFixed(2)} s (target < ${TARGET_BACKUP_S} s)`);
  return backup.ms <= TARGET_BACKUP_S * 1000 && restore.ms <= TARGET_BACKUP_S * 1000;
}

/** Fills news up to NEWS_ROWS articles the size of the demo ones, and acts as a signed-in Editor. */
async function prepareNews(db: pg.Client): Promise<void> {
  const { rows: have } = await db.query<{ n: number }>('select count(*)::int as n from public.news');
  const missing = NEWS_ROWS - have[0]!.n;
  // A title and ~1.5 KB of HTML in three languages.
  await db.query(
    `insert into public.news (status, title_en, title_es, title_ru, text_en, text_es, text_ru, publish_date)
     select 'Published', 'Article ' || g, 'Artículo ' || g, 'Статья ' || g,
            repeat('<p>Training report and match notes for the weekend. </p>', 28),
            repeat('<p>Informe del entrenamiento y notas del partido. </p>', 28),
            repeat('<p>Отчёт о тренировке и заметки о матче. </p>', 28),
            now() - (g || ' minutes')::interval
       from generate_series(1, $1) g`,
    [missing],
  );
  await db.query('analyze public.news');
  const { rows: staff } = await db.query<{ id: string }>(
    "select id from public.users where role = 'Editor' and is_active limit 1",
  );
  // As PostgREST sets it for a signed-in Editor, so auth.uid() and the actor lookup run.
  await db.query("select set_config('request.jwt.claims', $1, false)", [
    JSON.stringify({ sub: staff[0]!.id, role: 'authenticated' }),
  ]);
}

/**
 * Times one update statement with and without the history trigger, in alternating blocks;
 * prints the medians and returns whether the added time is within its target.
 */
async function timeUpdates(db: pg.Client, sql: string, params: () => unknown[]): Promise<boolean> {
  const timings = { with: [] as number[], without: [] as number[] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const mode of ['with', 'without'] as const) {
      await db.query(
        `alter table public.news ${mode === 'with' ? 'enable' : 'disable'} trigger history_record_change`,
      );
      for (let i = 0; i < BLOCK; i++) {
        const p = params();
        const t0 = process.hrtime.bigint();
        await db.query(sql, p);
        timings[mode].push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }
  }
  await db.query('alter table public.news enable trigger history_record_change');
  const added = quantile(timings.with, 0.5) - quantile(timings.without, 0.5);
  const line = (mode: 'with' | 'without') =>
    `median ${ms(quantile(timings[mode], 0.5))}, p95 ${ms(quantile(timings[mode], 0.95))}`;
  console.log(`  with history trigger     ${line('with')}`);
  console.log(`  without                  ${line('without')}`);
  console.log(`  added (median)           ${ms(added)} (target <= ${TARGET_ADDED_MS} ms)`);
  return added <= TARGET_ADDED_MS;
}

/** Single-row updates of news at the 10,000-article scale; true when both are within target. */
async function benchUpdates(stack: Stack): Promise<boolean> {
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    await prepareNews(db);
    const { rows: ids } = await db.query<{ id: string }>('select id from public.news order by id');
    const pick = () => ids[Math.floor(Math.random() * ids.length)]!.id;
    let n = 0;
    console.log(`\nsingle-row update of news (${ids.length} articles, ${ROUNDS * BLOCK} updates each way):`);
    console.log(' title_en (English title: history row + two stale marks)');
    const title = await timeUpdates(db, 'update public.news set title_en = $1 where id = $2', () => [
      `Title ${++n}`,
      pick(),
    ]);
    console.log(' text_es (a 1.5 KB Spanish text: history row, mark cleared)');
    const text = await timeUpdates(db, 'update public.news set text_es = $1 where id = $2', () => [
      `<p>Texto ${++n}</p>`.repeat(40),
      pick(),
    ]);
    return title && text;
  } finally {
    await db.end();
  }
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-bench-history-'));
  const stack = await startStack(
    { apiPort: await freePort(), dbPort: await freePort(), postgrestPort: await freePort(), dataDir },
    { log: () => {} },
  );
  try {
    const backupOk = await benchBackup(stack, dataDir);
    const updatesOk = await benchUpdates(stack);
    return backupOk && updatesOk ? 0 : 1;
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
