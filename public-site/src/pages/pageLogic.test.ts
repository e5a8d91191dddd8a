import { describe, expect, it } from 'vitest';
import type { CampusRole, CampusType } from '@academy/shared/constants.ts';
import { cardsFor } from './campus/CampusCards.tsx';
import { parseArticleId } from '../data/pageRequest.ts';
import { pageDescription } from './usePage.ts';

describe('parseArticleId', () => {
  it('accepts positive integers only', () => {
    expect(parseArticleId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '07', '99999999999999999999']) {
      expect(parseArticleId(bad)).toBeNull();
    }
  });
});

describe('cardsFor', () => {
  const card = (title: string, role?: CampusRole, type?: CampusType) => ({
    title,
    price_per_week: 100,
    tags: [],
    content: [],
    role,
    type,
  });
  const cards = [
    card('all'),
    card('p-in', 'PLAYER', 'INTERNAL'),
    card('gk-ex', 'GOALKEEPER', 'EXTERNAL'),
    card('gk', 'GOALKEEPER'),
  ];

  it('keeps the cards of the chosen role and type, and those for every choice', () => {
    expect(cardsFor(cards, 'PLAYER', 'INTERNAL').map((c) => c.title)).toEqual(['all', 'p-in']);
    expect(cardsFor(cards, 'GOALKEEPER', 'EXTERNAL').map((c) => c.title)).toEqual(['all', 'gk-ex', 'gk']);
    expect(cardsFor(cards, 'GOALKEEPER', 'INTERNAL').map((c) => c.title)).toEqual(['all', 'gk']);
  });
});

describe('pageDescription', () => {
  it('strips markup and keeps a short text whole', () => {
    expect(pageDescription('<p>Summer <strong>campus</strong>&nbsp;by the sea.</p>')).toBe(
      'Summer campus by the sea.',
    );
    expect(pageDescription(null)).toBe('');
  });

  it('cuts a long text at a word before 160 characters and marks the cut', () => {
    const long = `<p>${'Футбол у моря для детей, '.repeat(12)}</p>`;
    const text = pageDescription(long);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
    expect(text).not.toMatch(/[\s,]…$/);
    expect(long).toContain(text.slice(0, -1));
  });
});
