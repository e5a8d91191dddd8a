import { describe, expect, it } from 'vitest';
import { readAmount } from './PaymentForm.tsx';

describe('readAmount', () => {
  it('reads euro with a decimal comma or point, as the language groups thousands', () => {
    expect(readAmount('250', 'es')).toEqual({ amount: 250 });
    expect(readAmount(' 99,50 ', 'es')).toEqual({ amount: 99.5 });
    expect(readAmount('100.5', 'ru')).toEqual({ amount: 100.5 });
    expect(readAmount('1.000,00', 'es')).toEqual({ amount: 1000 });
    expect(readAmount('1,000.00', 'en')).toEqual({ amount: 1000 });
  });

  it('refuses nothing, zero, negatives, three decimals and words, saying why', () => {
    for (const text of ['', '0', '0,00', '1000000'])
      expect(readAmount(text, 'es'), text).toEqual({ problem: 'app.payments.amount_invalid' });
    for (const text of ['-5', '10,5055', 'diez'])
      expect(readAmount(text, 'es'), text).toEqual({ problem: 'app.validation.money_invalid' });
    expect(readAmount('10,505', 'es')).toEqual({ problem: 'app.validation.money_ambiguous' });
  });
});
