/**
 * Results of the site's queries, kept for the visit: a page seen once opens at once when the
 * visitor comes back. Failed loads are forgotten so the next visit tries again. Concurrent
 * callers of one key share one request.
 */
export class QueryCache {
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly values = new Map<string, unknown>();

  /** The value of a finished query, if there is one. */
  peek<T>(key: string): { value: T } | undefined {
    return this.values.has(key) ? { value: this.values.get(key) as T } : undefined;
  }

  /** Stores a value obtained elsewhere (the data embedded in a server-rendered page). */
  set<T>(key: string, value: T): void {
    this.values.set(key, value);
  }

  /** The cached result of `key`, or the result of `load()` stored under it. */
  fetch<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.peek<T>(key);
    if (known) return Promise.resolve(known.value);
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const promise = load().then(
      (value) => {
        this.values.set(key, value);
        this.pending.delete(key);
        return value;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }
}
