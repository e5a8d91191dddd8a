import { describe, expect, it } from 'vitest';
import { pageUrl } from './routes.tsx';

describe('pageUrl', () => {
  it('keeps the path and the parameters a page reads, in a fixed order, and drops the rest', () => {
    const url = new URL('https://academy.example/es/news?utm_source=mail&page=2&fbclid=x&day=3&page=4');
    expect(pageUrl(url).href).toBe('https://academy.example/es/news');
    expect(pageUrl(url, ['page', 'day']).href).toBe('https://academy.example/es/news?day=3&page=2&page=4');
  });
});
