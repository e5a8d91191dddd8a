import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  isLang,
  languagePrefix,
  parseStoredLanguage,
  splitLanguagePath,
  withLanguage,
} from './languages.ts';

describe('languages', () => {
  it('isLang accepts only the three codes', () => {
    expect(isLang('es')).toBe(true);
    expect(isLang('ES')).toBe(false);
    expect(isLang('fr')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });

  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['ru', 'ru'],
    ['fr', null],
    ['"es"', null],
    ['es ', null],
    ['', null],
    [null, null],
    [undefined, null],
    [42, null],
    ['__proto__', null],
    ['<script>', null],
  ])('the storage guard reads %j as %j', (raw, expected) => {
    expect(parseStoredLanguage(raw)).toBe(expected);
  });

  it('gives each language its prefix', () => {
    expect(languagePrefix('en')).toBe('');
    expect(languagePrefix('es')).toBe('/es');
    expect(languagePrefix('ru')).toBe('/ru');
  });

  it.each([
    ['/', 'en', '/'],
    ['', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/news/3', 'es', '/news/3'],
    ['/ru/about', 'ru', '/about'],
    ['/espana', 'en', '/espana'],
    ['/en/about', 'en', '/en/about'],
    ['/fr/about', 'en', '/fr/about'],
  ])('splits %j into %s + %j', (pathname, lang, path) => {
    expect(splitLanguagePath(pathname)).toEqual({ lang, path });
  });

  it.each([
    ['/', 'en', '/'],
    ['/', 'es', '/es'],
    ['/', 'ru', '/ru'],
    ['/news', 'es', '/es/news'],
    ['/news/12', 'ru', '/ru/news/12'],
    ['news', 'es', '/es/news'],
    ['/es/news', 'en', '/news'],
    ['/es/news', 'ru', '/ru/news'],
    ['/ru', 'en', '/'],
    ['/news?page=2#top', 'es', '/es/news?page=2#top'],
    ['/?x=1', 'ru', '/ru?x=1'],
    ['https://example.com/a', 'es', 'https://example.com/a'],
    ['mailto:info@example.com', 'ru', 'mailto:info@example.com'],
    ['#contacts', 'es', '#contacts'],
  ])('withLanguage(%j, %s) is %j', (path, lang, expected) => {
    expect(withLanguage(path, lang as 'en')).toBe(expected);
  });

  it('withLanguage and splitLanguagePath round-trip', () => {
    for (const lang of LANGUAGES) {
      for (const path of ['/', '/about', '/news/5']) {
        expect(splitLanguagePath(withLanguage(path, lang))).toEqual({ lang, path });
      }
    }
  });
});
