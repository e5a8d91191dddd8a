import { describe, expect, it } from 'vitest';
import { AccountSlowdown } from './ratelimit.ts';

const options = { freeFailures: 2, baseDelayMs: 100, maxDelayMs: 800, windowSeconds: 60 };

describe('AccountSlowdown', () => {
  it('lets the first failures through, then doubles the wait up to the cap', () => {
    const slowdown = new AccountSlowdown(options);
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => slowdown.delayFor(n))).toEqual([0, 0, 100, 200, 400, 800, 800]);
  });

  it('counts failures per account and forgets them after the right password', async () => {
    const slowdown = new AccountSlowdown({ ...options, baseDelayMs: 0 });
    const failuresOf = async (account: string) => {
      const delays: number[] = [];
      const original = slowdown.delayFor.bind(slowdown);
      slowdown.delayFor = (n: number) => {
        delays.push(n);
        return original(n);
      };
      (await slowdown.wait(account))();
      slowdown.delayFor = original;
      return delays[0];
    };
    await slowdown.failed('a@example.com');
    await slowdown.failed('a@example.com');
    await slowdown.failed('a@example.com');
    expect(await failuresOf('a@example.com')).toBe(3);
    expect(await failuresOf('b@example.com')).toBe(0);
    await slowdown.succeeded('a@example.com');
    expect(await failuresOf('a@example.com')).toBe(0);
  });

  it('counts attempts under way, so a parallel burst does not all pass at the first delay', async () => {
    const slowdown = new AccountSlowdown({ ...options, baseDelayMs: 1, maxDelayMs: 1 });
    const seen: number[] = [];
    const original = slowdown.delayFor.bind(slowdown);
    slowdown.delayFor = (n: number) => {
      seen.push(n);
      return original(n);
    };
    const done = await Promise.all([1, 2, 3].map(() => slowdown.wait('c@example.com')));
    done.forEach((release) => release());
    expect(seen.sort()).toEqual([0, 1, 2]);
  });
});
