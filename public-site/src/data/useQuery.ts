import { useEffect, useState } from 'react';
import type { QueryCache } from './cache.ts';

export type QueryState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

interface Keyed<T> {
  key: string | null;
  state: QueryState<T>;
}

function initial<T>(cache: QueryCache, key: string | null): QueryState<T> {
  const known = key === null ? undefined : cache.peek<T>(key);
  return known ? { status: 'success', data: known.value } : { status: 'loading' };
}

/**
 * Runs `load` through the visit's cache and follows its state. A cached result is there on the
 * first render (no loader flash when coming back to a page). Errors are logged and reported as
 * state: SPEC §8 wants a failed section to stay empty, not the page to break. `key` names the
 * query; `null` waits (for a query that depends on another).
 */
export function useQuery<T>(cache: QueryCache, key: string | null, load: () => Promise<T>): QueryState<T> {
  const [current, setCurrent] = useState<Keyed<T>>(() => ({ key, state: initial<T>(cache, key) }));
  // A new key starts from its own cached value or 'loading', never from the previous key's data.
  const state = current.key === key ? current.state : initial<T>(cache, key);

  useEffect(() => {
    if (key === null) return;
    let alive = true;
    cache.fetch(key, load).then(
      (data) => {
        if (alive) setCurrent({ key, state: { status: 'success', data } });
      },
      (error: unknown) => {
        console.error(`[site] query "${key}" failed`, error);
        if (alive) setCurrent({ key, state: { status: 'error', error } });
      },
    );
    return () => {
      alive = false;
    };
    // `load` is a new closure on every render; the key names the query it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key]);

  return state;
}

/**
 * False until `ms` have passed since `resetKey` last changed (SPEC §2.1: each page shows its
 * loader at least this long, so content never flashes in and out).
 */
export function useMinimumTime(ms: number, resetKey: string): boolean {
  const [elapsedFor, setElapsedFor] = useState<string | null>(ms <= 0 ? resetKey : null);
  useEffect(() => {
    if (ms <= 0) {
      setElapsedFor(resetKey);
      return;
    }
    const timer = window.setTimeout(() => setElapsedFor(resetKey), ms);
    return () => window.clearTimeout(timer);
  }, [ms, resetKey]);
  return ms <= 0 || elapsedFor === resetKey;
}
