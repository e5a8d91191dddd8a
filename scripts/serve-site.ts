/**
 * `npm run start:site`: the site server alone, against a Supabase project elsewhere (hosted
 * Supabase in production): it renders the public pages and serves both built apps. Needs
 * SUPABASE_URL and SUPABASE_ANON_KEY (README "Deploying to hosted Supabase"); builds the apps
 * first when they are missing. Stops on SIGINT, SIGTERM or SIGHUP.
 *
 * Started by `npm start` (scripts/lib/partProcess.ts) it has an IPC channel to that parent: it
 * says where it listens, leaves Ctrl-C and SIGHUP to the parent (which stops it with SIGTERM), and
 * stops by itself when the channel closes (the parent died).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { paymentsConfig, startSiteServer } from '../packages/site-server/src/index.ts';
import type { ReadyMessage } from './lib/partProcess.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} is not set: see the README section "Deploying to hosted Supabase".`);
  return value;
}

/** SITE_SHARED_CACHE_SECONDS: how long a CDN may keep a page, and serve it stale while it asks (5). */
function sharedCache(): { fresh: number; stale: number } | undefined {
  const raw = process.env.SITE_SHARED_CACHE_SECONDS?.trim();
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new Error(`SITE_SHARED_CACHE_SECONDS must be a whole number of seconds, got "${raw}"`);
  return { fresh: seconds, stale: seconds };
}

async function main(): Promise<void> {
  const supabaseUrl = required('SUPABASE_URL').replace(/\/+$/, '');
  const anonKey = required('SUPABASE_ANON_KEY');
  const host = process.env.SITE_HOST ?? '127.0.0.1';
  const port = Number(process.env.SITE_PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`SITE_PORT must be a port number, got "${process.env.SITE_PORT}"`);
  const siteUrl = process.env.SITE_URL?.trim() || `http://${host}:${port}`;
  if (
    !existsSync(path.join(root, 'public-site/dist-server/entry-server.js')) ||
    !existsSync(path.join(root, 'admin/dist/index.html'))
  ) {
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('Building the apps failed (see above).');
  }
  const site = await startSiteServer({
    host,
    port,
    supabaseUrl,
    anonKey,
    siteUrl,
    publicDist: path.join(root, 'public-site/dist'),
    publicServerEntry: path.join(root, 'public-site/dist-server/entry-server.js'),
    adminDist: path.join(root, 'admin/dist'),
    imageCacheDir: process.env.SITE_IMAGE_CACHE_DIR ?? path.join(root, '.data', 'image-cache'),
    registrationRelayKey: process.env.REGISTRATION_RELAY_KEY || undefined,
    // Signs the registration answer cookie; unset: derived from REGISTRATION_RELAY_KEY.
    answerCookieSecret: process.env.ANSWER_COOKIE_SECRET || undefined,
    imageCacheMaxBytes: process.env.SITE_IMAGE_CACHE_MB
      ? Number(process.env.SITE_IMAGE_CACHE_MB) * 1024 * 1024
      : undefined,
    sharedCache: sharedCache(),
    // STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL (docs/configuration.md); unset: payments off.
    payments: paymentsConfig(process.env),
  });
  const stop = () => void site.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  if (process.send) {
    process.send({ ready: site.url } satisfies ReadyMessage);
    process.on('SIGINT', () => undefined);
    process.on('SIGHUP', () => undefined);
    process.once('disconnect', stop);
    return;
  }
  console.log(`Website ${siteUrl}/ (listening on ${site.url}), API ${supabaseUrl}`);
  process.once('SIGINT', stop);
  process.once('SIGHUP', stop);
}

main().catch((err: unknown) => {
  console.error(`\nCould not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
