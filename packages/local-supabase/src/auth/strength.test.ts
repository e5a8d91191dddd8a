import { describe, expect, it } from 'vitest';
import { estimateStrength, madeOfUserInputs, MIN_STRENGTH_SCORE } from './strength.ts';

/** User inputs as the auth service passes them: the site's words, then the account's. */
const INPUTS = [
  'sierramar',
  'academy',
  'academia',
  'futbol',
  'football',
  'de',
  'академия',
  'футбольная',
  'estepona',
];
const ACCOUNT = ['marta.vidal@example.com', 'marta', 'Vidal Serrano'];

describe('madeOfUserInputs', () => {
  it('finds the words joined by spaces, hyphens, dots or nothing, in any case, with or without accents', () => {
    for (const password of [
      'SierraMar Football Academy',
      'sierramar-academy',
      'Academia de Fútbol SierraMar',
      'Футбольная академия SierraMar',
      'Football Academy 2026',
      'Estepona2026!',
      'academy.sierramar',
    ])
      expect(madeOfUserInputs(password, INPUTS), password).toBe(true);
  });

  it('splits phrases and e-mail addresses among the inputs into their words', () => {
    expect(madeOfUserInputs('Serrano Vidal 1990', ACCOUNT)).toBe(true);
    expect(madeOfUserInputs('example.com.marta', ACCOUNT)).toBe(true);
  });

  it('lets through a password with any other word or a number that is not a year inside', () => {
    for (const password of [
      'purple-Tractor-sierramar-91x',
      'sierramar 91 academy',
      'academy-of-lions',
      '2026-2026',
    ])
      expect(madeOfUserInputs(password, INPUTS), password).toBe(false);
  });
});

describe('estimateStrength', () => {
  it("scores a phrase of the inputs' words 0 with the warning userInputs, where zxcvbn alone rates it strong", () => {
    const strength = estimateStrength('SierraMar Football Academy', INPUTS);
    expect(strength).toEqual({
      score: 0,
      warning: 'userInputs',
      message: expect.stringContaining('site’s own words') as unknown,
    });
    expect(estimateStrength('purple-Tractor-sierramar-91x', INPUTS).score).toBeGreaterThanOrEqual(
      MIN_STRENGTH_SCORE,
    );
  });
});
