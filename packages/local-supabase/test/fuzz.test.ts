import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../src/stack.ts';
import { freePort } from './setup/freePort.ts';

// A malformed-request fuzz against the running stack, as an attacker (or a broken client) sends
// them: bad JSON, huge headers, invalid UTF-8, long URLs, odd methods, chunked junk, odd Range
// headers, truncated bodies, random bytes. Every answer must be below 500, and the stack must
// still serve afterwards. FUZZ_SECONDS sets the duration (default 60); FUZZ_SEED replays a run.
// It runs against a stack of its own: with the service key it deletes and overwrites freely.

let running: RunningStack;
let dataDir: string;
const stack = { url: '', anonKey: '', serviceRoleKey: '' };
let hostname = '';
let port = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-fuzz-'));
  running = await startStack(
    { apiPort: await freePort(), dbPort: await freePort(), postgrestPort: await freePort(), dataDir },
    { log: () => {} },
  );
  Object.assign(stack, {
    url: running.url,
    anonKey: running.config.anonKey,
    serviceRoleKey: running.config.serviceRoleKey,
  });
  ({ hostname, port } = new URL(running.url));
  // An object to read ranges of.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const res = await fetch(`${running.url}/storage/v1/object/media/news/default.webp`, {
    method: 'POST',
    headers: {
      apikey: stack.serviceRoleKey,
      authorization: `Bearer ${stack.serviceRoleKey}`,
      'content-type': 'image/png',
    },
    body: png,
  });
  expect(res.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await running?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const SECONDS = Number(process.env.FUZZ_SECONDS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const PARALLEL = 8;

/** mulberry32: a small seeded generator, so a failing run can be replayed with FUZZ_SEED. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    bytes: (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256))),
  };
}

const rand = generator(SEED);

const PATHS = [
  '/rest/v1/news',
  '/rest/v1/news?select=id,title_en&status=eq.Published',
  '/rest/v1/coaches?select=*',
  '/rest/v1/rpc/site_frame',
  '/rest/v1/rpc/page_data',
  '/rest/v1/',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/token?grant_type=refresh_token',
  '/auth/v1/recover',
  '/auth/v1/verify?type=recovery&token=x',
  '/auth/v1/user',
  '/auth/v1/admin/users',
  '/auth/v1/factors',
  '/auth/v1/factors/00000000-0000-0000-0000-000000000000/verify',
  '/storage/v1/object/list/media',
  '/storage/v1/object/media/fuzz/x.png',
  '/storage/v1/object/public/media/news/default.webp',
  '/storage/v1/object/sign/media/news/default.webp',
  '/storage/v1/bucket',
  '/health',
  '/nowhere',
];
const METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'FOO',
  'get',
];
const KEYS = () => [stack.anonKey, stack.serviceRoleKey, 'not-a-jwt', '', 'e30.e30.e30'];

type Case = () => Buffer;

function request(method: string, path: string, headers: string[], body: Buffer | string = ''): Buffer {
  const head = [`${method} ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, ...headers].join('\r\n');
  return Buffer.concat([
    Buffer.from(`${head}\r\n\r\n`, 'latin1'),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
  ]);
}

const keyHeaders = () => {
  const key = rand.pick(KEYS());
  return key ? [`apikey: ${key}`, ...(rand.int(2) ? [`Authorization: Bearer ${key}`] : [])] : [];
};

const JSON_JUNK = [
  '{',
  '{"email":',
  '[1,2,3]',
  'null',
  '"string"',
  '{"email": {"$gt": ""}, "password": []}',
  '{"prefix": 5, "limit": -1, "offset": "x", "sortBy": "name"}',
  `{"title_en": "${'x'.repeat(5000)}"}`,
  '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  '\u0000\u0001\u0002',
];

const CASES: Record<string, Case> = {
  badJson: () => {
    const body = Buffer.from(rand.pick(JSON_JUNK));
    return request(
      rand.pick(['POST', 'PATCH', 'PUT']),
      rand.pick(PATHS),
      [...keyHeaders(), 'Content-Type: application/json', `Content-Length: ${body.length}`],
      body,
    );
  },
  hugeHeader: () =>
    request('GET', rand.pick(PATHS), [...keyHeaders(), `X-Big: ${'a'.repeat(8_000 + rand.int(40_000))}`]),
  manyHeaders: () =>
    request('GET', rand.pick(PATHS), [
      ...keyHeaders(),
      ...Array.from({ length: 200 + rand.int(2000) }, (_, i) => `X-H${i}: v`),
    ]),
  invalidUtf8: () => {
    const junk = rand.bytes(1 + rand.int(40));
    const where = rand.int(3);
    const path =
      where === 0
        ? Buffer.concat([Buffer.from(rand.pick(PATHS)), junk]).toString('latin1')
        : rand.pick(PATHS);
    const header = where === 1 ? [`X-Junk: ${junk.toString('latin1').replace(/[\r\n]/g, '')}`] : [];
    const body = where === 2 ? junk : Buffer.alloc(0);
    return request(
      'POST',
      path,
      [...keyHeaders(), ...header, 'Content-Type: application/json', `Content-Length: ${body.length}`],
      body,
    );
  },
  percentJunk: () =>
    request(
      'GET',
      `${rand.pick(PATHS)}${rand.pick(['%', '%zz', '%ff%fe', '%00', '%c0%af', '/../..', '//', '%2e%2e/'])}${rand.pick(['', 'x', '?a=%ff'])}`,
      keyHeaders(),
    ),
  longUrl: () => {
    const ids = Array.from({ length: 200 + rand.int(4000) }, (_, i) => i + 1).join(',');
    return request('GET', `/rest/v1/news?select=id&id=in.(${ids})`, keyHeaders());
  },
  longStorageName: () =>
    request(
      'POST',
      `/storage/v1/object/media/${'n'.repeat(200 + rand.int(2000))}.png`,
      [...keyHeaders(), 'Content-Type: image/png', 'Content-Length: 4'],
      'abcd',
    ),
  oddMethod: () => request(rand.pick(METHODS), rand.pick(PATHS), keyHeaders()),
  chunkedJunk: () =>
    request(
      rand.pick(['POST', 'PUT', 'PATCH']),
      rand.pick(PATHS),
      [...keyHeaders(), 'Content-Type: application/json', 'Transfer-Encoding: chunked'],
      rand.pick([
        'zz\r\n{}\r\n0\r\n\r\n',
        '5\r\n{"a"\r\n',
        'ffffffffffffffff\r\nx\r\n',
        '2\r\n{}\r\n',
        '-1\r\n\r\n',
        '3;ext=1\r\n{}}\r\n0\r\n\r\n',
      ]),
    ),
  lengthMismatch: () =>
    request(
      'POST',
      rand.pick(PATHS),
      [
        ...keyHeaders(),
        'Content-Type: application/json',
        `Content-Length: ${rand.pick(['10', '-5', 'abc', '99999999999999999999', '5, 6'])}`,
      ],
      '{}',
    ),
  range: () =>
    request(
      'GET',
      rand.pick(['/storage/v1/object/public/media/news/default.webp', '/rest/v1/news?select=id']),
      [
        ...keyHeaders(),
        `Range: ${rand.pick(['bytes=abc', 'bytes=100-50', 'bytes=0-0,5-6,9-', 'bytes=-0', 'bytes=99999999999-', 'items=0-1000000', 'bytes=--1', `bytes=0-${'9'.repeat(40)}`])}`,
      ],
    ),
  multipartJunk: () =>
    request(
      'POST',
      '/storage/v1/object/media/fuzz/m.png',
      [
        ...keyHeaders(),
        `Content-Type: multipart/form-data; boundary=${rand.pick(['x', '', '"', 'a'.repeat(300)])}`,
        'Content-Length: 20',
      ],
      '--x\r\nContent-Disp\r\n\r\n',
    ),
  randomBytes: () => rand.bytes(1 + rand.int(2000)),
  truncated: () =>
    request('POST', rand.pick(PATHS), [...keyHeaders(), 'Content-Length: 1000'], '{"a":').subarray(
      0,
      60 + rand.int(40),
    ),
};

interface Outcome {
  status: number | 'none';
}

/** Sends raw bytes and reads the status of the first answer (or none: the server closed). */
function send(bytes: Buffer): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    let data = '';
    let settled = false;
    const done = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(outcome);
    };
    socket.setTimeout(10_000, () => done({ status: 'none' }));
    socket.on('error', () => done({ status: data ? statusOf(data) : 'none' }));
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      if (data.includes('\r\n')) done({ status: statusOf(data) });
    });
    socket.on('close', () => done({ status: data ? statusOf(data) : 'none' }));
    socket.write(bytes, () => {
      // Half-close: a server waiting for more of a truncated body sees the end.
      if (!settled) setTimeout(() => socket.end(), 200);
    });
  });
}

