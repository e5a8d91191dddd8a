/**
 * `npm run bench:edge`: several site servers behind one address, as a deployment with a CDN or a
 * caching reverse proxy runs them. Starts local-supabase (seeded), three site servers (each its
 * own process, scripts/serve-site.ts) and Debian's nginx in front of them with proxy caching on,
 * as the README's "Deploying" recipe says. Then 100 connections ask for the site's pages for 60 s
 * (autocannon); a third of the way in one site server is killed (SIGKILL) and it is started again
 * at half time; at two thirds a page is saved and the cached page is watched until it shows it.
 *
 * Prints: requests, failed requests (errors, timeouts, answers other than 2xx), the fraction of
 * requests that reached a site server, p99 latency, and the staleness (save -> on the cached
 * page). Exits with 1 when a request failed or the staleness passes the shared-cache TTL.
 *
 *   npm run bench:edge                      100 connections, 60 s
 *   npm run bench:edge -- --duration 20 --connections 50
 *
 * Needs nginx (`apt-get install nginx-light`; installed here when missing and run as root) and
 * the built apps (`npm run build`).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEFAULT_SHARED_CACHE } from '../packages/site-server/src/endpoints/pages.ts';
import { spawnSiteServer, type SiteProcess } from './lib/siteProcess.ts';
import { freePort } from './lib/freePort.ts';
import { loadAverages } from './lib/proc.ts';
import { printTable, type Stack } from './siteStack.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const DURATION_S = option('duration', 60);
const CONNECTIONS = option('connections', 100);
const SITE_SERVERS = 3;
/** The longest a save may take to reach a page in a shared cache: fresh + stale, and a render. */
const TTL_MS = (DEFAULT_SHARED_CACHE.fresh + DEFAULT_SHARED_CACHE.stale) * 1000 + 1000;

/** Debian's nginx, installed when missing (as root). */
function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: sudo apt-get install nginx-light');
  console.log('Installing nginx-light (apt-get)...');
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/sbin/nginx';
}

