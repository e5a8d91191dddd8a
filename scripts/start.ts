/**
 * `npm start`: builds what is missing, starts the SMTP catcher, the local payment provider (unless
 * STRIPE_SECRET_KEY or STRIPE_API_URL names another; docs/local-payments.md), then the API
 * (local-supabase with the demo media), the job queue's worker and the site server, each in a
 * process of its own, and
 * prints where everything is. It supervises them as a process manager would in production: a part
 * that stops unexpectedly is said and started again after a pause while the others keep running
 * (scripts/lib/supervise.ts). A part not ready within START_READY_TIMEOUT seconds (180) is
 * stopped and named; on the first start everything else stops too, on a restart it is tried
 * again. `npm run dev`: the same with Vite dev servers and hot reload instead of the site server.
 * Ctrl-C, SIGTERM, SIGHUP or the death of the parent process stop everything.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig, stopOnSignalsAndParentDeath } from '../packages/local-supabase/src/index.ts';
import { catcherPorts } from '../packages/worker/src/index.ts';
import { spawnPart, type SpawnOptions } from './lib/partProcess.ts';
import { paymentsPlan } from './lib/paymentsPlan.ts';
import { spawnSiteServer } from './lib/siteProcess.ts';
import { supervise, type SupervisedPart, type SuperviseOptions } from './lib/supervise.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const skipBuild = args.has('--no-build');

const DEMO_LOGINS = [
  ['Admin', 'admin@example.com', 'Admin12345!'],
  ['Editor', 'editor@example.com', 'Editor12345!'],
  ['Coordinator', 'coordinator@example.com', 'Coordinator12345!'],
  ['Inactive (refused)', 'inactive@example.com', 'Inactive12345!'],
] as const;

function siteAddress(): { host: string; port: number } {
  const port = Number(process.env.SITE_PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`SITE_PORT must be a port number, got "${process.env.SITE_PORT}"`);
  return { host: process.env.SITE_HOST ?? '127.0.0.1', port };
}

/** The default of START_READY_TIMEOUT: the API's first start creates and migrates its database. */
const READY_TIMEOUT_SECONDS = 180;

/** START_READY_TIMEOUT: how many seconds a part may take to say it is ready, in ms. */
function readyTimeoutMs(raw = process.env.START_READY_TIMEOUT): number {
  if (raw === undefined || raw === '') return READY_TIMEOUT_SECONDS * 1000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error(`START_READY_TIMEOUT must be a positive number of seconds, got "${raw}"`);
  return seconds * 1000;
}

/** SITE_IMAGE_CACHE_MB: the largest size of the resized-image cache (default 256 MB). */
function checkImageCacheSize(): void {
  const raw = process.env.SITE_IMAGE_CACHE_MB;
  if (raw === undefined) return;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb <= 0)
    throw new Error(`SITE_IMAGE_CACHE_MB must be a positive number, got "${raw}"`);
}

/** The site server (scripts/serve-site.ts) against this stack, restarted when it stops. */
function superviseSite(
  site: { host: string; port: number; siteUrl: string; dataDir: string },
  api: { url: string; anonKey: string; relayKey: string | undefined },
  payments: Record<string, string>,
  options: SuperviseOptions,
  spawnOptions: SpawnOptions,
): Promise<SupervisedPart> {
  checkImageCacheSize();
  return supervise(
    'The site server',
    () =>
      spawnSiteServer(
        {
          SUPABASE_URL: api.url,
          SUPABASE_ANON_KEY: api.anonKey,
          SITE_HOST: site.host,
          SITE_PORT: String(site.port),
          // The same site address as the auth service's e-mail links ([auth] site_url / SITE_URL).
          SITE_URL: site.siteUrl,
          SITE_IMAGE_CACHE_DIR: process.env.SITE_IMAGE_CACHE_DIR ?? path.join(site.dataDir, 'image-cache'),
          REGISTRATION_RELAY_KEY: api.relayKey ?? '',
          ANSWER_COOKIE_SECRET: process.env.ANSWER_COOKIE_SECRET ?? '',
          ...payments,
        },
        spawnOptions,
      ),
    options,
  );
}

