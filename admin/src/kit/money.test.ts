import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money.ts';

const value = (text: string, lang: string) => {
  const reading = parseMoney(text, lang);
  return 'value' in reading ? reading.value : reading.error;
};

describe('parseMoney', () => {
  it('reads a decimal comma or point in every language', () => {
    for (const lang of ['en', 'es', 'ru']) {
      expect(value('810,50', lang), lang).toBe(810.5);
      expect(value('810.50', lang), lang).toBe(810.5);
      expect(value('810,5', lang), lang).toBe(810.5);
      expect(value(' 810 ', lang), lang).toBe(810);
      expect(value('0,99', lang), lang).toBe(0.99);
      expect(value('810,50 €', lang), lang).toBe(810.5);
    }
  });

  it('reads thousands grouped as each language writes them', () => {
    expect(value('1.234,50', 'es')).toBe(1234.5);
    expect(value('1.234,50', 'ru')).toBe(1234.5);
    expect(value('1 234,50', 'ru')).toBe(1234.5);
    expect(value('1\u00A0234,50', 'ru')).toBe(1234.5);
    expect(value('1,234.50', 'en')).toBe(1234.5);
    expect(value('1.234.567', 'es')).toBe(1234567);
    expect(value('1.234', 'es')).toBe(1234);
    expect(value('1,234', 'en')).toBe(1234);
  });

  it('refuses a single separator before three digits that is not the language’s own', () => {
    expect(value('1,234', 'es')).toBe('ambiguous');
    expect(value('1.234', 'en')).toBe('ambiguous');
    expect(value('1.234', 'ru')).toBe('ambiguous');
    expect(value('1,234', 'ru')).toBe('ambiguous');
    expect(value('10,505', 'es')).toBe('ambiguous');
  });

  it('refuses what is no amount', () => {
    for (const text of [
      'diez',
      '-5',
      '10,5055',
      '1.23.4',
      '12,34.5',
      '1,2,3',
      '810,',
      '.5',
      '1 23,00',
      '5e3',
    ])
      expect(value(text, 'es'), text).toBe('invalid');
  });

  it('reads nothing typed as no value', () => {
    expect(value('', 'es')).toBeNull();
    expect(value('   ', 'en')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('writes the language’s separators with two decimals, and reads back the same', () => {
    expect(formatMoney(810.5, 'es')).toBe('810,50');
    expect(formatMoney(810.5, 'en')).toBe('810.50');
    expect(formatMoney(12345.5, 'es')).toBe('12.345,50');
    expect(formatMoney(12345.5, 'en')).toBe('12,345.50');
    expect(formatMoney(1234.5, 'ru')).toBe('1\u00A0234,50');
    for (const lang of ['en', 'es', 'ru'])
      for (const amount of [0, 0.5, 810.5, 1234.5, 12345.67, 100000])
        expect(value(formatMoney(amount, lang), lang), `${lang} ${amount}`).toBe(amount);
  });
});