function statusOf(head: string): number | 'none' {
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(head);
  return m ? Number(m[1]) : 'none';
}

describe('malformed-request fuzz', () => {
  it(
    `${SECONDS} s of malformed requests: no answer of 500 or above, and the stack still serves`,
    async () => {
      const counts = new Map<string, number>();
      const fivehundreds: string[] = [];
      const names = Object.keys(CASES);
      const deadline = Date.now() + SECONDS * 1000;
      let total = 0;
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (Date.now() < deadline) {
            const name = rand.pick(names);
            const bytes = CASES[name]!();
            const { status } = await send(bytes);
            total++;
            const key = String(status);
            counts.set(key, (counts.get(key) ?? 0) + 1);
            if (typeof status === 'number' && status >= 500)
              fivehundreds.push(`${status} from ${name}: ${bytes.subarray(0, 200).toString('latin1')}`);
          }
        }),
      );
      const summary = [...counts.entries()]
        .sort()
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ');
      console.log(`fuzz (seed ${SEED}): ${total} requests in ${SECONDS} s; statuses ${summary}`);
      expect([...new Set(fivehundreds.map((f) => f.split('\r\n')[0]))].slice(0, 40)).toEqual([]);
      expect(total).toBeGreaterThan(SECONDS * 10);
      // No crash: the same process still answers, and every part is up.
      const health = await fetch(`${stack.url}/health`);
      expect(health.status).toBe(200);
      const news = await fetch(`${stack.url}/rest/v1/news?select=id&limit=1`, {
        headers: { apikey: stack.anonKey },
      });
      expect(news.status).toBe(200);
    },
    (SECONDS + 60) * 1000,
  );
});
