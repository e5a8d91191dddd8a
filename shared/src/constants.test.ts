import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('business constants (SPEC §9)', () => {
  it('match the specification', () => {
    expect({
      HOME_NEWS_COUNT: c.HOME_NEWS_COUNT,
      NEWS_PAGE_SIZE: c.NEWS_PAGE_SIZE,
      NEWS_PREVIEW_LENGTH: c.NEWS_PREVIEW_LENGTH,
      MIN_LOADER_MS: c.MIN_LOADER_MS,
      HEADER_COMPACT_SCROLL_PX: c.HEADER_COMPACT_SCROLL_PX,
      GALLERY_STEP_PX: c.GALLERY_STEP_PX,
      GALLERY_IMAGE_COUNT: c.GALLERY_IMAGE_COUNT,
      PARTNER_LOGO_COUNT: c.PARTNER_LOGO_COUNT,
      PARTNER_SCROLL_STEP_PX: c.PARTNER_SCROLL_STEP_PX,
      PARTNER_SCROLL_INTERVAL_MS: c.PARTNER_SCROLL_INTERVAL_MS,
      STORAGE_CACHE_SECONDS: c.STORAGE_CACHE_SECONDS,
      CURRENCY: c.CURRENCY,
      COPYRIGHT_YEAR: c.COPYRIGHT_YEAR,
      ERROR_BANNER_MS: c.ERROR_BANNER_MS,
      DEFAULT_SORT_ORDER: c.DEFAULT_SORT_ORDER,
      EDITOR_HISTORY_DEPTH: c.EDITOR_HISTORY_DEPTH,
      EDITOR_HISTORY_MERGE_MS: c.EDITOR_HISTORY_MERGE_MS,
      EDITOR_SYNTAX_HIGHLIGHT_MS: c.EDITOR_SYNTAX_HIGHLIGHT_MS,
      DEFAULT_UPLOAD_TYPES: c.DEFAULT_UPLOAD_TYPES,
      COACH_PHOTO_RECOMMENDED: c.COACH_PHOTO_RECOMMENDED,
    }).toEqual({
      HOME_NEWS_COUNT: 4,
      NEWS_PAGE_SIZE: 4,
      NEWS_PREVIEW_LENGTH: 200,
      MIN_LOADER_MS: 1500,
      HEADER_COMPACT_SCROLL_PX: 50,
      GALLERY_STEP_PX: 310,
      GALLERY_IMAGE_COUNT: 7,
      PARTNER_LOGO_COUNT: 6,
      PARTNER_SCROLL_STEP_PX: 1,
      PARTNER_SCROLL_INTERVAL_MS: 16,
      STORAGE_CACHE_SECONDS: 3600,
      CURRENCY: 'EUR',
      COPYRIGHT_YEAR: 2025,
      ERROR_BANNER_MS: 5000,
      DEFAULT_SORT_ORDER: 0,
      EDITOR_HISTORY_DEPTH: 100,
      EDITOR_HISTORY_MERGE_MS: 1000,
      EDITOR_SYNTAX_HIGHLIGHT_MS: 1000,
      DEFAULT_UPLOAD_TYPES: ['image/png', 'image/jpeg'],
      COACH_PHOTO_RECOMMENDED: { width: 300, height: 400 },
    });
    expect(c.MIN_LOADER_MS_RANGE).toEqual({ min: 0, max: 10000 });
  });

  it('match the schema contract', () => {
    expect(c.BUCKETS).toEqual(['coaches', 'news', 'media']);
    expect(c.MAX_UPLOAD_BYTES).toBe(5_242_880);
    expect(c.ALLOWED_IMAGE_TYPES).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/avif',
      'image/gif',
    ]);
    expect(c.CAMPUS_ROLES).toContain(c.DEFAULT_CAMPUS_ROLE);
    expect(c.CAMPUS_TYPES).toContain(c.DEFAULT_CAMPUS_TYPE);
    // Every upload type the editor offers must be accepted by the buckets.
    for (const type of c.DEFAULT_UPLOAD_TYPES) expect(c.ALLOWED_IMAGE_TYPES).toContain(type);
  });
});
