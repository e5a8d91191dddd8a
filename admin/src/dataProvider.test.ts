import { describe, expect, it } from 'vitest';
import { expandSearch } from './dataProvider.ts';

describe('expandSearch', () => {
  it("searches a coach's name in every language", () => {
    expect(expandSearch('coaches', { q: 'ana', is_active: true })).toEqual({
      is_active: true,
      '@or': { 'name_en@ilike': 'ana', 'name_es@ilike': 'ana', 'name_ru@ilike': 'ana' },
    });
  });

  it("drops characters that would break PostgREST's or=() syntax", () => {
    expect(expandSearch('news', { q: 'a,b(c)*' })['@or']).toEqual({
      'title_en@ilike': 'a b c',
      'title_es@ilike': 'a b c',
      'title_ru@ilike': 'a b c',
    });
  });

  it('leaves other filters alone and ignores an empty search', () => {
    expect(expandSearch('users', { q: '  ', role: 'Admin' })).toEqual({ role: 'Admin' });
    expect(expandSearch('other', { q: 'x' })).toEqual({});
  });
});
