import { describe, expect, it } from 'vitest';
import * as shared from './index.ts';

describe('@academy/shared entry point', () => {
  it('exports the helpers of every module', () => {
    for (const name of [
      'LANGUAGES',
      'parseStoredLanguage',
      'withLanguage',
      'localized',
      'localizedList',
      'filledLanguages',
      'HOME_NEWS_COUNT',
      'PAGE_KEYS',
      'STAFF_ROLES',
      'createSanitizer',
      'isSafeLinkUrl',
      'isEmptyHtml',
      'stripHtml',
      'previewText',
      'formatDate',
      'formatPrice',
      'resolveMediaUrl',
      'uniqueObjectName',
      'pageSchemas',
      'parsePageContent',
      'readPageContent',
      'flattenKeys',
      'interpolate',
    ]) {
      expect(shared, name).toHaveProperty(name);
    }
  });

  it('exports the UI catalogs', () => {
    for (const name of ['siteEn', 'siteEs', 'siteRu', 'adminEn', 'adminEs', 'adminRu']) {
      expect(typeof (shared as Record<string, unknown>)[name], name).toBe('object');
    }
  });
});
