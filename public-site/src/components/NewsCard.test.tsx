import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewsCardRow } from '../data/types.ts';
import { SiteContext, type SiteState } from '../page/SiteContext.tsx';
import { translator } from '../i18n/messages.ts';
import { NewsCard } from './NewsCard.tsx';

function renderCard(item: NewsCardRow, lang: 'en' | 'es' = 'en', imageEndpoint: string | null = null) {
  const state = {
    lang,
    t: translator(lang),
    media: (url: string | null | undefined) =>
      url ? (url.startsWith('/storage/') ? `http://api.test${url}` : url) : '',
    env: { supabaseUrl: 'http://api.test', imageEndpoint },
  } as unknown as SiteState;
  return render(
    <MemoryRouter>
      <SiteContext.Provider value={state}>
        <NewsCard item={item} to="/news/7" />
      </SiteContext.Provider>
    </MemoryRouter>,
  );
}

const long = `<p>${'Cones & balls. '.repeat(20)}</p><script>alert(1)</script><p>End</p>`;
const item: NewsCardRow = {
  id: 7,
  title_en: 'Cup final',
  title_es: null,
  title_ru: null,
  text_en: long,
  text_es: '<p>Texto <strong>corto</strong></p>',
  text_ru: null,
  preview_image_url: null,
  publish_date: '2025-03-12T10:00:00+00:00',
};

describe('NewsCard', () => {
  afterEach(cleanup);

  it('cuts the text without markup to 200 characters plus "..."', () => {
    renderCard(item);
    const text = screen.getByText(/^Cones & balls/).textContent ?? '';
    expect(text).toHaveLength(203);
    expect(text.endsWith('...')).toBe(true);
    expect(text).not.toMatch(/<|alert/);
  });

  it('keeps a short text whole, and falls back to the English title', () => {
    renderCard(item, 'es');
    expect(screen.getByText('Texto corto').textContent).toBe('Texto corto');
    expect(screen.getByRole('link', { name: 'Cup final' })).toHaveProperty('pathname', '/news/7');
  });

  it('shows the default picture when the article has none', () => {
    const { container } = renderCard(item);
    const img = container.querySelector('img')!;
    // The bundled default picture (a file in the build, inlined by the test transform).
    expect(img.getAttribute('src')).toMatch(/news-default|^data:image\/svg\+xml/);
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('shows the default picture instead of one from another site', () => {
    for (const url of [
      'https://evil.example/a.webp',
      'https://evil.example/storage/v1/object/public/news/a.webp',
    ]) {
      const { container } = renderCard({ ...item, preview_image_url: url });
      expect(container.querySelector('img')!.getAttribute('src')).toMatch(
        /news-default|^data:image\/svg\+xml/,
      );
      cleanup();
    }
  });

  it('uses the stored picture through the API address on a static host', () => {
    const { container } = renderCard({ ...item, preview_image_url: '/storage/v1/object/public/news/a.webp' });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('http://api.test/storage/v1/object/public/news/a.webp');
    expect(img.getAttribute('srcset')).toBeNull();
  });

  it("offers the site server's resized copies in srcset, with sizes for the card's slot", () => {
    const { container } = renderCard(
      { ...item, preview_image_url: '/storage/v1/object/public/news/a.webp' },
      'en',
      '/_image',
    );
    const img = container.querySelector('img')!;
    const path = encodeURIComponent('/storage/v1/object/public/news/a.webp');
    expect(img.getAttribute('src')).toBe(`/_image?url=${path}&w=960`);
    expect(img.getAttribute('srcset')?.split(', ')).toEqual(
      [320, 640, 960, 1280, 1920].map((w) => `/_image?url=${path}&w=${w} ${w}w`),
    );
    expect(img.getAttribute('sizes')).toContain('280px');
    expect(img.getAttribute('height')).toBe('400');
  });
});