function buildIfMissing(): void {
  for (const [workspace, files] of [
    ['@academy/public-site', ['public-site/dist/index.html', 'public-site/dist-server/entry-server.js']],
    ['@academy/admin', ['admin/dist/index.html']],
  ] as const) {
    if (files.every((file) => existsSync(path.join(root, file)))) continue;
    console.log(`Building ${workspace} (first start)...`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Building ${workspace} failed (see above).`);
  }
}

async function startDevServers(apiUrl: string, anonKey: string, host: string, port: number) {
  const { createServer } = await import('vite');
  const env = { VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: anonKey };
  Object.assign(process.env, env);
  const adminPort = port + 1;
  const admin = await createServer({
    configFile: path.join(root, 'admin/vite.config.ts'),
    root: path.join(root, 'admin'),
    server: { host, port: adminPort, strictPort: true },
  });
  await admin.listen();
  const adminUrl = `http://${host}:${adminPort}`;
  // One origin in development too: the public dev server forwards the admin's paths.
  const site = await createServer({
    configFile: path.join(root, 'public-site/vite.config.ts'),
    root: path.join(root, 'public-site'),
    server: {
      host,
      port,
      strictPort: true,
      proxy: {
        '^/(login|unauthorized|forgot-password|set-password)(/.*)?$': {
          target: adminUrl,
          rewrite: () => '/admin/',
        },
        '/admin': { target: adminUrl, ws: true },
      },
    },
  });
  await site.listen();
  return async () => {
    await site.close();
    await admin.close();
  };
}

/**
 * Where e-mails go: SMTP_URL when it is set (a real server), else a local SMTP catcher whose web
 * inbox shows them (ports: catcherPorts), in a process of its own at the lowest CPU priority
 * (scripts/serve-mail.ts): it stands in for a provider on another machine.
 */
async function mailTarget(
  supabaseDir: string,
  dataDir: string,
  options: { supervision: SuperviseOptions; spawn: SpawnOptions },
): Promise<{ smtpUrl: string; catcher?: { webUrl: string; smtpUrl: string; part: SupervisedPart } }> {
  if (process.env.SMTP_URL) return { smtpUrl: process.env.SMTP_URL };
  const ports = catcherPorts(supabaseDir);
  const part = await supervise(
    'The SMTP catcher',
    () =>
      spawnPart(
        'scripts/serve-mail.ts',
        {
          MAIL_CATCHER_PORT: String(ports.webPort),
          MAIL_CATCHER_SMTP_PORT: String(ports.smtpPort),
          // The caught e-mails stay in the data folder, so the inbox outlives a restart.
          MAIL_CATCHER_DIR: path.join(dataDir, 'maildev'),
        },
        options.spawn,
      ),
    options.supervision,
  );
  const { ready } = part.current()!;
  const smtpUrl = ready.details?.smtpUrl ?? '';
  return { smtpUrl, catcher: { webUrl: ready.ready, smtpUrl, part } };
}

/** The database's key with which the site server relays a visitor's address (docs/registrations.md). */
async function relayKey(dbUrl: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>(
      `select value from private.secrets where name = 'relay'`,
    );
    return rows[0]?.value;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const { host, port } = siteAddress();
  if (!dev && !skipBuild) buildIfMissing();

  const spawnOptions: SpawnOptions = {
    readyTimeoutMs: readyTimeoutMs(),
    readyTimeoutHint: ' (to wait longer, set START_READY_TIMEOUT to a number of seconds)',
  };
  const payments = paymentsPlan(process.env, { host, port });
  const parts: SupervisedPart[] = [];
  let paymentsPart: SupervisedPart | undefined;
  let stopDevServers: () => Promise<void> = async () => undefined;
  let stopCatcher: () => Promise<void> = async () => undefined;
  // The site and the worker first (they use the API), then the API, within the 4 s that
  // stopOnSignalsAndParentDeath waits.
  const stopAll = async () => {
    const [api, ...users] = parts;
    await Promise.all([
      stopDevServers().catch((err: unknown) => console.error(err)),
      ...users.map((part) => part.stop(1500).catch((err: unknown) => console.error(err))),
    ]);
    await Promise.all([
      api?.stop(2000).catch((err: unknown) => console.error(err)),
      paymentsPart?.stop(1500).catch((err: unknown) => console.error(err)),
    ]);
    await stopCatcher().catch((err: unknown) => console.error(err));
  };
  // A part stopped on purpose (`npm run supabase -- stop`, a SIGTERM to it) stops everything.
  const supervision: SuperviseOptions = {
    onCleanExit: () => void stopAll().finally(() => process.exit(0)),
  };
  const started = await (async () => {
    const { smtpUrl, catcher } = await mailTarget(config.supabaseDir, config.dataDir, {
      supervision,
      spawn: spawnOptions,
    });
    stopCatcher = async () => catcher?.part.stop(1500);
    if (payments.local) {
      // Its data (sessions, payments, undelivered events) stays in the stack's data folder.
      paymentsPart = await supervise(
        'The payment provider',
        () =>
          spawnPart(
            'scripts/serve-payments.ts',
            {
              PAYMENTS_DATA_DIR: process.env.PAYMENTS_DATA_DIR ?? path.join(config.dataDir, 'payments'),
              PAYMENTS_WEBHOOK_URL: process.env.PAYMENTS_WEBHOOK_URL ?? payments.webhookUrl,
              PAYMENTS_WEBHOOK_SECRET: payments.env.STRIPE_WEBHOOK_SECRET!,
            },
            spawnOptions,
          ),
        supervision,
      );
      payments.env.STRIPE_API_URL = paymentsPart.current()!.ready.ready;
    }
    // The auth service's own e-mails (recovery, e-mail change) go there too.
    const api = await supervise(
      'The API',
      () => spawnPart('scripts/serve-api.ts', { SMTP_URL: smtpUrl }, spawnOptions),
      supervision,
    );
    parts.push(api);
    const { ready } = api.current()!;
    const apiUrl = ready.ready;
    const dbUrl = ready.details?.dbUrl ?? '';
    parts.push(
      await supervise(
        'The worker',
        () =>
          spawnPart(
            'packages/worker/src/cli.ts',
            {
              DATABASE_URL: dbUrl,
              SMTP_URL: smtpUrl,
              SITE_URL: config.siteUrl,
              MAIL_FROM: process.env.MAIL_FROM ?? '',
              ...payments.env,
            },
            spawnOptions,
          ),
        supervision,
      ),
    );
    if (dev) stopDevServers = await startDevServers(apiUrl, config.anonKey, host, port);
    else
      parts.push(
        await superviseSite(
          { host, port, siteUrl: config.siteUrl, dataDir: config.dataDir },
          // The site server relays forms posted without script with the visitor's address.
          { url: apiUrl, anonKey: config.anonKey, relayKey: await relayKey(dbUrl) },
          payments.env,
          supervision,
          spawnOptions,
        ),
      );
    return { url: apiUrl, dbUrl, catcher };
  })().catch(async (err: unknown) => {
    await stopAll();
    throw err;
  });
  const { catcher } = started;

  const siteUrl = `http://${host}:${port}`;
  console.log('');
  console.log(`  Website      ${siteUrl}/`);
  console.log(`  Back office  ${siteUrl}/admin   (sign in at ${siteUrl}/login)`);
  console.log(`  API          ${started.url}   (anon key: see README "Configuration")`);
  console.log(`  Database     ${started.dbUrl}`);
  console.log(
    catcher
      ? `  E-mail       ${catcher.webUrl}   (SMTP catcher inbox; SMTP ${catcher.smtpUrl})`
      : `  E-mail       sent through SMTP_URL`,
  );
  console.log(
    payments.local
      ? `  Payments     ${payments.env.STRIPE_API_URL}/   (local Stripe; card 4242 4242 4242 4242; webhooks to ${payments.webhookUrl})`
      : `  Payments     ${payments.env.STRIPE_API_URL ?? 'Stripe'} (STRIPE_SECRET_KEY)`,
  );
  console.log('');
  console.log('  Demo staff (local demo only):');
  for (const [role, email, password] of DEMO_LOGINS)
    console.log(`    ${role.padEnd(19)} ${email} / ${password}`);
  console.log('');
  console.log(
    '  The API, the SMTP catcher, the payment provider, the worker and the site server are restarted when they stop unexpectedly.',
  );
  console.log(dev ? '  Hot reload is on. Ctrl-C stops everything.' : '  Ctrl-C stops everything.');
  console.log('READY');

  stopOnSignalsAndParentDeath({ stop: stopAll });
}

main().catch((err: unknown) => {
  console.error(`\nCould not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
