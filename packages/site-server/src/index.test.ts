import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp, injectRuntimeConfig } from './index.ts';

let root: string;
let app: ReturnType<typeof createSiteApp>;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-server-'));
  for (const name of ['public', 'admin']) {
    await mkdir(path.join(root, name, 'assets'), { recursive: true });
    await writeFile(
      path.join(root, name, 'index.html'),
      `<!doctype html><html><head><title>${name}</title></head><body></body></html>`,
    );
    await writeFile(
      path.join(root, name, 'assets', `${name}-abc123.js`),
      `console.log("${name}");`.repeat(100),
    );
  }
  await writeFile(path.join(root, 'secret.txt'), 'outside');
  app = createSiteApp({
    host: '127.0.0.1',
    port: 0,
    supabaseUrl: 'http://127.0.0.1:54321',
    anonKey: 'anon"key',
    publicDist: path.join(root, 'public'),
    adminDist: path.join(root, 'admin'),
  });
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('site server', () => {
  it('serves the public shell for site routes, with the API location in meta tags', async () => {
    const res = await app.request('/es/news/3');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>public</title>');
    expect(html).toContain('<meta name="supabase-url" content="http://127.0.0.1:54321">');
    expect(html).toContain('content="anon&quot;key"');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/login', '/unauthorized', '/admin', '/admin/coaches/edit/4'])(
    'serves the admin shell at %s',
    async (p) => {
      const html = await (await app.request(p)).text();
      expect(html).toContain('<title>admin</title>');
    },
  );

  it('serves hashed assets of each app with an immutable cache and compression', async () => {
    const res = await app.request('/admin/assets/admin-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('console.log("admin")');

    const br = await app.request('/assets/public-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
  });

  it('answers 404 for a missing asset instead of the shell', async () => {
    const res = await app.request('/assets/missing-000.js');
    expect(res.status).toBe(404);
  });

  it('never serves files outside the built folders', async () => {
    const res = await app.request('/assets/..%2F..%2Fsecret.txt');
    expect(await res.text()).not.toContain('outside');
  });

  it('sends the security headers on every response', async () => {
    const res = await app.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:54321");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('refuses writes with a JSON error', async () => {
    const res = await app.request('/', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: 'Method not allowed' });
  });

  it('injects the config even into a document without a head', () => {
    expect(injectRuntimeConfig('<p>x</p>', 'http://a', 'k')).toMatch(/^<meta name="supabase-url"/);
  });
});
