// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CookieJar, JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_SCRIPT } from '@academy/shared/consent.ts';
import { LANGUAGE_STORAGE_KEY } from '@academy/shared/languages.ts';
import type { OpenOffer } from '@academy/shared/registrationForm.ts';
import { createSiteRenderer } from './entry-server.tsx';
import type { Manifest } from './manifest.ts';

/** The head's part for a browser without script: no loader cover, and the per-visitor banner rule. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NO_SCRIPT_HEAD_RE =
  /<noscript><style>\.page-loader--cover\{display:none\}<\/style><link rel="stylesheet" href="\/_consent\.css"><\/noscript>/;

const API = 'http://api.test';

const frame = {
  menu_items: [
    {
      id: 1,
      type: 'Header',
      title_en: 'Home',
      title_es: 'Inicio',
      title_ru: null,
      url: '/',
      sort_order: 1,
      is_active: true,
      component_key: 'index',
    },
    {
      id: 2,
      type: 'Header',
      title_en: 'About',
      title_es: null,
      title_ru: null,
      url: '/about',
      sort_order: 2,
      is_active: true,
      component_key: 'about',
    },
    {
      id: 3,
      type: 'Header',
      title_en: 'News',
      title_es: null,
      title_ru: null,
      url: '/news',
      sort_order: 3,
      is_active: true,
      component_key: 'news',
    },
    {
      id: 5,
      type: 'Header',
      title_en: 'Contacts',
      title_es: null,
      title_ru: null,
      url: '/contacts',
      sort_order: 5,
      is_active: true,
      component_key: 'contacts',
    },
    {
      id: 6,
      type: 'Header',
      title_en: 'Campus',
      title_es: null,
      title_ru: null,
      url: '/campus',
      sort_order: 6,
      is_active: true,
      component_key: 'campus',
    },
    {
      id: 4,
      type: 'Footer',
      title_en: 'Legal notice',
      title_es: null,
      title_ru: null,
      url: '/legal-notice',
      sort_order: 4,
      is_active: true,
      component_key: 'legal',
    },
  ],
  languages: [
    { code: 'en', name: 'English', is_active: true, sort_order: 1 },
    { code: 'es', name: 'Español', is_active: true, sort_order: 2 },
  ],
  settings: {
    id: 1,
    address_en: 'Calle Terraza 86',
    min_loader_ms: 0,
    map_embed_url: 'https://maps.example/embed?q=academy',
    whatsapp_link: 'https://wa.me/34600000000',
    company_name: 'SierraMar S.L.',
    updated_at: '2026-11-01T10:00:00Z',
  },
};

// As Vite writes it: the two entries, the code loaded after the page, a page chunk and the one
// stylesheet.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  'src/plain/main.ts': { file: 'assets/plain-1.js', isEntry: true, imports: ['_preference-1.js'] },
  '_preference-1.js': { file: 'assets/preference-1.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'src/boot.tsx': { file: 'assets/boot-1.js', imports: ['index.html', '_shared-1.js'] },
  'src/pages/AboutPage.tsx': { file: 'assets/AboutPage-1.js', imports: ['_shared-1.js'] },
  '../shared/src/i18n/site/es.ts': { file: 'assets/es-1.js' },
  'style.css': { file: 'assets/style-1.css' },
};

/** The offers open_offers() answers: none (registration off) unless a test opens one. */
let openOffers: unknown[] = [];

/** Ten published articles, newest first, as page_data() lists them. */
const articles = Array.from({ length: 10 }, (_, i) => ({
  id: 10 - i,
  title_en: `Article ${10 - i}`,
  text_en: `<p>Text ${10 - i}</p>`,
  publish_date: `2026-10-${String(20 - i).padStart(2, '0')}T10:00:00.123456+00:00`,
}));

/** The campus programme cards: one per role and type, one for every goalkeeper, one for all. */
const campusCards = [
  {
    title: 'Player, internal',
    role: 'PLAYER',
    type: 'INTERNAL',
    // Stored before a week's price came from the offers only: never shown.
    price_per_week: 795,
    tags: [],
    content: ['Room'],
  },
  { title: 'Goalkeeper', role: 'GOALKEEPER', tags: [], content: ['Gloves'] },
  { title: 'Everyone', tags: [], content: ['Shirt'] },
];

/** The campus weeks' prices and the sibling discount, as page_data('campus') gives them. */
const campusOffers = {
  weeks: [
    {
      role: 'GOALKEEPER',
      type: 'EXTERNAL',
      price: 325,
      early_bird_price: null,
      early_bird_until: null,
      starts_on: '2027-07-05',
    },
    {
      role: 'GOALKEEPER',
      type: 'INTERNAL',
      price: 825,
      early_bird_price: null,
      early_bird_until: null,
      starts_on: '2027-07-05',
    },
    {
      role: 'PLAYER',
      type: 'EXTERNAL',
      price: 295,
      early_bird_price: null,
      early_bird_until: null,
      starts_on: '2027-07-05',
    },
    {
      role: 'PLAYER',
      type: 'INTERNAL',
      price: 810,
      early_bird_price: 730,
      early_bird_until: '2027-02-28',
      starts_on: '2027-07-05',
    },
  ],
  sibling_discount_percent: 10,
};

/** An open campus week of a role and type, as open_offers() lists it. */
function campusWeek(id: number, campus_role: string, campus_type: string) {
  return {
    id,
    kind: 'campus_week',
    title_en: `Week ${id}`,
    starts_on: '2027-07-05',
    ends_on: '2027-07-11',
    campus_role,
    campus_type,
    price: 600,
    deposit: 0,
    is_open: true,
    places_left: 5,
    registration_opens_at: '2026-11-01T00:00:00Z',
  };
}

/** The news list after a cursor, four at a time, as page_data()'s keyset paging gives it. */
function newsAfter(args: Record<string, unknown>) {
  const after = args.p_news_before_id ? articles.findIndex((a) => a.id === args.p_news_before_id) + 1 : 0;
  return { news: articles.slice(after, after + 4), news_more: after + 4 < articles.length };
}

