import net from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const secret = new TextEncoder().encode(stack.jwtSecret);
const now = () => Math.floor(Date.now() / 1000);

async function jsonOf(res: Response): Promise<Record<string, unknown>> {
  expect(res.headers.get('content-type') ?? '').toMatch(/application\/(openapi\+)?json/);
  const text = await res.text();
  expect(text).not.toMatch(/\n\s+at /); // never a stack trace
  return JSON.parse(text) as Record<string, unknown>;
}

/** The stack still answers: health and a PostgREST select through supabase-js. */
async function expectStillServing(): Promise<void> {
  const health = await fetch(`${stack.url}/health`);
  expect(health.status).toBe(200);
  const client = createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
  const { error } = await client.from('news').select('id').limit(1);
  expect(error).toBeNull();
}

describe('gateway: health and routing', () => {
  it('answers GET /health without an apikey', async () => {
    const res = await fetch(`${stack.url}/health`);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ status: 'ok' });
  });

  it('serves the PostgREST OpenAPI root at /rest/v1/ with the public URL', async () => {
    const res = await fetch(`${stack.url}/rest/v1/`, { headers: { apikey: stack.anonKey } });
    expect(res.status).toBe(200);
    const doc = await jsonOf(res);
    expect(doc.swagger).toBe('2.0');
    expect(doc.host).toBe(new URL(stack.url).host);
  });

  it('answers unknown routes with a 404 JSON error', async () => {
    const res = await fetch(`${stack.url}/nowhere`, { headers: { apikey: stack.anonKey } });
    expect(res.status).toBe(404);
    expect((await jsonOf(res)).message).toBeTruthy();
    const table = await fetch(`${stack.url}/rest/v1/no_such_table`, { headers: { apikey: stack.anonKey } });
    expect(table.status).toBe(404);
    expect((await jsonOf(table)).message).toBeTruthy();
    await expectStillServing();
  });
});

