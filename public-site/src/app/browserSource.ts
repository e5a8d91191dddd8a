import { clientApi } from '../data/clientApi.ts';
import { pageRequestKey } from '../data/pageRequest.ts';
import type { PageData, SiteFrame } from '../data/types.ts';
import { MIN_LOADER_MS } from '@academy/shared/constants.ts';
import type { SiteEnv } from '../page/env.ts';
import type { PageAnswer, PageLoad, SiteSource } from '../data/siteSource.ts';

/** Resolves `value` no sooner than `ms` after `since` (performance.now() time). */
function atLeast<T>(value: Promise<T>, ms: number, since: number): Promise<T> {
  const remaining = ms - (performance.now() - since);
  if (remaining <= 0) return value;
  return Promise.all([value, new Promise((resolve) => window.setTimeout(resolve, remaining))]).then(
    ([result]) => result,
  );
}

/**
 * The browser's source. The frame is the one the first page came with (a static host asks
 * site_frame() for it once); a navigation's data comes from page_data(), no sooner than the
 * site's minimum loader time, so the page's loader shows at once and for at least that long.
 * Data already in the browser (the first page's, a page seen before) is not asked for again.
 */
export function browserSource(
  env: SiteEnv,
  first: SiteFrame | null,
  known: Map<string, PageData | null> = new Map(),
): SiteSource {
  const frame = first ? Promise.resolve(first) : clientApi(env).then((api) => api.frame());
  return {
    deferred: true,
    frame: () => frame,
    page: async (request): Promise<PageAnswer> => {
      const since = performance.now();
      const current = await frame;
      const key = pageRequestKey(request);
      const data: Promise<PageData | null> = known.has(key)
        ? Promise.resolve(known.get(key) ?? null)
        : request
          ? clientApi(env).then((api) => api.page(request))
          : Promise.resolve(null);
      const load = data.then(
        (value): PageLoad => {
          known.set(key, value);
          return { ok: true, data: value };
        },
        (error: unknown): PageLoad => {
          console.error('[site] loading the page failed', error);
          return { ok: false };
        },
      );
      return {
        frame: current,
        load: await atLeast(load, current.settings?.min_loader_ms ?? MIN_LOADER_MS, since),
      };
    },
  };
}
