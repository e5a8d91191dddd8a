import { describe, expect, it, vi } from 'vitest';
import { QueryCache } from './cache.ts';

describe('QueryCache', () => {
  it('runs a query once and serves its result afterwards', async () => {
    const cache = new QueryCache();
    const load = vi.fn(() => Promise.resolve(42));
    const [a, b] = await Promise.all([cache.fetch('k', load), cache.fetch('k', load)]);
    expect([a, b]).toEqual([42, 42]);
    expect(await cache.fetch('k', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.peek('k')).toEqual({ value: 42 });
  });

  it('forgets a failure so the next call tries again', async () => {
    const cache = new QueryCache();
    await expect(cache.fetch('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.fetch('k', () => Promise.resolve('ok'))).toBe('ok');
  });
});