describe('gateway: CORS', () => {
  const origin = 'http://localhost:5173';
  const clientHeaders =
    'authorization,apikey,x-client-info,content-type,x-supabase-api-version,prefer,range,accept-profile,content-profile,accept';

  it.each([
    ['/rest/v1/news?select=*', 'PATCH', clientHeaders],
    [
      '/auth/v1/token?grant_type=password',
      'POST',
      'authorization,apikey,x-client-info,content-type,x-supabase-api-version',
    ],
    [
      '/storage/v1/object/news/a.png',
      'POST',
      'authorization,apikey,x-client-info,content-type,x-upsert,cache-control,x-metadata',
    ],
  ])('allows a preflight to %s from another origin', async (path, method, headers) => {
    const res = await fetch(`${stack.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain(method);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
    for (const h of headers.split(',')) expect(allowed).toContain(h);
  });

  it('exposes Content-Range on cross-origin responses', async () => {
    const res = await fetch(`${stack.url}/rest/v1/news?select=id`, {
      headers: { origin, apikey: stack.anonKey, prefer: 'count=exact', range: '0-1' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('content-range');
    expect(exposed).toContain('x-total-count');
    expect(res.headers.get('content-range')).toMatch(/^(\d+-\d+|\*)\/\d+$/);
  });
});

describe('gateway: apikey', () => {
  it('refuses a request without apikey with 401 JSON', async () => {
    for (const path of ['/rest/v1/news', '/auth/v1/user', '/storage/v1/bucket']) {
      const res = await fetch(`${stack.url}${path}`);
      expect(res.status).toBe(401);
      expect((await jsonOf(res)).message).toBe('No API key found in request');
    }
  });

  it('refuses keys that are not anon/service_role JWTs signed with the secret', async () => {
    const wrongSecret = await new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const userRole = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now() + 600)
      .sign(secret);
    const unsigned = new UnsecuredJWT({ role: 'service_role' }).encode();
    for (const key of ['not-a-key', wrongSecret, userRole, unsigned]) {
      const res = await fetch(`${stack.url}/rest/v1/news`, { headers: { apikey: key } });
      expect(res.status).toBe(401);
      const body = await jsonOf(res);
      expect(body.message).toBe('Invalid API key');
      expect(body.hint).toBeTruthy();
    }
    await expectStillServing();
  });

  it('accepts the key in the query string, as Kong does, without passing it on as a filter', async () => {
    const res = await fetch(`${stack.url}/rest/v1/news?select=id&limit=1&apikey=${stack.anonKey}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it('lets browsers load public storage objects without apikey (no 401 from the gateway)', async () => {
    const res = await fetch(`${stack.url}/storage/v1/object/public/news/does-not-exist.png`);
    expect(res.status).not.toBe(401);
  });
});

describe('gateway: bad JWTs in Authorization', () => {
  const expired = () =>
    new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now() - 7200)
      .setExpirationTime(now() - 3600)
      .sign(secret);
  const forged = () =>
    new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('forged-secret-forged-secret-forged-secret!!'));
  const unsigned = async () => new UnsecuredJWT({ role: 'service_role', exp: now() + 600 }).encode();

  it.each([
    ['expired', expired],
    ['forged', forged],
    ['unsigned (alg none)', unsigned],
  ])('an %s JWT gets a 4xx JSON error from every service', async (_name, make) => {
    const token = await make();
    const headers = { apikey: stack.anonKey, authorization: `Bearer ${token}` };
    const rest = await fetch(`${stack.url}/rest/v1/news?select=id`, { headers });
    expect(rest.status).toBe(401);
    expect((await jsonOf(rest)).message).toBeTruthy();
    const auth = await fetch(`${stack.url}/auth/v1/user`, { headers });
    expect(auth.status).toBeGreaterThanOrEqual(400);
    expect(auth.status).toBeLessThan(500);
    await jsonOf(auth);
    const storage = await fetch(`${stack.url}/storage/v1/bucket`, { headers });
    expect(storage.status).toBeGreaterThanOrEqual(400);
    expect(storage.status).toBeLessThan(500);
    await jsonOf(storage);
    await expectStillServing();
  });
});

describe('gateway: bodies', () => {
  const writeHeaders = {
    apikey: stack.serviceRoleKey,
    authorization: `Bearer ${stack.serviceRoleKey}`,
    'content-type': 'application/json',
  };

  it('answers malformed JSON with a 400 JSON error', async () => {
    const rest = await fetch(`${stack.url}/rest/v1/news`, {
      method: 'POST',
      headers: writeHeaders,
      body: '{"title_en": ',
    });
    expect(rest.status).toBe(400);
    expect((await jsonOf(rest)).message).toBeTruthy();
    const auth = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: '{"email": "x@example.com", ',
    });
    expect(auth.status).toBeGreaterThanOrEqual(400);
    expect(auth.status).toBeLessThan(500);
    await jsonOf(auth);
    await expectStillServing();
  });

  it('refuses a text body that is not UTF-8 with 400 in PostgREST error shape, whole or streamed', async () => {
    const post = (contentType: string, body: Buffer | string | ReadableStream<Uint8Array>) =>
      fetch(`${stack.url}/rest/v1/rpc/form_token`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': contentType },
        body,
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit);
    const bad = Buffer.from([0xff]);
    // A streamed body: its length unknown, the bad byte only in the last chunk.
    const streamed = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`{"p_form": "${'a'.repeat(100_000)}`));
          controller.enqueue(new Uint8Array([0xc3]));
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        },
      });
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', bad],
      ['application/json', Buffer.concat([Buffer.from('{"p_form": "'), bad, Buffer.from('"}')])],
      ['text/plain', bad],
      ['application/json', streamed()],
    ] as const) {
      const res = await post(type, body);
      expect(res.status).toBe(400);
      expect(await jsonOf(res)).toEqual({
        code: 'PGRST102',
        details: null,
        hint: expect.any(String),
        message: 'The request body is not valid UTF-8',
      });
    }
    // UTF-8 beyond ASCII reaches PostgREST as before.
    const accented = await post('application/json', JSON.stringify({ p_form: 'inscripción' }));
    expect(accented.status).toBeLessThan(500);
    expect((await jsonOf(accented)).code).not.toBe('PGRST102');
    await expectStillServing();
  });

  it('refuses an oversized body with 413 JSON, declared or streamed', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(32);
    const declared = await fetch(`${stack.url}/rest/v1/news`, {
      method: 'POST',
      headers: writeHeaders,
      body: big,
    });
    expect(declared.status).toBe(413);
    expect((await jsonOf(declared)).message).toBeTruthy();

    // Chunked: no Content-Length, so the limit must be enforced while reading.
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 11) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${stack.url}/rest/v1/news`, {
      method: 'POST',
      headers: writeHeaders,
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    await jsonOf(streamed);

    const upload = await fetch(`${stack.url}/storage/v1/object/news/too-big.png`, {
      method: 'POST',
      headers: { ...writeHeaders, 'content-type': 'image/png' },
      body: big,
    });
    expect(upload.status, await upload.clone().text()).toBe(413);
    expect((await jsonOf(upload)).statusCode).toBe('413');
    await expectStillServing();
  });
});

/** Sends one raw request line + headers and reads the status line and body of the answer. */
function raw(request: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0),
        body: data.split('\r\n\r\n')[1] ?? '',
      }),
    );
    socket.write(Buffer.from(request, 'latin1'));
  });
}

describe('gateway: bad input is a 4xx, never a 5xx', () => {
  const anon = () => createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });

  it('answers TRACE (and any method the API does not have) 405 with Allow', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const res = await raw(
        `${method} /rest/v1/news HTTP/1.1\r\nHost: x\r\napikey: ${stack.anonKey}\r\nConnection: close\r\n\r\n`,
      );
      expect(res.status).toBe(405);
      expect(JSON.parse(res.body)).toEqual({ message: `Method ${method} is not allowed` });
    }
    const propfind = await fetch(`${stack.url}/rest/v1/news`, {
      method: 'PROPFIND',
      headers: { apikey: stack.anonKey },
    });
    expect(propfind.headers.get('allow')).toContain('GET');
    const connect = await raw(`CONNECT ${new URL(stack.url).host} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(connect.status).toBe(405);
  });

  it('answers a 10 KB id=in.(...) filter with the real result', async () => {
    const { data: all } = await anon().from('news').select('id');
    const ids = [...all!.map((r) => r.id), ...Array.from({ length: 1300 }, (_, i) => 1_000_000 + i)];
    const query = anon().from('news').select('id').in('id', ids).order('id');
    expect(ids.join(',').length).toBeGreaterThan(10_000);
    const { data, error } = await query;
    expect(error).toBeNull();
    expect(data).toEqual([...all!].sort((a, b) => a.id - b.id));
  });

  it('answers a URL too long to read with 414, and headers too large with 431', async () => {
    const long = await raw(
      `GET /rest/v1/news?select=id&id=in.(${'1,'.repeat(12_000)}1) HTTP/1.1\r\nHost: x\r\napikey: ${stack.anonKey}\r\n\r\n`,
    );
    expect(long.status).toBe(414);
    const big = await raw(`GET /rest/v1/news HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.status).toBe(431);
  });

  it('answers malformed percent-escapes, non-UTF-8 escapes and NUL in the URL 400', async () => {
    for (const target of [
      '/rest/v1/news?select=id&title_en=eq.%ff',
      '/rest/v1/news?select=id%zz',
      '/rest/v1/news%c0%af',
      '/rest/v1/rpc/page_data%00',
      '/storage/v1/object/public/media/%ff.png',
    ]) {
      const res = await raw(
        `GET ${target} HTTP/1.1\r\nHost: x\r\napikey: ${stack.anonKey}\r\nConnection: close\r\n\r\n`,
      );
      expect(res.status, target).toBe(400);
    }
    const header = await raw(
      `GET /rest/v1/news?select=id HTTP/1.1\r\nHost: x\r\napikey: ${stack.anonKey}\r\nPrefer: \xff\xfe\r\nConnection: close\r\n\r\n`,
    );
    expect(header.status).toBe(400);
  });

  it('answers a storage name with a segment over 255 bytes 400 InvalidKey', async () => {
    const name = `${'n'.repeat(300)}.png`;
    const res = await fetch(`${stack.url}/storage/v1/object/news/${name}`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey,
        authorization: `Bearer ${stack.serviceRoleKey}`,
        'content-type': 'image/png',
      },
      body: new Uint8Array([137, 80, 78, 71]),
    });
    expect(res.status).toBe(400);
    expect(await jsonOf(res)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    await expectStillServing();
  });
});
