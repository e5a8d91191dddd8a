import { describe, expect, it } from 'vitest';
import { preferredLanguageRedirect, readPreferredLanguage, storePreferredLanguage } from './preference.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('the language guard', () => {
  it('accepts only en, es and ru from storage', () => {
    expect(readPreferredLanguage(memoryStorage({ preferredLanguage: 'es' }))).toBe('es');
    expect(readPreferredLanguage(memoryStorage({ preferredLanguage: 'ru' }))).toBe('ru');
    expect(readPreferredLanguage(memoryStorage({ preferredLanguage: 'en' }))).toBe('en');
    for (const bad of ['de', 'ES', ' es', '"es"', '', '<script>']) {
      expect(readPreferredLanguage(memoryStorage({ preferredLanguage: bad }))).toBeNull();
    }
    expect(readPreferredLanguage(memoryStorage())).toBeNull();
    expect(readPreferredLanguage(undefined)).toBeNull();
  });

  it('treats storage that throws as no preference', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(readPreferredLanguage(broken)).toBeNull();
    expect(() => storePreferredLanguage(broken, 'es')).not.toThrow();
  });

  it('stores the choice under preferredLanguage', () => {
    const storage = memoryStorage();
    storePreferredLanguage(storage, 'ru');
    expect(storage.getItem('preferredLanguage')).toBe('ru');
  });
});

describe('preferredLanguageRedirect', () => {
  it('sends an unprefixed path to the preferred language', () => {
    expect(preferredLanguageRedirect('/news/3', 'es')).toBe('/es/news/3');
    expect(preferredLanguageRedirect('/', 'ru')).toBe('/ru');
  });

  it('leaves prefixed paths and English preferences alone', () => {
    expect(preferredLanguageRedirect('/es/news', 'ru')).toBeNull();
    expect(preferredLanguageRedirect('/news', 'en')).toBeNull();
    expect(preferredLanguageRedirect('/news', null)).toBeNull();
  });
});
