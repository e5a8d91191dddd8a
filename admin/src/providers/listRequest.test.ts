import { describe, expect, it } from 'vitest';
import { expandSearch, listRequest } from './listRequest.ts';

const NAMES = ['name_en', 'name_es', 'name_ru'];

describe('expandSearch', () => {
  it('looks for the text in every column given', () => {
    expect(expandSearch(NAMES, { q: 'ana', is_active: true })).toEqual({
      is_active: true,
      '@or': { 'name_en@ilike': 'ana', 'name_es@ilike': 'ana', 'name_ru@ilike': 'ana' },
    });
  });

  it("drops characters that would break PostgREST's or=() syntax", () => {
    expect(expandSearch(['title_en'], { q: 'a,b(c)*' })['@or']).toEqual({ 'title_en@ilike': 'a b c' });
  });

  it('leaves other filters alone and ignores an empty search or a list without search', () => {
    expect(expandSearch(NAMES, { q: '  ', role: 'Admin' })).toEqual({ role: 'Admin' });
    expect(expandSearch(undefined, { q: 'x' })).toEqual({});
  });
});

describe('listRequest', () => {
  const page = {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'publish_date', order: 'DESC' as const },
  };
  const news = { searchFunction: 'news_search', count: 'estimated' } as const;

  it('counts by estimate when the list asks for it, and reads the table', () => {
    const { resource, params } = listRequest('news', news, { ...page, filter: { status: 'Draft' } });
    expect(resource).toBe('news');
    expect(params.filter).toEqual({ status: 'Draft' });
    expect(params.meta?.headers).toEqual({ Prefer: 'count=estimated' });
    expect(params.pagination).toEqual(page.pagination);
    expect(params.sort).toEqual(page.sort);
  });

  it('searches through the SQL function with the typed text, other filters kept', () => {
    const { resource, params } = listRequest('news', news, {
      ...page,
      filter: { q: '  50%  off, (summer) ', status: 'Published' },
    });
    expect(resource).toBe('rpc/news_search');
    expect(params.filter).toEqual({ status: 'Published', 'p_q@': '50% off, (summer)' });
    expect(params.meta?.headers).toEqual({ Prefer: 'count=estimated' });
  });

  it('keeps the exact count and the or=() search of a list searched by columns', () => {
    const { resource, params } = listRequest(
      'coaches',
      { searchColumns: NAMES },
      { ...page, filter: { q: 'ana' }, meta: { columns: ['*', 'x'] } },
    );
    expect(resource).toBe('coaches');
    expect(params.meta).toEqual({ columns: ['*', 'x'] });
    expect(params.filter).toEqual({
      '@or': { 'name_en@ilike': 'ana', 'name_es@ilike': 'ana', 'name_ru@ilike': 'ana' },
    });
  });
});
