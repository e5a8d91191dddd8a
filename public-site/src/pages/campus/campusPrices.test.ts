import { describe, expect, it } from 'vitest';
import type { CampusWeekPrice } from '../../data/types.ts';
import { cardPrice } from './campusPrices.ts';

const week = (
  role: 'PLAYER' | 'GOALKEEPER',
  type: 'INTERNAL' | 'EXTERNAL',
  price: number,
): CampusWeekPrice => ({
  role,
  type,
  price,
  early_bird_price: null,
  early_bird_until: null,
  starts_on: '2027-06-30',
});

const weeks = [
  week('PLAYER', 'INTERNAL', 810),
  { ...week('PLAYER', 'EXTERNAL', 295), early_bird_price: 265, early_bird_until: '2027-02-28' },
  week('GOALKEEPER', 'EXTERNAL', 325),
];

describe('a campus card’s weekly price', () => {
  it('is the price of its role’s and type’s week', () => {
    expect(cardPrice({ role: 'PLAYER', type: 'INTERNAL' }, weeks)).toEqual({ price: 810, earlyBird: null });
  });

  it('is the lowest of the weeks it stands for when it names no role or type, with its early bird', () => {
    expect(cardPrice({}, weeks)).toEqual({ price: 295, earlyBird: { price: 265, until: '2027-02-28' } });
    expect(cardPrice({ role: 'GOALKEEPER' }, weeks)).toEqual({ price: 325, earlyBird: null });
  });

  it('is none when no week of its role and type is to come', () => {
    expect(cardPrice({ role: 'GOALKEEPER', type: 'INTERNAL' }, weeks)).toBeNull();
  });
});
