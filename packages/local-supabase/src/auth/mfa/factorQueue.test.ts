import { describe, expect, it } from 'vitest';
import { AuthApiError } from '../errors.ts';
import { FactorQueue } from './factorQueue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('FactorQueue', () => {
  it('runs the requests of one factor one at a time, in order, and other factors alongside', async () => {
    const queue = new FactorQueue(10);
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const job = (factor: string, n: number) =>
      queue.run(factor, async () => {
        running += 1;
        most = Math.max(most, running);
        log.push(`${factor}${n}`);
        await tick();
        running -= 1;
        return n;
      });
    const results = await Promise.all([job('a', 1), job('a', 2), job('a', 3), job('b', 1)]);
    expect(results).toEqual([1, 2, 3, 1]);
    expect(log.filter((l) => l.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    expect(most).toBe(2); // one of factor a and one of factor b
  });

  it('refuses with 429 beyond the waiting limit, and a failure does not block the next', async () => {
    const queue = new FactorQueue(2);
    const slow = () => queue.run('a', tick);
    const outcomes = await Promise.allSettled([slow(), slow(), slow()]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = (outcomes[2] as PromiseRejectedResult).reason as AuthApiError;
    expect(refused).toMatchObject({ status: 429, code: 'over_request_rate_limit' });

    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('a', async () => 'next')).resolves.toBe('next');
  });
});
