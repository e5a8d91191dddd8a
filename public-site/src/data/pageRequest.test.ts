import { describe, expect, it } from 'vitest';
import { newsCursorParameter, pageRequestFor, parseNewsCursor } from './pageRequest.ts';

describe("the news list's page address", () => {
  const news = { page: 'news', newsPath: '/news' } as const;

  it('starts the list after the card the address names, with the date exactly as the database wrote it', () => {
    const cursor = { id: 42, publishDate: '2026-10-20T10:00:00.123456+00:00' };
    const query = new URLSearchParams({ after: newsCursorParameter(cursor) });
    expect(parseNewsCursor(query.get('after'))).toEqual(cursor);
    expect(pageRequestFor(news, query)).toEqual({ key: 'news', newsAfter: cursor, newsLimit: 4 });
  });

  it('starts at the top for a missing or malformed cursor', () => {
    const top = { key: 'news', newsOffset: 0, newsLimit: 4 };
    expect(pageRequestFor(news)).toEqual(top);
    for (const after of [
      '',
      '7',
      '0_2026-10-20T10:00:00Z',
      '7_yesterday',
      '7_2026-13-45T99:00:00Z',
      "7_2026-10-20T10:00:00Z'--",
    ])
      expect(pageRequestFor(news, new URLSearchParams({ after })), after).toEqual(top);
  });
});