/** A stand-in for PostgREST's RPC endpoint: records each call and answers like the SQL functions. */
function fakeApi(newsParts = 1) {
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  let up = true;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const name = String(input)
      .replace(/^.*\/rpc\//, '')
      .replace(/\?.*$/, '');
    const args = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const json = (data: unknown) =>
      new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
    // Registrations' offers are asked beside the page (registration off here: none).
    if (name === 'open_offers') return json(openOffers);
    if (name === 'form_token') return json('token-in-the-page');
    calls.push({ name, args });
    if (!up) throw new TypeError('fetch failed');
    if (name === 'site_frame') return json(frame);
    if (name === 'sitemap_data')
      return json({
        frame,
        pages: [{ key: 'about', updated_at: '2026-10-01T00:00:00Z' }],
        news_parts: Array.from({ length: newsParts }, (_, i) => i + 1),
        news_lastmod: '2026-11-02T00:00:00Z',
        news: [{ id: 7 * Number(args.p_part ?? 1), lastmod: '2026-11-02T00:00:00Z' }],
      });
    const page =
      args.p_key === 'campus'
        ? { title_en: 'Summer campus', cards_en: campusCards }
        : args.p_key === 'about'
          ? { pageTitle_en: 'About <us>', about_text_en: '<p>Our story</p><script>alert(1)</script>' }
          : args.p_key === 'index'
            ? { page_title_en: 'Welcome' }
            : null;
    const article =
      args.p_article_id === 7
        ? {
            id: 7,
            title_en: 'Cup final',
            text_en: '<p>We won</p>',
            publish_date: '2026-11-02T10:00:00Z',
            updated_at: '2026-11-02T10:00:00Z',
          }
        : null;
    return json({
      page,
      ...(args.p_key === 'index' ? { news: [] } : {}),
      ...(args.p_key === 'campus' ? { campus: campusOffers } : {}),
      ...(args.p_key === 'news' ? newsAfter(args) : {}),
      ...(args.p_article_id ? { article, next_article_id: null } : {}),
      ...(args.p_with_frame ? { frame } : {}),
    });
  });
  return { fetch, calls, setUp: (value: boolean) => (up = value) };
}

function renderer(newsParts = 1) {
  const api = fakeApi(newsParts);
  const site = createSiteRenderer({
    supabaseUrl: API,
    anonKey: 'anon',
    siteUrl: 'https://academy.example',
    manifest,
    readAsset: (file) => `/* ${file} */ body { margin: 0 }`,
    imageEndpoint: '/_image',
    window: new JSDOM('').window as never,
    fetch: api.fetch as unknown as typeof fetch,
  });
  return { site, api };
}

describe('the server renderer', () => {
  it('renders a whole document with the page, its head tags and its data, and no inline script but the consent marker', async () => {
    const { site } = renderer();
    const { status, html } = await site.render(new URL('https://academy.example/es/about'));
    expect(status).toBe(200);
    expect(html.startsWith('<!DOCTYPE html><html lang="es" dir="ltr">')).toBe(true);
    expect(html).toContain('<h1 class="hero__title">About &lt;us&gt;</h1>');
    expect(html).toContain('<title>About &lt;us&gt; | Academia de Fútbol SierraMar</title>');
    expect(html).toContain('<link rel="canonical" href="https://academy.example/es/about"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://academy.example/about"/>');
    expect(html).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://academy.example/about"/>',
    );
    // Russian is not offered (inactive): no alternate for it.
    expect(html).not.toContain('hrefLang="ru"');
    // Rich text is cleaned on the server too.
    expect(html).toContain('<p>Our story</p>');
    expect(html).not.toContain('<script>alert(1)');
    // The copyright line closes the company's abbreviation with one full stop, not two.
    expect(html).toContain('SierraMar S.L. Todos los derechos reservados.');
    expect(html).not.toContain('S.L..');
    // The page's own stylesheet and modules come with it; the payload is data, not a script.
    // The page's stylesheets come inline: no request blocks the first paint.
    expect(html).toContain('<style data-precedence="default" data-href="/assets/style-1.css">');
    expect(html).toContain('/* assets/style-1.css */ body { margin: 0 }');
    // The one stylesheet link is inside <noscript>: a browser with script never asks for it.
    expect(html.replace(NO_SCRIPT_HEAD_RE, '')).not.toContain('rel="stylesheet"');
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(NO_SCRIPT_HEAD_RE);
    // The one inline script is the consent marker, in the head, so it runs before the body is
    // painted (the CSP allows its hash).
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts[0]).toBe('');
    expect(html).toMatch(
      new RegExp(`<script>${escapeRegExp(CONSENT_SCRIPT)}</script>(<noscript>.*?</noscript>)?</head><body>`),
    );
    for (const attributes of scripts.slice(1))
      expect(attributes).toMatch(/type="application\/(json|ld\+json)"|src="/);
    // About is a plain page: its own small script, not the app, and no data to hydrate from.
    expect(html).toContain('<script type="module" src="/assets/plain-1.js"');
    expect(html).not.toContain('/assets/index-1.js');
    // The chunks it imports, directly and through each other, are fetched beside it.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" href="/assets/preference-1.js" fetchPriority="low"/>');
    expect(head).toContain('<link rel="modulepreload" href="/assets/shared-1.js" fetchPriority="low"/>');
    expect(html).not.toContain('id="site-data"');
  });

  it('sends a page the app hydrates (the registration form) with the app and the data it hydrates from', async () => {
    const { site } = renderer();
    // Registration is off here: the form's page says so (a 404), as the app it is.
    const { status, html } = await site.render(new URL('https://academy.example/es/registration'));
    expect(status).toBe(404);
    expect(html).toContain('<script type="module" src="/assets/index-1.js"');
    expect(html).not.toContain('/assets/plain-1.js');
    // The app's own chunks load once the page has (src/main.tsx): no preload names them.
    expect(html).not.toContain('/assets/boot-1.js');
    expect(html).not.toContain('/assets/preference-1.js');
    expect(html.match(/href="\/assets\/index-1.js"/g)).toHaveLength(1);
    const payload = JSON.parse(
      /<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(html)![1]!,
    );
    const visit = payload.hydration.loaderData.site;
    expect(visit.frame.menu_items).toHaveLength(6);
    expect(visit.target).toEqual({ lang: 'es', route: { page: 'registration', newsPath: '/news' } });
    expect(visit.load.ok).toBe(true);
    expect(visit.registration).toEqual({
      offers: [],
      state: null,
      enquiryToken: null,
      offerTexts: {},
      formatted: {},
    });
  });

  it("asks the API once per page: the page's data and the frame in one call", async () => {
    const { site, api } = renderer();
    await site.render(new URL('https://academy.example/about'));
    // The very first request learns the menu first.
    expect(api.calls.map((c) => c.name)).toEqual(['site_frame', 'page_data']);
    api.calls.length = 0;
    await site.render(new URL('https://academy.example/'));
    expect(api.calls).toEqual([
      {
        name: 'page_data',
        args: expect.objectContaining({ p_key: 'index', p_news_limit: 4, p_with_frame: true }),
      },
    ]);
  });

  it('finds the page again when the answer brings a menu that moved it', async () => {
    const { site, api } = renderer();
    await site.render(new URL('https://academy.example/'));
    api.calls.length = 0;
    const about = frame.menu_items[1]!;
    about.url = '/sobre';
    try {
      const { status, html } = await site.render(new URL('https://academy.example/sobre'));
      expect(status).toBe(200);
      expect(html).toContain('<h1 class="hero__title">About &lt;us&gt;</h1>');
      // The menu known before made it a 404 (nothing to ask for); the answer's menu made it About.
      expect(api.calls.map((c) => [c.name, c.args.p_key ?? null])).toEqual([
        ['page_data', null],
        ['page_data', 'about'],
      ]);
      api.calls.length = 0;
      await site.render(new URL('https://academy.example/sobre'));
      expect(api.calls).toHaveLength(1);
    } finally {
      about.url = '/about';
    }
  });

  it('renders a page for its path alone: campaign tags and click ids are not part of it', () => {
    const { site } = renderer();
    expect(site.pageUrl(new URL('https://academy.example/es/news?utm_source=x&fbclid=1&gclid=2')).href).toBe(
      'https://academy.example/es/news',
    );
  });
});

