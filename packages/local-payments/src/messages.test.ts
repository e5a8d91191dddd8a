import { describe, expect, it } from 'vitest';
import { formatEuros, messages, pageLocale } from './messages.ts';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the checkout page catalog', () => {
  it('has every English key, non-empty, in Spanish and Russian', () => {
    const english = keys(messages.en).sort();
    for (const locale of ['es', 'ru'] as const) {
      expect(keys(messages[locale]).sort()).toEqual(english);
      for (const key of english) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages[locale]);
        expect(value, `${locale}.${key}`).toMatch(/\S/);
      }
    }
  });

  it("speaks the session's language, else the browser's, else English", () => {
    expect(pageLocale('ru', 'es-ES,es;q=0.9')).toBe('ru');
    expect(pageLocale('auto', 'fr-FR,fr;q=0.9,es;q=0.8,en;q=0.5')).toBe('es');
    expect(pageLocale(null, 'en;q=0.2,ru;q=0.8')).toBe('ru');
    expect(pageLocale(undefined, 'de')).toBe('en');
  });

  it('writes euros as each language does', () => {
    expect(formatEuros(17_050, 'en')).toBe('€170.50');
    expect(formatEuros(17_050, 'es')).toBe('170,50\u00a0€');
    expect(formatEuros(17_050, 'ru')).toBe('170,50\u00a0€');
  });
});
