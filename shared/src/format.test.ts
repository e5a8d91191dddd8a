import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonth, formatPrice, isCalendarDate } from './format.ts';

const NBSP = '\u00a0';

describe('formatDate', () => {
  const date = new Date(Date.UTC(2025, 2, 12, 10, 30));

  it('writes a long date in each language', () => {
    expect(formatDate(date, 'en', { timeZone: 'UTC' })).toBe('12 March 2025');
    expect(formatDate(date, 'es', { timeZone: 'UTC' })).toBe('12 de marzo de 2025');
    expect(formatDate(date, 'ru', { timeZone: 'UTC' })).toMatch(/^12 марта 2025\sг\.$/);
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatDate('2025-03-12T23:30:00+00:00', 'en', { timeZone: 'Europe/Madrid' })).toBe(
      '13 March 2025',
    );
    expect(formatDate(date.getTime(), 'es', { timeZone: 'UTC' })).toBe('12 de marzo de 2025');
  });

  it("gives '' for missing or invalid dates", () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatDayMonth', () => {
  it('writes the day and month of a calendar day in each language', () => {
    expect(formatDayMonth('2027-06-30', 'en')).toBe('June 30');
    expect(formatDayMonth('2027-06-30', 'es')).toBe('30 de junio');
    expect(formatDayMonth('2027-06-30', 'ru')).toBe('30 июня');
  });

  it("gives '' for anything but a real YYYY-MM-DD day", () => {
    for (const value of [null, undefined, '', '2027-02-30', '30/06/2027', '2027-06-30T10:00:00Z'])
      expect(formatDayMonth(value, 'en')).toBe('');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });
});

describe('formatPrice', () => {
  it('writes euros in each language, without decimals when whole', () => {
    expect(formatPrice(120, 'en')).toBe('€120');
    expect(formatPrice(120, 'es')).toBe(`120${NBSP}€`);
    expect(formatPrice(120, 'ru')).toBe(`120${NBSP}€`);
  });

  it('shows cents when there are some', () => {
    expect(formatPrice(120.5, 'en')).toBe('€120.50');
    expect(formatPrice(120.5, 'es')).toBe(`120,50${NBSP}€`);
    expect(formatPrice('35.75', 'ru')).toBe(`35,75${NBSP}€`);
    expect(formatPrice(119.999, 'en')).toBe('€120');
  });

  it('groups thousands as each locale does', () => {
    expect(formatPrice(1450, 'en')).toBe('€1,450');
    expect(formatPrice(12500, 'es')).toBe(`12.500${NBSP}€`);
    expect(formatPrice(1450, 'ru')).toMatch(/^1\s450\s€$/);
  });

  it("accepts numeric strings and gives '' for anything else", () => {
    expect(formatPrice('60.00', 'en')).toBe('€60');
    expect(formatPrice(0, 'en')).toBe('€0');
    expect(formatPrice(null, 'en')).toBe('');
    expect(formatPrice('', 'en')).toBe('');
    expect(formatPrice('abc', 'en')).toBe('');
    expect(formatPrice(Number.NaN, 'en')).toBe('');
  });
});
