import { describe, expect, it } from 'vitest';
import { expandSearch, listRequest } from './listRequest.ts';

describe('expandSearch', () => {
  it("searches a coach's name in every language", () => {
    expect(expandSearch('coaches', { q: 'ana', is_active: true })).toEqual({
      is_active: true,
      '@or': { 'name_en@ilike': 'ana', 'name_es@ilike': 'ana', 'name_ru@ilike': 'ana' },
    });
  });

  it("drops characters that would break PostgREST's or=() syntax", () => {
    expect(expandSearch('programmes', { q: 'a,b(c)*' })['@or']).toEqual({
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

describe('listRequest', () => {
  const page = {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'publish_date', order: 'DESC' as const },
  };

  it('counts the news list with an estimate (exact up to max_rows) and reads the table', () => {
    const { resource, params } = listRequest('news', { ...page, filter: { status: 'Draft' } });
    expect(resource).toBe('news');
    expect(params.filter).toEqual({ status: 'Draft' });
    expect(params.meta?.headers).toEqual({ Prefer: 'count=estimated' });
    expect(params.pagination).toEqual(page.pagination);
    expect(params.sort).toEqual(page.sort);
  });

  it('searches news titles through news_search(p_q) with the typed text, other filters kept', () => {
    const { resource, params } = listRequest('news', {
      ...page,
      filter: { q: '  50%  off, (summer) ', status: 'Published' },
    });
    expect(resource).toBe('rpc/news_search');
    expect(params.filter).toEqual({ status: 'Published', 'p_q@': '50% off, (summer)' });
    expect(params.meta?.headers).toEqual({ Prefer: 'count=estimated' });
  });

  it('keeps the exact count and the or=() search of the other lists', () => {
    const { resource, params } = listRequest('coaches', { ...page, filter: { q: 'ana' } });
    expect(resource).toBe('coaches');
    expect(params.meta).toBeUndefined();
    expect(params.filter).toEqual({
      '@or': { 'name_en@ilike': 'ana', 'name_es@ilike': 'ana', 'name_ru@ilike': 'ana' },
    });
  });
});
