import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, translator } from '../i18n/messages.ts';
import { formatDate } from '@academy/shared/format.ts';
import type { Lang } from '@academy/shared/languages.ts';
import { subscriptionPrice } from './subscriptionPrice.ts';

const monthly = { price: '80.00', price_per_session: '12.50', is_monthly: true, is_hourly: false };
const hourly = { price: 30, price_per_session: null, is_monthly: false, is_hourly: true };
const once = { price: '250', price_per_session: null, is_monthly: false, is_hourly: false };

function lines(plan: typeof monthly | typeof hourly | typeof once, lang: Lang) {
  return subscriptionPrice(plan, lang, translator(lang));
}

// Intl puts a no-break space between amount and '€' in es and ru.
const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('subscriptionPrice', () => {
  beforeAll(() => Promise.all([loadCatalog('es'), loadCatalog('ru')]));

  it('uses the English suffixes', () => {
    expect(lines(monthly, 'en')).toEqual({
      amount: '€80',
      period: '/ month',
      perSession: '€12.50 per session',
    });
    expect(lines(hourly, 'en')).toEqual({ amount: '€30', period: '/ hour', perSession: null });
  });

  it('uses the Spanish suffixes', () => {
    const m = lines(monthly, 'es');
    expect([nb(m.amount), m.period, nb(m.perSession ?? '')]).toEqual(['80 €', 'al mes', '12,50 € por clase']);
    expect(lines(hourly, 'es').period).toBe('/ hora');
  });

  it('uses the Russian suffixes', () => {
    const m = lines(monthly, 'ru');
    expect([nb(m.amount), m.period, nb(m.perSession ?? '')]).toEqual([
      '80 €',
      '/ месяц',
      '12,50 € за занятие',
    ]);
    expect(lines(hourly, 'ru').period).toBe('/ час');
  });

  it('has no suffix for a one-off price', () => {
    expect(lines(once, 'en')).toEqual({ amount: '€250', period: '', perSession: null });
  });
});

describe('article dates', () => {
  it('read in the language of the page', () => {
    const at = '2025-03-12T10:00:00+00:00';
    expect(formatDate(at, 'en', { timeZone: 'UTC' })).toBe('12 March 2025');
    expect(formatDate(at, 'es', { timeZone: 'UTC' })).toBe('12 de marzo de 2025');
    expect(formatDate(at, 'ru', { timeZone: 'UTC' })).toMatch(/^12 марта 2025/);
  });
});