describe('the server renderer, when a page is missing or the API is down', () => {
  it('answers 404 with the 404 page for unknown pages, languages and articles', async () => {
    const { site, api } = renderer();
    for (const path of [
      '/no-such-page',
      '/ru/about',
      '/de',
      '/news/8',
      '/news/abc',
      `/${'x'.repeat(10_000)}`,
    ]) {
      const { status, html } = await site.render(new URL(`https://academy.example${path}`));
      expect(status, path.slice(0, 40)).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
    // A malformed id is not asked for.
    expect(api.calls.some((c) => c.args.p_article_id === undefined && c.name === 'page_data')).toBe(true);
    expect((await site.render(new URL('https://academy.example/news/7'))).status).toBe(200);
  });

  it('never echoes markup from the query string', async () => {
    const { site } = renderer();
    const { html } = await site.render(new URL('https://academy.example/about?x=<script>alert(2)</script>'));
    expect(html).not.toContain('alert(2)');
  });

  it("shows the site's own error page (503) while the API is down, and recovers by itself", async () => {
    const { site, api } = renderer();
    api.setUp(false);
    const down = await site.render(new URL('https://academy.example/es/about'));
    expect(down.status).toBe(503);
    expect(down.html).toContain('El sitio no está disponible en este momento.');
    expect(down.html).toContain('<html lang="es"');
    api.setUp(true);
    expect((await site.render(new URL('https://academy.example/es/about'))).status).toBe(200);
  });
});

describe('the cookie banner on a page every visitor shares', () => {
  const bannerCss = readFileSync(
    fileURLToPath(new URL('../consent/ConsentBanner.css', import.meta.url)),
    'utf8',
  );

  /** The page as a browser with this cookie (or none) shows it: its inline script run, the banner's CSS applied. */
  function open(html: string, cookie: string | null, fragment = '') {
    const cookieJar = new CookieJar();
    if (cookie) cookieJar.setCookieSync(`${cookie}; Path=/`, 'https://academy.example/');
    const { window } = new JSDOM(html, {
      url: `https://academy.example/about${fragment}`,
      runScripts: 'dangerously',
      cookieJar,
    });
    const style = window.document.createElement('style');
    style.textContent = bannerCss;
    window.document.head.append(style);
    const banner = window.document.querySelector('.consent-banner')!;
    return { window, banner, shown: () => window.getComputedStyle(banner).display !== 'none' };
  }

  it('carries the banner and its no-script form for everyone, and hides it before the first paint for a visitor who chose', async () => {
    const { site } = renderer();
    const { html } = await site.render(new URL('https://academy.example/about'));
    // The banner and its form (which works without script) are in every copy of the page.
    const first = open(html, null);
    expect(first.banner).not.toBeNull();
    expect(first.banner.querySelector('form')!.getAttribute('action')).toBe('/_consent');
    expect(first.shown()).toBe(true);
    expect(first.window.document.documentElement.hasAttribute('data-consent-chosen')).toBe(false);
    for (const cookie of ['site_consent=accepted', 'site_consent=rejected']) {
      const chosen = open(html, cookie);
      expect(chosen.window.document.documentElement.hasAttribute('data-consent-chosen'), cookie).toBe(true);
      expect(chosen.shown(), cookie).toBe(false);
    }
    // Without script: back from the site server's form, the address's fragment hides it.
    const noScript = open(
      html.replace(/<script>[^<]*<\/script>/, ''),
      'site_consent=rejected',
      '#cookie-choice-saved',
    );
    expect(noScript.shown()).toBe(false);
    // The page alone cannot know the choice on the next page: the stylesheet in its <noscript>,
    // answered per visitor by the site server, hides the banner then (app.test.ts).
    expect(open(html.replace(/<script>[^<]*<\/script>/, ''), 'site_consent=rejected').shown()).toBe(true);
    // Not a choice: the banner stays.
    for (const cookie of ['site_consent=maybe', 'other_site_consent=accepted'])
      expect(open(html, cookie).shown(), cookie).toBe(true);
  });
});

describe('the sitemap', () => {
  it('writes the sitemap from one call', async () => {
    const { site, api } = renderer();
    const xml = await site.sitemap();
    expect(api.calls.map((c) => c.name)).toEqual(['sitemap_data']);
    expect(xml).toContain('<loc>https://academy.example/es/news/7</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://academy.example/news/7"/>',
    );
    expect(xml).toContain('<lastmod>2026-11-02T00:00:00.000Z</lastmod>');
  });

  it('makes /sitemap.xml an index of its parts when the articles fill more than one', async () => {
    const { site, api } = renderer(3);
    const index = (await site.sitemap())!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const n of [1, 2, 3])
      expect(index).toContain(`<sitemap><loc>https://academy.example/sitemap-${n}.xml</loc></sitemap>`);
    expect(index).not.toContain('<url>');

    // The first part: the menu pages and its articles; other parts: their articles only.
    const first = (await site.sitemap(1))!;
    expect(first).toContain('<loc>https://academy.example/about</loc>');
    expect(first).toContain('<loc>https://academy.example/news/7</loc>');
    const second = (await site.sitemap(2))!;
    expect(second).toContain('<urlset');
    expect(second).toContain('<loc>https://academy.example/es/news/14</loc>');
    expect(second).not.toContain('<loc>https://academy.example/about</loc>');
    expect(api.calls.map((c) => c.args.p_part)).toEqual([undefined, 1, 2]);
    expect(await site.sitemap(4)).toBeNull();
  });
});