/** The recipe of the README's "Deploying" section, with the cache in a temporary folder. */
function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 4096; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format edge '$upstream_addr';
  access_log ${dir}/access.log edge;
  log_subrequest on;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site:10m max_size=256m inactive=10m use_temp_path=off;
  upstream site_servers {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site_servers;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_next_upstream error timeout http_502 http_504;
      proxy_cache site;
      proxy_cache_revalidate on;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

async function startNginx(dir: string, port: number, upstreams: number[]): Promise<ChildProcess> {
  const binary = nginxBinary();
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(dir, port, upstreams));
  const test = spawnSync(binary, ['-t', '-q', '-c', config, '-p', dir], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration:\n${test.stderr}`);
  const nginx = spawn(binary, ['-c', config, '-p', dir], { stdio: 'inherit' });
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return nginx;
    await new Promise((r) => setTimeout(r, 100));
  }
  nginx.kill('SIGKILL');
  throw new Error('nginx did not answer in 10 s');
}

/** Every public page of the menu, in each language: what visitors ask for. */
async function pagePaths(stack: Stack): Promise<string[]> {
  const { rows } = await stack.pool.query<{ url: string }>(
    `select distinct url from public.menu_items where is_active and url like '/%' order by url`,
  );
  const urls = rows.map((row) => row.url);
  return ['', '/es', '/ru'].flatMap((prefix) =>
    urls.map((url) => (prefix && url === '/' ? prefix : `${prefix}${url}`)),
  );
}

/**
 * Saves a new home title (an update of the `pages` row, as the back office's save makes) and
 * asks the proxy for the home page until it shows it: the time a visitor behind the shared cache
 * may see the old page.
 */
async function staleness(stack: Stack, edgeUrl: string): Promise<number> {
  const marker = `Edge ${Date.now()}`;
  await stack.pool.query(
    `update public.pages set content = jsonb_set(content, '{page_title_en}', to_jsonb($1::text)) where key = 'index'`,
    [marker],
  );
  const saved = performance.now();
  while (performance.now() - saved < TTL_MS * 3) {
    const html = await (await fetch(`${edgeUrl}/`, { headers: { 'accept-encoding': 'identity' } })).text();
    if (html.includes(marker)) return performance.now() - saved;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Number.POSITIVE_INFINITY;
}

/** Requests that reached a site server, from nginx's log of upstream addresses (retries count). */
function originRequests(dir: string): number {
  return readFileSync(path.join(dir, 'access.log'), 'utf8')
    .split('\n')
    .reduce((sum, line) => sum + (line.match(/\d+\.\d+\.\d+\.\d+:\d+/g)?.length ?? 0), 0);
}

interface EdgeRun {
  result: autocannon.Result;
  stalenessMs: number;
  restartMs: number;
}

async function load(
  stack: Stack,
  edgeUrl: string,
  servers: SiteProcess[],
  restart: () => Promise<SiteProcess>,
): Promise<EdgeRun> {
  const paths = await pagePaths(stack);
  const timers: Promise<number>[] = [];
  const at = (fraction: number, work: () => Promise<number>) =>
    timers.push(
      new Promise((resolve, reject) =>
        setTimeout(() => work().then(resolve, reject), DURATION_S * 1000 * fraction),
      ),
    );
  at(1 / 3, async () => {
    console.log(`  ${new Date().toISOString()} killing site server ${servers[1]!.pid} (SIGKILL)`);
    process.kill(servers[1]!.pid, 'SIGKILL');
    await servers[1]!.exited;
    return 0;
  });
  at(1 / 2, async () => {
    const begin = performance.now();
    servers[1] = await restart();
    console.log(`  ${new Date().toISOString()} site server started again (${servers[1].pid})`);
    return performance.now() - begin;
  });
  at(2 / 3, () => staleness(stack, edgeUrl));
  const result = await autocannon({
    url: edgeUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
    requests: paths.map((p) => ({ method: 'GET', path: p, headers: { 'accept-encoding': 'br, gzip' } })),
  });
  const [, restartMs, stalenessMs] = await Promise.all(timers);
  return { result, stalenessMs: stalenessMs!, restartMs: restartMs! };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'public-site/dist-server/entry-server.js')))
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  nginxBinary();
  const { startStack } = await import('../packages/local-supabase/src/index.ts');
  const { seedMedia } = await import('../packages/demo-content/src/index.ts');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-edge-'));
  const [apiPort, dbPort, postgrestPort, edgePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const stack = await startStack(
    { apiPort, dbPort, postgrestPort, dataDir: dir },
    { log: () => undefined, seed: seedMedia, seedErrors: 'warn' },
  );
  const servers: SiteProcess[] = [];
  let nginx: ChildProcess | undefined;
  try {
    const sitePorts = await Promise.all(Array.from({ length: SITE_SERVERS }, () => freePort()));
    const edgeUrl = `http://127.0.0.1:${edgePort}`;
    const start = (port: number) =>
      spawnSiteServer(
        {
          SUPABASE_URL: stack.url,
          SUPABASE_ANON_KEY: stack.config.anonKey,
          SITE_HOST: '127.0.0.1',
          SITE_PORT: String(port),
          SITE_URL: edgeUrl,
          SITE_IMAGE_CACHE_DIR: path.join(dir, `images-${port}`),
        },
        { quiet: true },
      );
    for (const port of sitePorts) servers.push(await start(port));
    nginx = await startNginx(dir, edgePort, sitePorts);
    console.log(
      `${SITE_SERVERS} site servers behind nginx at ${edgeUrl}; ${CONNECTIONS} connections for ${DURATION_S} s`,
    );
    const run = await load(stack, edgeUrl, servers, () => start(sitePorts[1]!));
    report(run, originRequests(dir));
  } finally {
    nginx?.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.stop()));
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function report({ result, stalenessMs, restartMs }: EdgeRun, origin: number): void {
  const failures = result.errors + result.timeouts + result.non2xx;
  const stalenessOk = stalenessMs <= TTL_MS;
  printTable([
    ['measure', 'value', 'target'],
    ['requests', String(result.requests.total), ''],
    [
      'failed requests',
      `${failures} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
      '0',
    ],
    ['requests per second (mean)', result.requests.average.toFixed(0), ''],
    [
      'reached a site server',
      `${origin} (${((origin / Math.max(1, result.requests.total)) * 100).toFixed(2)} %)`,
      '< 1 %',
    ],
    ['p99 latency', `${result.latency.p99} ms`, ''],
    [
      'staleness: save -> on the cached page',
      `${(stalenessMs / 1000).toFixed(2)} s`,
      `<= ${TTL_MS / 1000} s`,
    ],
    ['killed site server answering again after', `${(restartMs / 1000).toFixed(2)} s`, ''],
  ]);
  const load = loadAverages();
  console.log(`load average afterwards: ${load} (2 cores shared with the load generator and the API)`);
  if (failures > 0 || !stalenessOk) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
