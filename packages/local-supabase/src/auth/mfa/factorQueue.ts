import { errors } from '../errors.ts';

/**
 * Runs the challenges and verifications of one factor one after another in this process, so a
 * burst on one factor holds at most one database connection (the others wait here, not in the
 * pool that every other account's sign-in needs) and never waits on its own row locks. A factor
 * with more requests waiting than `maxWaiting` answers the rest 429 at once.
 */
export class FactorQueue {
  private readonly tails = new Map<string, { tail: Promise<void>; waiting: number }>();

  constructor(private readonly maxWaiting: number) {}

  async run<T>(factorId: string, fn: () => Promise<T>): Promise<T> {
    const entry = this.tails.get(factorId) ?? { tail: Promise.resolve(), waiting: 0 };
    if (entry.waiting >= this.maxWaiting) throw errors.rateLimited(1);
    entry.waiting += 1;
    this.tails.set(factorId, entry);
    const previous = entry.tail;
    let release!: () => void;
    entry.tail = new Promise<void>((resolve) => (release = resolve));
    try {
      await previous;
      return await fn();
    } finally {
      entry.waiting -= 1;
      if (entry.waiting === 0) this.tails.delete(factorId);
      release();
    }
  }
}
