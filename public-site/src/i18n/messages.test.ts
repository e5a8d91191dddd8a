import { describe, expect, it } from 'vitest';
import { siteEn } from '@academy/shared/i18n/site/en.ts';
import { siteEs } from '@academy/shared/i18n/site/es.ts';
import { siteRu } from '@academy/shared/i18n/site/ru.ts';
import { format, loadCatalog, translator } from './messages.ts';

describe('site catalogs', () => {
  it('have the same keys in every language, none empty', () => {
    const keys = Object.keys(siteEn).sort();
    for (const catalog of [siteEs, siteRu]) {
      expect(Object.keys(catalog).sort()).toEqual(keys);
      for (const value of Object.values(catalog)) expect(value.trim()).not.toBe('');
    }
  });

  it('keep the texts the site promises word for word', async () => {
    await Promise.all([loadCatalog('es'), loadCatalog('ru')]);
    const en = translator('en');
    expect(en('loadingMenu')).toBe('Loading menu...');
    expect(en('notFound')).toBe('404 Not Found');
    expect(en('noNews')).toBe('No news available at the moment.');
    expect(translator('es')('collaborators')).toBe('Colaboradores');
    expect(translator('ru')('collaborators')).toBe('Партнеры');
    expect(translator('es')('playWithUs')).toBe('Galería');
    expect(translator('ru')('playWithUs')).toBe('Играй с нами');
  });
});

describe('format', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('© {year} {company}.', { year: 2025, company: 'ACME' })).toBe('© 2025 ACME.');
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
