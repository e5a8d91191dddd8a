import { describe, expect, it } from 'vitest';
import { parseAmount } from './PaymentsCard.tsx';

describe('parseAmount', () => {
  it('reads euro with a decimal comma or point', () => {
    expect(parseAmount('250')).toBe(250);
    expect(parseAmount(' 99,50 ')).toBe(99.5);
    expect(parseAmount('100.5')).toBe(100.5);
  });

  it('refuses nothing, zero, negatives, three decimals and words', () => {
    for (const text of ['', '0', '0,00', '-5', '10,505', '1.000,00', 'diez'])
      expect(parseAmount(text), text).toBeNull();
  });
});
