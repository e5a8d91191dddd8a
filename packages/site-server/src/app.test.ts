import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSENT_SCRIPT } from '@academy/shared/consent.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { createSiteApp } from './app.ts';
import { injectRuntimeConfig } from './endpoints/builtApps.ts';
import { listServableFiles, StaticFiles } from './staticFiles.ts';

let root: string;
let app: ReturnType<typeof createSiteApp>;
const render = vi.fn<SiteRenderer['render']>();
let sitemap: (part?: number) => Promise<string | null> = async () => '<urlset/>';

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-server-'));
  for (const name of ['public', 'admin']) {
    await mkdir(path.join(root, name, 'assets'), { recursive: true });
    await mkdir(path.join(root, name, '.vite'), { recursive: true });
    await writeFile(
      path.join(root, name, 'index.html'),
      `<!doctype html><html><head><title>${name}</title></head><body></body></html>`,
    );
    await writeFile(path.join(root, name, '.vite', 'manifest.json'), '{"secret":"build details"}');
    await writeFile(
      path.join(root, name, 'assets', `${name}-abc123.js`),
      `console.log("${name}");`.repeat(100),
    );
  }
  await writeFile(path.join(root, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, 'secret.txt'), 'outside');
  const options = {
    supabaseUrl: 'http://127.0.0.1:54321',
    anonKey: 'anon"key',
    siteUrl: 'https://academy.example',
    publicDist: path.join(root, 'public'),
    adminDist: path.join(root, 'admin'),
    imageCacheDir: path.join(root, 'images'),
    pageCacheMs: 60_000,
  };
  app = createSiteApp(options, {
    renderer: {
      // As the public site decides it: the path and the one parameter its pages read here.
      pageUrl: (url) => {
        const page = new URL(url.pathname, url);
        const read = url.searchParams.get('page');
        if (read !== null) page.searchParams.set('page', read);
        return page;
      },
      render,
      sitemap: (part) => sitemap(part),
    },
    publicFiles: new StaticFiles(
      options.publicDist,
      await listServableFiles(options.publicDist, ['index.html']),
    ),
    adminFiles: new StaticFiles(
      options.adminDist,
      await listServableFiles(options.adminDist, ['index.html']),
    ),
  });
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('public pages', () => {
  it('renders public pages on the server, with the status the page gives', async () => {
    render.mockImplementation(async (url) =>
      url.pathname === '/missing'
        ? { status: 404, html: '<h1>404 Not Found</h1>' }
        : { status: 200, html: `<h1>${url.pathname}</h1>` },
    );
    const res = await app.request('/es/news/3');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>/es/news/3</h1>');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5');
    // One page for every visitor: shared caches key it by its address alone.
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    // The renderer works with the site's public origin.
    expect(render.mock.calls[0]![0].href).toBe('https://academy.example/es/news/3');
    expect((await app.request('/missing')).status).toBe(404);
  });

  it('shares one render between requests for the same page, whatever else their query says', async () => {
    render.mockClear();
    render.mockImplementation(async () => ({ status: 200, html: '<p>page</p>' }));
    await Promise.all([app.request('/campus'), app.request('/campus'), app.request('/campus')]);
    await app.request('/campus');
    expect(render).toHaveBeenCalledTimes(1);
    // Campaign tags and click ids are not read by any page: the same page, the same render.
    for (const query of ['?utm_source=x', '?utm_source=y&utm_medium=email', '?fbclid=abc', '?gclid=1&x=2'])
      expect((await app.request(`/campus${query}`)).status).toBe(200);
    expect(render).toHaveBeenCalledTimes(1);
    // A parameter the page reads is another page, rendered with that parameter alone.
    await app.request('/campus?utm_source=x&page=2');
    await app.request('/campus?page=2&fbclid=z');
    expect(render).toHaveBeenCalledTimes(2);
    expect(render.mock.calls[1]![0].href).toBe('https://academy.example/campus?page=2');
  });

  it('gives visitors with different cookie choices the same bytes, from one render', async () => {
    render.mockClear();
    render.mockImplementation(async (url) => ({ status: 200, html: `<p>${url.pathname} for everyone</p>` }));
    const answers = await Promise.all(
      [undefined, 'site_consent=accepted', 'site_consent=rejected', 'theme=dark; site_consent=accepted'].map(
        (cookie) => app.request('/camps', { headers: cookie ? { cookie } : {} }),
      ),
    );
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(new Set(bodies)).toEqual(new Set(['<p>/camps for everyone</p>']));
    expect(new Set(answers.map((res) => res.headers.get('etag'))).size).toBe(1);
    for (const res of answers) {
      expect(res.headers.get('vary')).not.toMatch(/cookie/i);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    // The renderer is never told who asks.
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]).toHaveLength(1);
  });

  it('answers 304 to a browser or a proxy that has the page', async () => {
    render.mockImplementation(async () => ({ status: 200, html: '<p>same</p>' }));
    const first = await app.request('/about');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await app.request('/about', { headers: { 'if-none-match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toContain('s-maxage=5');
    }
    const changed = await app.request('/about', { headers: { 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('<p>same</p>');
  });

  it('answers 503 with Retry-After when the page could not get its data, never to be cached', async () => {
    render.mockImplementation(async () => ({ status: 503, html: '<p>unavailable</p>' }));
    const res = await app.request('/venues?x=1');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the built apps', () => {
  it.each(['/login', '/unauthorized', '/admin', '/admin/coaches/edit/4'])(
    'serves the admin shell at %s, with the API location in meta tags',
    async (p) => {
      const html = await (await app.request(p)).text();
      expect(html).toContain('<title>admin</title>');
      expect(html).toContain('<meta name="supabase-url" content="http://127.0.0.1:54321">');
      expect(html).toContain('content="anon&quot;key"');
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

  it('answers 404 for a missing asset instead of a page', async () => {
    expect((await app.request('/assets/missing-000.js')).status).toBe(404);
  });

  it('never serves the build manifest, the static shell or files outside the built folders', async () => {
    render.mockImplementation(async () => ({ status: 404, html: '<h1>404 Not Found</h1>' }));
    for (const p of ['/.vite/manifest.json', '/admin/.vite/manifest.json', '/%2Evite/manifest.json']) {
      const res = await app.request(p);
      expect(await res.text(), p).not.toContain('build details');
    }
    expect((await app.request('/.vite/manifest.json')).status).toBe(404);
    expect(await (await app.request('/index.html')).text()).not.toContain('<title>public</title>');
    expect(await (await app.request('/assets/..%2F..%2Fsecret.txt')).text()).not.toContain('outside');
    expect((await app.request('/favicon.svg')).status).toBe(200);
  });
});

describe('robots.txt and the sitemap', () => {
  it('serves robots.txt naming the sitemap and keeping crawlers out of the back office', async () => {
    const res = await app.request('/robots.txt');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('Sitemap: https://academy.example/sitemap.xml');
    for (const p of ['/admin', '/login']) expect(text).toContain(`Disallow: ${p}\n`);
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
  });

  it('answers 503 for the sitemap while the database is down, then serves it as XML', async () => {
    sitemap = async () => {
      throw new Error('database unavailable');
    };
    const down = await app.request('/sitemap.xml');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    sitemap = async () => '<urlset/>';
    const res = await app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('s-maxage=5');
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('<urlset/>');
  });

  it('serves the parts of a split sitemap by number, and 404 past the last', async () => {
    const asked: (number | undefined)[] = [];
    sitemap = async (part) => {
      asked.push(part);
      return part !== undefined && part <= 2 ? `<urlset part="${part}"/>` : null;
    };
    const second = await app.request('/sitemap-2.xml');
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await second.text()).toBe('<urlset part="2"/>');
    const past = await app.request('/sitemap-3.xml');
    expect(past.status).toBe(404);
    expect(await past.text()).toBe('No such sitemap.');
    expect(asked).toEqual([2, 3]);
    // Not part names: the site's own pages (its 404) answer them.
    render.mockImplementation(async () => ({ status: 404, html: '<h1>404 Not Found</h1>' }));
    for (const p of ['/sitemap-0.xml', '/sitemap-x.xml', '/sitemap-01.xml'])
      expect(await (await app.request(p)).text(), p).toContain('404 Not Found');
  });
});

describe('every answer', () => {
  it('sends the security headers on every response', async () => {
    render.mockImplementation(async () => ({ status: 200, html: '<p>x</p>' }));
    const res = await app.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The one inline script the pages carry is allowed by its hash, and no other.
    const hash = createHash('sha256').update(CONSENT_SCRIPT).digest('base64');
    expect(/script-src ([^;]*)/.exec(csp)![1]!.match(/'sha256-[^']+'/g)).toEqual([`'sha256-${hash}'`]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:54321");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("stores the cookie banner's choice for a browser without script, and sends it back", async () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const post = (body: string, headers: Record<string, string> = {}) =>
      app.request('/_consent', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    const res = await post(form({ choice: 'rejected', return: '/es/contacts?x=1' }), {
      'sec-fetch-site': 'same-origin',
    });
    expect(res.status).toBe(303);
    // Back to the page, with the fragment that hides its banner without script.
    expect(res.headers.get('location')).toBe('/es/contacts?x=1#cookie-choice-saved');
    expect(res.headers.get('set-cookie')).toMatch(
      /^site_consent=rejected; Max-Age=\d+; Path=\/; SameSite=Lax; Secure$/,
    );
    // Never sent elsewhere, never a made-up choice, never from another site's form.
    for (const back of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      // Browsers drop tabs and line breaks from a URL: each of these would be //evil.example.
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      // Dot segments a browser resolves leave a path that starts with '//'.
      '/.//evil.example/x',
      '/%2e//evil.example/x',
      // Never a header with a line break or another control character in it.
      '/es/contacts\nSet-Cookie: x=1',
      '/es/\vcontacts',
      '/es/ contacts',
    ]) {
      const answer = await post(form({ choice: 'accepted', return: back }));
      expect(answer.status, JSON.stringify(back)).toBe(303);
      expect(answer.headers.get('location'), JSON.stringify(back)).toBe('/#cookie-choice-saved');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    // A path in other scripts travels percent-encoded.
    const russian = await post(form({ choice: 'accepted', return: '/ru/новости?x="1"' }));
    expect(russian.headers.get('location')).toBe(
      '/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8?x=%221%22#cookie-choice-saved',
    );
    expect((await post(form({ choice: 'maybe' }))).status).toBe(400);
    expect((await post(form({ choice: 'accepted' }), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(form({ choice: 'accepted' }), { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('hides the banner for a browser without script that chose, by a stylesheet no shared cache keeps', async () => {
    const css = (cookie?: string) => app.request('/_consent.css', cookie ? { headers: { cookie } } : {});
    for (const [cookie, choice] of [
      ['site_consent=accepted', 'accepted'],
      ['a=1; site_consent=rejected', 'rejected'],
    ]) {
      const res = await css(cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
      // Hidden, unless "Cookie settings" (a link to the banner) made it the target; then it says
      // the current choice.
      expect(await res.text()).toBe(
        '.consent-banner:not(.consent-banner--reopened):not(:target){display:none}\n' +
          `.consent-banner__current[data-choice="${choice}"]{display:block}\n`,
      );
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toBe('Cookie');
    }
    // No choice (or not one of the two): the banner stays.
    for (const cookie of [undefined, 'site_consent=maybe', 'other=accepted']) {
      const res = await css(cookie);
      expect(await res.text(), String(cookie)).toBe('');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('refuses writes with a JSON error', async () => {
    const res = await app.request('/', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ error: 'Method not allowed' });
  });
});

describe('images and previews', () => {
  it('refuses image variants of a width not in the list or from outside storage (400)', async () => {
    const cases = [
      '/_image?url=%2Fstorage%2Fv1%2Fobject%2Fpublic%2Fmedia%2Fa.webp&w=500',
      '/_image?url=%2Fstorage%2Fv1%2Fobject%2Fpublic%2Fmedia%2Fa.webp',
      '/_image?url=https%3A%2F%2Fevil.example%2Fa.png&w=640',
      '/_image?url=%2F%2Fevil.example%2Fa.png&w=640',
      '/_image?url=%2Fetc%2Fpasswd&w=640',
      '/_image?url=%2Fstorage%2Fv1%2Fobject%2Fpublic%2Fmedia%2F..%2F..%2Fsecret.png&w=640',
      '/_image?url=%2Fstorage%2Fv1%2Fobject%2Fpublic%2Fmedia%2Fa.webp&w=640&format=gif',
    ];
    for (const p of cases) {
      const res = await app.request(p);
      expect(res.status, p).toBe(400);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('answers a preview address with the empty shell, noindex and never stored, without rendering', async () => {
    render.mockClear();
    for (const address of ['/preview', '/preview/es/news/3?draft=abcdef12-3456', '/preview/ru/about']) {
      const res = await app.request(address);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      // The public site's static shell with the API's address: the browser draws the preview.
      expect(html).toContain('<title>public</title>');
      expect(html).toContain('<meta name="supabase-url" content="http://127.0.0.1:54321">');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    }
    // No data on the server's side: the renderer (and its API calls) never ran.
    expect(render).not.toHaveBeenCalled();
    // A page whose address only begins like it is a page.
    render.mockResolvedValue({ status: 200, html: '<h1>page</h1>' });
    await app.request('/previews');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('injects the config even into a document without a head', () => {
    expect(injectRuntimeConfig('<p>x</p>', 'http://a', 'k')).toMatch(/^<meta name="supabase-url"/);
  });
});
