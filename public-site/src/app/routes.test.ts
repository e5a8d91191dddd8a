import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SiteFrame } from '../data/types.ts';
import type { PageVisit } from '../page/pageVisit.ts';
import { pageUrl, siteRoutes } from './routes.tsx';
import { sourceContext, type SiteSource } from '../data/siteSource.ts';

describe('pageUrl', () => {
  it('keeps the path and the parameters a page reads, in a fixed order, and drops the rest', () => {
    const url = new URL('https://academy.example/es/news?utm_source=mail&page=2&fbclid=x&day=3&page=4');
    expect(pageUrl(url).href).toBe('https://academy.example/es/news');
    expect(pageUrl(new URL('https://academy.example/news?gclid=1&after=7_x')).href).toBe(
      'https://academy.example/news?after=7_x',
    );
    expect(pageUrl(url, ['page', 'day']).href).toBe('https://academy.example/es/news?day=3&page=2&page=4');
  });
});

describe('the site route loader', () => {
  const frame = {
    menu_items: [{ id: 1, url: '/about', component_key: 'about', type: 'Header' }],
    languages: [{ code: 'en', name: 'English' }],
    settings: {},
  } as unknown as SiteFrame;
  const loader = siteRoutes[0]!.loader as (args: LoaderFunctionArgs) => Promise<PageVisit>;
  const visit = (source: SiteSource) =>
    loader({
      params: { '*': 'about' },
      context: sourceContext(source),
      request: new Request('https://academy.example/about'),
    } as unknown as LoaderFunctionArgs);
  const hostile = { page: { about_text_en: '<p>Our story</p><script>alert(1)</script>', title_en: 'a < b' } };
  const clean = { page: { about_text_en: '<p>Our story</p>', title_en: 'a < b' } };

  it('gives a page the browser navigates to its data with the rich text sanitized', async () => {
    const { load } = await visit({
      deferred: true,
      frame: async () => frame,
      page: async () => ({ frame, load: { ok: true, data: hostile } }),
    });
    expect(load).toBeInstanceOf(Promise);
    expect(await load).toEqual({ ok: true, data: clean });
  });

  it('gives a page rendered whole (the server, the preview) its data with the rich text sanitized', async () => {
    const { load } = await visit({
      deferred: false,
      frame: async () => frame,
      page: async () => ({ frame, load: { ok: true, data: hostile } }),
    });
    expect(load).toEqual({ ok: true, data: clean });
  });
});