describe('a plain page in the browser', () => {
  /**
   * The server's HTML of `path` in a browser window, with the plain page's script started. The
   * window's fetch asks the same server for pages, and answers `api` for the API's functions.
   */
  async function plainPage(path: string, cookie?: string, api: Record<string, unknown> = {}) {
    const { site } = renderer();
    const { html } = await site.render(new URL(`https://academy.example${path}`));
    const dom = new JSDOM(html, { url: `https://academy.example${path}` });
    if (cookie) dom.window.document.cookie = cookie;
    const requests: { url: string; init?: RequestInit }[] = [];
    dom.window.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, init });
      const name = url.replace(/^.*\/rpc\//, '');
      if (url.startsWith(API)) return new Response(JSON.stringify(api[name] ?? null));
      return new Response((await site.render(new URL(url))).html, {
        headers: { 'content-type': 'text/html' },
      });
    }) as never;
    const { startPlainPage } = await import('../plain/plainPage.ts');
    expect(startPlainPage(dom.window.document)).toBe(true);
    return Object.assign(dom.window, { requests });
  }

  it("loads 'More news' under the cards from the next page of the list, then lets the keyboard go on from the first new card", async () => {
    const win = await plainPage('/news');
    const doc = win.document;
    const titles = () => [...doc.querySelectorAll('.news-list h2')].map((h) => h.textContent);
    expect(titles()).toEqual(['Article 10', 'Article 9', 'Article 8', 'Article 7']);
    const more = doc.querySelector<HTMLAnchorElement>('.load-more a')!;
    // Without script the link opens the list after the last card: the older articles are pages.
    expect(new URL(more.href).searchParams.get('after')).toBe(`7_${articles[3]!.publish_date}`);

    more.click();
    expect(more.textContent).toBe('Loading news...');
    expect(more.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(titles()).toHaveLength(8));
    expect(more.textContent).toBe('More news');
    expect(more.hasAttribute('aria-busy')).toBe(false);
    expect(new URL(more.href).searchParams.get('after')).toBe(`3_${articles[7]!.publish_date}`);

    more.click();
    await vi.waitFor(() => expect(titles()).toHaveLength(10));
    expect(titles().at(-1)).toBe('Article 1');
    expect(doc.querySelector('.load-more')).toBeNull();
    expect(doc.activeElement?.closest('article')?.querySelector('h2')?.textContent).toBe('Article 2');
    // One request per page of cards, to the site's own pages.
    expect(win.requests.map((r) => new URL(r.url).search)).toEqual([
      `?after=7_${encodeURIComponent(articles[3]!.publish_date)}`,
      `?after=3_${encodeURIComponent(articles[7]!.publish_date)}`,
    ]);
  });

  it("gives the registration form its offers' dates, prices and places as text, so the browser formats none", async () => {
    const offers = [
      campusWeek(1, 'PLAYER', 'INTERNAL'),
      { ...campusWeek(2, 'GOALKEEPER', 'EXTERNAL'), deposit: 150 },
    ] as unknown as OpenOffer[];
    const { site } = renderer();
    const { status, html } = await site.render(new URL('https://academy.example/es/registration'), {
      registration: { kind: 'form', offers, campus: null, values: {}, errors: {}, formError: null },
    });
    expect(status).toBe(200);
    const payload = JSON.parse(
      /<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(html)![1]!,
    );
    const texts = payload.hydration.loaderData.site.registration.offerTexts;
    expect(texts).toEqual({
      1: {
        title: 'Week 1',
        dates: '5 de julio – 11 de julio',
        price: '600\u00a0€',
        places: 'Quedan 5 plazas',
      },
      2: {
        title: 'Week 2',
        dates: '5 de julio – 11 de julio',
        price: expect.stringContaining('150\u00a0€'),
        places: 'Quedan 5 plazas',
      },
    });
    // The form shows those very texts (hydrating, the browser renders them from the payload).
    const form = new JSDOM(html).window.document.querySelector('.reg-form')!;
    const lines = [...form.querySelectorAll('.reg-offer__meta')].map((meta) => meta.textContent);
    expect(lines[0]).toContain(`${texts[1].dates} · `);
    expect(lines[0]).toContain(` · ${texts[1].price} · ${texts[1].places}`);
    expect(lines[1]).toContain(texts[2].price);
  });

  it("gives the answer page its amounts as text, in the page's language, so the browser formats none", async () => {
    const payment = {
      currency: 'EUR',
      due_now: 150,
      total: 1250.5,
      reference: 'R17',
      bank_account_holder: 'SierraMar Sports Academy S.L.',
      bank_iban: 'ES00 0000 0000 0000 0000 0000',
      bank_bic: null,
      bizum_phone: null,
      instructions_en: null,
      instructions_es: null,
      instructions_ru: null,
    } as const;
    const item = {
      registration_id: 41,
      child_index: 1,
      child_name: 'Jorge',
      offer_id: 5,
      status: 'new',
      waiting_position: null,
      list_price: 300,
      early_bird: true,
      sibling_discount_percent: 10,
      price: 225,
      deposit: 150,
      due_now: 150,
    } as const;
    const answer = { submission_id: 17, family_id: 3, replayed: false, items: [item], payment };
    const { site } = renderer();
    const { status, html } = await site.render(new URL('https://academy.example/es/registration/answer'), {
      registration: { kind: 'answer', summary: { answer, offers: {} } },
    });
    expect(status).toBe(200);
    const payload = JSON.parse(
      /<script type="application\/json" id="site-data">(.*?)<\/script>/.exec(html)![1]!,
    );
    const formatted = payload.hydration.loaderData.site.registration.formatted;
    expect(formatted).toEqual({
      dueNow: '150\u00a0€',
      total: '1250,50\u00a0€',
      // Each place's price as the database computed it, its discounts named.
      prices: {
        41: 'Precio: 225\u00a0€ en lugar de 300\u00a0€ (precio de reserva anticipada, descuento por hermanos del 10 %)',
      },
    });
    // The page shows those very texts (hydrating, the browser renders them from the payload).
    const page = new JSDOM(html).window.document.querySelector('main')!.textContent;
    expect(page).toContain(formatted.dueNow);
    expect(page).toContain(formatted.total);
    expect(page).toContain(formatted.prices[41]);
  });

  it('shows the campus cards, offers and links of the chosen role and type', async () => {
    openOffers = [campusWeek(1, 'PLAYER', 'INTERNAL'), campusWeek(2, 'GOALKEEPER', 'EXTERNAL')];
    try {
      const win = await plainPage('/campus');
      const doc = win.document;
      const shown = (selector: string) =>
        [...doc.querySelectorAll<HTMLElement>(selector)]
          .filter((element) => !element.closest('[hidden]'))
          .map((element) => element.textContent);
      const choose = (value: string) =>
        doc.querySelector<HTMLInputElement>(`.chooser input[value="${value}"]`)!.click();
      const whatsappText = () =>
        [...doc.querySelectorAll<HTMLAnchorElement>('a[href^="https://wa.me/"]')].map((link) =>
          new URL(link.href).searchParams.get('text'),
        );
      const registerOnline = () =>
        new URL(doc.querySelector<HTMLAnchorElement>('.reg-offers a[href*="role="]')!.href).search;

      expect(shown('.campus-card h3')).toEqual(['Player, internal', 'Everyone']);
      // A week's price is the offers': the player's internal week, and the lowest for everyone.
      expect(shown('.campus-card .price-card__amount')).toEqual(['€810', '€295']);
      expect(shown('.campus-card__early-bird')).toEqual(['Early-bird price €730 until February 28']);
      // The cards' Register opens the form with the chosen week, not WhatsApp.
      const cardRegister = () =>
        [...doc.querySelectorAll<HTMLAnchorElement>('.campus-card a.button')]
          .filter((element) => !element.closest('[hidden]'))
          .map((link) => link.getAttribute('href'));
      expect(cardRegister()).toEqual(['/registration?offer=1', '/registration?offer=1']);
      // The sibling discount the database applies is named with its percentage.
      expect(shown('.discount-card')).toContain(
        '10% offThe second and every further child registered in the same form (applied to the amounts due)',
      );
      expect(shown('.reg-offers__title')).toEqual(['Week 1']);
      expect(new Set(whatsappText())).toEqual(
        new Set(['Hello! I would like to register for the campus: PLAYER, INTERNAL.']),
      );
      expect(registerOnline()).toBe('?role=PLAYER&type=INTERNAL');

      choose('GOALKEEPER');
      expect(shown('.campus-card h3')).toEqual(['Goalkeeper', 'Everyone']);
      // No goalkeeper week stays internal: the offers go, as in the app.
      expect(doc.querySelector<HTMLElement>('.reg-offers')!.hidden).toBe(true);
      expect(new Set(whatsappText())).toEqual(
        new Set(['Hello! I would like to register for the campus: GOALKEEPER, INTERNAL.']),
      );

      choose('EXTERNAL');
      expect(shown('.reg-offers__title')).toEqual(['Week 2']);
      expect(cardRegister()).toEqual(['/registration?offer=2', '/registration?offer=2']);
      expect(registerOnline()).toBe('?role=GOALKEEPER&type=EXTERNAL');
      expect(shown('.empty-note')).toEqual([]);
    } finally {
      openOffers = [];
    }
  });

  it('shows the map only on request, or once third-party content is accepted, in its sandbox', async () => {
    const win = await plainPage('/contacts');
    const doc = win.document;
    expect(doc.querySelector('iframe')).toBeNull();
    doc.querySelector<HTMLButtonElement>('.map-placeholder button')!.click();
    const frame = doc.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://maps.example/embed?q=academy');
    expect(frame.getAttribute('title')).toBe('Map showing the academy office');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(doc.querySelector('.map-placeholder')).toBeNull();

    const accepted = await plainPage('/contacts', 'site_consent=accepted');
    expect(accepted.document.querySelector('iframe')).not.toBeNull();
    // Withdrawn: the placeholder is back.
    accepted.document.querySelector<HTMLButtonElement>('.site-footer__cookies')!.click();
    accepted.document.querySelector<HTMLButtonElement>('.consent-banner button[value="rejected"]')!.click();
    expect(accepted.document.querySelector('iframe')).toBeNull();
    expect(accepted.document.querySelector('.map-placeholder')).not.toBeNull();

    const choosing = await plainPage('/contacts');
    choosing.document.querySelector<HTMLButtonElement>('.consent-banner button[value="rejected"]')!.click();
    expect(choosing.document.querySelector('iframe')).toBeNull();
    choosing.document.querySelector<HTMLButtonElement>('.consent-banner button[value="accepted"]')!.click();
    expect(choosing.document.querySelector('iframe')).not.toBeNull();
  });

  it("asks for the visitor's own form token when they start writing an enquiry", async () => {
    openOffers = [{ id: 1, kind: 'camp', is_open: true, places_left: 3 }];
    try {
      const win = await plainPage('/contacts', undefined, { form_token: 'token-of-my-own' });
      const form = win.document.querySelector<HTMLFormElement>('#enquiry form')!;
      const token = form.querySelector<HTMLInputElement>('input[name="form_token"]')!;
      expect(token.value).toBe('token-in-the-page');
      expect(win.requests).toEqual([]);
      form.querySelector<HTMLInputElement>('input[name="name"]')!.focus();
      await vi.waitFor(() => expect(token.value).toBe('token-of-my-own'));
      form.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.focus();
      expect(win.requests).toHaveLength(1);
      const [{ url, init }] = win.requests as [{ url: string; init: RequestInit }];
      expect(url).toBe(`${API}/rest/v1/rpc/form_token`);
      expect(init.method).toBe('POST');
      expect(init.body).toBe(JSON.stringify({ p_form: 'enquiry' }));
      expect((init.headers as Record<string, string>).apikey).toBe('anon');
    } finally {
      openOffers = [];
    }
  });

  it("offers the likely address under the enquiry's e-mail field, fills it in on request, and never stops the form", async () => {
    openOffers = [{ id: 1, kind: 'camp', is_open: true, places_left: 3 }];
    try {
      const win = await plainPage('/es/contacts');
      const form = win.document.querySelector<HTMLFormElement>('#enquiry form')!;
      const email = form.querySelector<HTMLInputElement>('input[name="email"]')!;
      const line = form.querySelector<HTMLElement>(`[data-email-suggestion-for="${email.id}"]`)!;
      // In the page, hidden, in the page's language.
      expect(line.hidden).toBe(true);
      expect(line.textContent).toBe('¿Querías decir ?');
      const type = (value: string) => {
        email.value = value;
        email.dispatchEvent(new win.Event('change', { bubbles: true }));
      };
      type('lucia@gmail.con');
      await vi.waitFor(() => expect(line.hidden).toBe(false));
      expect(line.textContent).toBe('¿Querías decir lucia@gmail.com?');
      line.querySelector('button')!.click();
      expect(email.value).toBe('lucia@gmail.com');
      expect(line.hidden).toBe(true);
      expect(win.document.activeElement).toBe(email);
      // Put right by hand: the line goes as the address changes.
      type('lucia@gmial.com');
      await vi.waitFor(() => expect(line.textContent).toBe('¿Querías decir lucia@gmail.com?'));
      email.value = 'lucia@gmail.com';
      email.dispatchEvent(new win.Event('input', { bubbles: true }));
      await vi.waitFor(() => expect(line.hidden).toBe(true));
      // A suggestion, not a refusal: nothing keeps the form from being sent as typed.
      expect(email.getAttribute('aria-invalid')).toBeNull();
      expect(form.noValidate).toBe(true);
    } finally {
      openOffers = [];
    }
  });

  it('opens and closes the phone menu with its button and Escape, naming what the button does', async () => {
    const win = await plainPage('/about');
    const doc = win.document;
    expect(doc.documentElement.hasAttribute('data-hydrated')).toBe(true);
    const header = doc.querySelector<HTMLElement>('header.site-header')!;
    // A disclosure: the browser opens it without script; the panel and both names are inside.
    const menu = header.querySelector<HTMLDetailsElement>('details.site-header__menu')!;
    const toggle = menu.querySelector<HTMLElement>(':scope > summary')!;
    expect(menu.querySelector('.mobile-menu nav a')).not.toBeNull();
    expect([...toggle.querySelectorAll('[data-menu-label]')].map((l) => l.textContent)).toEqual([
      'Open menu',
      'Close menu',
    ]);
    const toggled = () => new Promise((resolve) => menu.addEventListener('toggle', resolve, { once: true }));
    expect(menu.open).toBe(false);
    expect(header.classList.contains('is-over-hero')).toBe(true);

    const opened = toggled();
    toggle.click();
    await opened;
    expect(menu.open).toBe(true);
    // An open menu is not over the hero.
    expect(header.classList.contains('is-over-hero')).toBe(false);
    expect(header.classList.contains('is-open')).toBe(true);

    const closed = toggled();
    doc.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Escape' }));
    expect(menu.open).toBe(false);
    expect(doc.activeElement).toBe(toggle);
    await closed;
    expect(header.classList.contains('is-over-hero')).toBe(true);
  });

  it('turns the header compact after 50 px of scroll', async () => {
    const win = await plainPage('/about');
    const header = win.document.querySelector<HTMLElement>('header.site-header')!;
    Object.defineProperty(win, 'scrollY', { value: 51, configurable: true });
    win.dispatchEvent(new win.Event('scroll'));
    expect(header.dataset.compact).toBe('true');
    expect(header.classList.contains('is-over-hero')).toBe(false);
    Object.defineProperty(win, 'scrollY', { value: 0, configurable: true });
    win.dispatchEvent(new win.Event('scroll'));
    expect(header.dataset.compact).toBe('false');
    expect(header.classList.contains('is-over-hero')).toBe(true);
  });

  it('stores the cookie choice without a reload, and reopens the banner from the footer with it', async () => {
    const win = await plainPage('/about');
    const doc = win.document;
    const banner = doc.querySelector<HTMLElement>('.consent-banner')!;
    const reject = banner.querySelector<HTMLButtonElement>('button[value="rejected"]')!;
    let left = false;
    banner.querySelector('form')!.addEventListener('submit', (event) => (left = !event.defaultPrevented));
    reject.click();
    expect(left).toBe(false);
    expect(doc.cookie).toContain('rejected');
    expect(doc.documentElement.hasAttribute('data-consent-chosen')).toBe(true);

    doc.querySelector<HTMLButtonElement>('.site-footer__cookies')!.click();
    expect(banner.classList.contains('consent-banner--reopened')).toBe(true);
    expect(doc.activeElement).toBe(banner);
    const shown = () => [...banner.querySelectorAll<HTMLElement>('[data-choice]')].filter((p) => !p.hidden);
    expect(shown().map((p) => p.dataset.choice)).toEqual(['rejected']);
    const close = banner.querySelector<HTMLButtonElement>('.consent-banner__close')!;
    expect(close.hidden).toBe(false);
    close.click();
    expect(banner.classList.contains('consent-banner--reopened')).toBe(false);
  });

  it("leads every page's footer to the family's account in the page's language, as a page load", async () => {
    for (const [path, account, text] of [
      ['/about', '/account', 'Family account'],
      ['/es/about', '/es/account', 'Cuenta de la familia'],
      ['/ru/about', '/ru/account', 'Кабинет семьи'],
    ] as const) {
      const doc = (await plainPage(path)).document;
      const link = doc.querySelector<HTMLAnchorElement>('.site-footer__account');
      expect(link?.getAttribute('href'), path).toBe(account);
      expect(link?.textContent).toBe(text);
    }
  });

  it('remembers the language a visitor picks', async () => {
    const win = await plainPage('/about');
    const spanish = win.document.querySelector<HTMLAnchorElement>('.lang-switcher a[hreflang="es"]')!;
    spanish.addEventListener('click', (event) => event.preventDefault());
    spanish.click();
    expect(win.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('takes the loader out after the minimum time', async () => {
    vi.useFakeTimers();
    frame.settings.min_loader_ms = 1500;
    try {
      const win = await plainPage('/about');
      const cover = () => win.document.querySelector('.page-loader--cover');
      expect(cover()).not.toBeNull();
      vi.advanceTimersByTime(1499);
      expect(cover()).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(cover()).toBeNull();
    } finally {
      frame.settings.min_loader_ms = 0;
      vi.useRealTimers();
    }
  });
});

describe('the pages around a payment', () => {
  const payment = {
    currency: 'EUR',
    due_now: 150,
    total: 300,
    reference: 'R17',
    bank_account_holder: 'SierraMar Sports Academy S.L.',
    bank_iban: 'ES00 0000 0000 0000 0000 0000',
    bank_bic: null,
    bizum_phone: null,
    instructions_en: null,
    instructions_es: null,
    instructions_ru: null,
  } as const;
  const item = {
    registration_id: 41,
    child_index: 0,
    child_name: 'Jorge',
    offer_id: 5,
    status: 'new',
    waiting_position: null,
    list_price: 300,
    early_bird: false,
    sibling_discount_percent: 0,
    price: 300,
    deposit: 150,
    due_now: 150,
  } as const;
  const answer = { submission_id: 17, family_id: 3, replayed: false, items: [item], payment };
  const KEY = '7b0c2a52-8f7e-4a39-9d55-4b8e8f0e1a21';
  const doc = (html: string) => new JSDOM(html).window.document;

  it('offers Pay on the answer page: a form with the proof and no amount, the total and the hold', async () => {
    const { site } = renderer();
    const { status, html } = await site.render(new URL('https://academy.example/es/registration/answer'), {
      registration: {
        kind: 'answer',
        summary: {
          answer,
          offers: {},
          pay: { idempotency_key: KEY, pay_by: '2026-11-28T13:30:00Z', transfer_allowed: false },
        },
      },
    });
    expect(status).toBe(200);
    const form = doc(html).querySelector<HTMLFormElement>('form[action="/es/registration/paid"]')!;
    expect(form.method).toBe('post');
    const fields = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input')].map((input) => [input.name, input.value]),
    );
    expect(fields).toEqual({ submission_id: '17', idempotency_key: KEY, lang: 'es' });
    expect(form.querySelector('button')!.textContent).toBe('Paga la señal: 150\u00a0€');
    expect(form.textContent).toContain(
      'Tu plaza está reservada hasta el 28 de noviembre de 2026 a las 14:30',
    );
    // No transfer: the bank details are not offered beside Pay.
    expect(doc(html).querySelector('main')!.textContent).not.toContain('ES00 0000');
  });

  it('keeps the bank details as an alternative while transfers are allowed, and none of it without Pay', async () => {
    const { site } = renderer();
    const allowed = await site.render(new URL('https://academy.example/registration/answer'), {
      registration: {
        kind: 'answer',
        summary: { answer, offers: {}, pay: { idempotency_key: KEY, pay_by: null, transfer_allowed: true } },
      },
    });
    expect(allowed.html).toContain('Or pay by bank transfer');
    expect(allowed.html).toContain('ES00 0000');
    const off = await site.render(new URL('https://academy.example/registration/answer'), {
      registration: { kind: 'answer', summary: { answer, offers: {} } },
    });
    expect(off.html).not.toContain('action="/registration/paid"');
    expect(off.html).toContain('ES00 0000');
  });

  it('shows a place confirmed once its deposit is paid, what was paid, and Pay for the balance', async () => {
    const { site } = renderer();
    const now = {
      ...answer,
      items: [{ ...item, status: 'confirmed' as const, paid: 150, due_now: 150 }],
      payment: { ...payment, due_now: 150, total: 300, paid: 150 },
    };
    const { html } = await site.render(new URL('https://academy.example/es/registration/answer'), {
      registration: {
        kind: 'answer',
        summary: {
          answer: now,
          offers: {},
          pay: { idempotency_key: KEY, pay_by: null, transfer_allowed: false },
        },
      },
    });
    const main = doc(html).querySelector('main')!;
    expect(main.textContent).toContain('Plaza confirmada');
    expect(main.textContent).toContain('Pagado hasta ahora: 150\u00a0€');
    expect(main.querySelector('form button')!.textContent).toBe('Paga ahora 150\u00a0€');

    const settled = await site.render(new URL('https://academy.example/registration/answer'), {
      registration: {
        kind: 'answer',
        summary: {
          answer: {
            ...now,
            items: [{ ...now.items[0]!, paid: 300, due_now: 0 }],
            payment: { ...now.payment, due_now: 0, paid: 300 },
          },
          offers: {},
        },
      },
    });
    expect(settled.html).toContain('Everything due for now is paid: thank you.');
    expect(settled.html).not.toContain('we will write to you when a place is free');
  });

  it("offers Pay on the parents' page with its token, what is due by when, and the refund policy", async () => {
    const { site } = renderer();
    const link = {
      child_name: 'Jorge',
      language: 'en',
      offer: { id: 5, title_en: 'Camp', title_es: null, title_ru: null },
      amounts: {
        list_price: 300,
        early_bird: false,
        sibling_discount_percent: 0,
        price: 300,
        deposit: 150,
        due_now: 150,
      },
      status: 'new',
      waiting_position: null,
      hold_expires_at: null,
      photos_website: false,
      photos_social: false,
      can_cancel: true,
      can_accept_place: false,
      can_withdraw_photos: false,
      online_payments: true,
      can_pay: true,
      amount_due_now: 150,
      pay_by: '2026-11-28T13:30:00Z',
      refund_until: '2027-06-16',
    } as const;
    const { html } = await site.render(new URL('https://academy.example/registration/manage'), {
      registration: {
        kind: 'manage',
        token: 'p1.41.x',
        link,
        error: null,
        done: null,
        payable: true,
        paymentCancelled: true,
      },
    });
    const page = doc(html);
    const form = page.querySelector<HTMLFormElement>('form[action="/registration/paid"]')!;
    expect(form.querySelector<HTMLInputElement>('input[name="token"]')!.value).toBe('p1.41.x');
    expect(form.querySelector('button')!.textContent).toBe('Pay €150 now');
    const text = page.querySelector('main')!.textContent;
    expect(text).toContain('Due by 28 November 2026 at 14:30: €150');
    expect(text).toContain('Cancel before 16 June 2027 for a refund of your deposit.');
    expect(page.querySelector('[role="status"]')!.textContent).toBe(
      'The payment was not completed. Your place is held until 28 November 2026 at 14:30: you can pay below.',
    );
  });

  it("shows no 'Pay online' part on the parents' page while the academy takes no payments online", async () => {
    const { site } = renderer();
    // As parent_link answers with online payments off: something due, nothing paid, no Pay.
    const link = {
      child_name: 'Jorge',
      language: 'es',
      offer: { id: 5, title_en: 'Camp', title_es: 'Campus', title_ru: null },
      amounts: {
        list_price: 100,
        early_bird: false,
        sibling_discount_percent: 0,
        price: 100,
        deposit: 50,
        due_now: 50,
      },
      status: 'new',
      waiting_position: null,
      hold_expires_at: null,
      photos_website: false,
      photos_social: false,
      can_cancel: true,
      can_accept_place: false,
      can_withdraw_photos: false,
      online_payments: false,
      can_pay: false,
      amount_due_now: 50,
      paid: 0,
      pay_by: null,
      refund_until: '2027-06-16',
    } as const;
    const render = (online: boolean) =>
      site.render(new URL('https://academy.example/es/registration/manage'), {
        registration: {
          kind: 'manage',
          token: 'p1.41.x',
          link: { ...link, online_payments: online },
          error: null,
          done: null,
          payable: false,
        },
      });
    const off = doc((await render(false)).html).querySelector('main')!;
    expect(off.textContent).toContain('Campus');
    expect(off.querySelector('#reg-manage-pay')).toBeNull();
    expect(off.textContent).not.toContain('Paga en línea');
    expect(off.textContent).not.toContain('Pagado hasta ahora');
    expect(off.textContent).not.toContain('A pagar ahora');
    // The same link with online payments on has the part (so the checks above can fail).
    const on = doc((await render(true)).html).querySelector('main')!;
    expect(on.querySelector('#reg-manage-pay')!.textContent).toBe('Paga en línea');
    expect(on.textContent).toContain('Pagado hasta ahora');
  });

  it('says a payment is being confirmed and refreshes itself, without script, for about a minute', async () => {
    const { site } = renderer();
    const checkout = { status: 'open' as const, paid: false, language: 'en', amount_cents: 15000, items: [] };
    const waiting = await site.render(new URL('https://academy.example/registration/paid'), {
      registration: { kind: 'paid', sessionId: 'cs_1', refresh: 3, checkout },
    });
    expect(waiting.status).toBe(200);
    expect(waiting.html).toContain('<meta name="robots" content="noindex"/>');
    expect(waiting.html).toContain(
      '<meta http-equiv="refresh" content="5; url=/registration/paid?session_id=cs_1&amp;n=4"/>',
    );
    const late = await site.render(new URL('https://academy.example/registration/paid'), {
      registration: { kind: 'paid', sessionId: 'cs_1', refresh: 12, checkout },
    });
    expect(late.html).not.toContain('http-equiv="refresh"');
    expect(late.html).toContain('We will send you an e-mail as soon as it is');
  });

  it('says a payment was received, with its lines, and that a missing one is not found (404)', async () => {
    const { site } = renderer();
    const paid = await site.render(new URL('https://academy.example/registration/paid'), {
      registration: {
        kind: 'paid',
        sessionId: 'cs_1',
        refresh: 0,
        checkout: {
          status: 'complete',
          paid: true,
          language: 'en',
          amount_cents: 15000,
          items: [{ name: 'Deposit · Jorge · Camp', amount_cents: 15000 }],
        },
      },
    });
    const page = doc(paid.html);
    expect(page.querySelector('h1')!.textContent).toBe('Payment received');
    expect(page.querySelector('main')!.textContent).toContain('Deposit · Jorge · Camp: €150');
    const missing = await site.render(new URL('https://academy.example/registration/paid'), {
      registration: { kind: 'paid', sessionId: '', refresh: 0, checkout: null },
    });
    expect(missing.status).toBe(404);
    expect(doc(missing.html).querySelector('h1')!.textContent).toBe('Payment not found');
  });

  it('explains an unreachable provider with the hold and a Try again form', async () => {
    const { site } = renderer();
    const { html } = await site.render(new URL('https://academy.example/es/registration/paid'), {
      registration: {
        kind: 'payment_refused',
        code: 'unreachable',
        heldUntil: '2026-11-28T13:30:00Z',
        retry: { token: 'p1.41.x', lang: 'es' },
        back: '/es/registration/manage?token=p1.41.x',
      },
    });
    const page = doc(html);
    expect(page.querySelector('[role="alert"]')!.textContent).toBe(
      'No se pudo conectar con el servicio de pago. Tu plaza sigue reservada hasta el 28 de noviembre de 2026 a las 14:30: inténtalo de nuevo en un momento.',
    );
    const form = page.querySelector<HTMLFormElement>('form[action="/es/registration/paid"]')!;
    expect(form.querySelector('button')!.textContent).toBe('Intentar de nuevo');
    expect(form.querySelector<HTMLInputElement>('input[name="token"]')!.value).toBe('p1.41.x');
  });
});
