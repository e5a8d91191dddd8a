import { describe, expect, it } from 'vitest';
import { cleanPageData } from './cleanPageData.ts';
import type { PageData } from './types.ts';

const hostile = '<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
const inert = '<p>Hi</p><img src="x">';

describe('cleanPageData', () => {
  it("sanitizes the page row's rich-text fields in every language, and leaves its plain text alone", () => {
    const data: PageData = {
      page: {
        about_text_en: hostile,
        about_text_es: hostile,
        about_text_ru: null,
        pageTitle_en: 'Tom & Jerry <3',
      },
    };
    const clean = cleanPageData(data, { key: 'about' });
    expect(clean.page).toEqual({
      about_text_en: inert,
      about_text_es: inert,
      about_text_ru: null,
      pageTitle_en: 'Tom & Jerry <3',
    });
    // The answer it was given is not changed (a cache may hold it).
    expect((data.page as Record<string, unknown>).about_text_en).toBe(hostile);
  });

  it("sanitizes coaches' biographies, programmes' descriptions and the article's text", () => {
    const clean = cleanPageData(
      {
        page: null,
        coaches: [{ id: 1, name: 'Ana <b>', bio_en: hostile, bio_es: '', bio_ru: null } as never],
        programmes: [{ id: 2, description_en: hostile, description_ru: hostile } as never],
        article: { id: 3, title_en: 'A <b> title', text_en: hostile, text_es: null } as never,
      },
      { key: null, articleId: 3 },
    );
    expect(clean.coaches).toEqual([{ id: 1, name: 'Ana <b>', bio_en: inert, bio_es: '', bio_ru: null }]);
    expect(clean.programmes).toEqual([{ id: 2, description_en: inert, description_ru: inert }]);
    expect(clean.article).toEqual({ id: 3, title_en: 'A <b> title', text_en: inert, text_es: null });
  });
});
