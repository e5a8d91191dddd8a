import { clientApi } from '../data/clientApi.ts';
import { pageRequestFor, pageRequestKey } from '../data/pageRequest.ts';
import type { PageData, SiteFrame } from '../data/types.ts';
import { loadCatalog } from '../i18n/messages.ts';
import { MIN_LOADER_MS } from '@academy/shared/constants.ts';
import type { SiteEnv } from './env.ts';
import type { PageLoad, SiteLoaders } from './routes.tsx';

/** Resolves `load` no sooner than `ms` after `since` (performance.now() time). */
function atLeast<T>(load: Promise<T>, ms: number, since: number): Promise<T> {
  const remaining = ms - (performance.now() - since);
  if (remaining <= 0) return load;
  return Promise.all([load, new Promise((resolve) => window.setTimeout(resolve, remaining))]).then(
    ([value]) => value,
  );
}

/**
 * The browser's loaders. A navigation gets its page's data through page_data() as a promise that
 * also waits out the site's minimum loader time (SPEC §2.1), so the page's loader shows at once
 * and for at least that long. Data already in the page (the server-rendered first page) is not
 * asked for again.
 */
export function browserLoaders(
  env: SiteEnv,
  frame: SiteFrame,
  known: Map<string, PageData | null> = new Map(),
): SiteLoaders {
  const minMs = frame.settings?.min_loader_ms ?? MIN_LOADER_MS;
  return {
    frame: () => frame,
    page: async ({ lang, route }) => {
      const since = performance.now();
      await loadCatalog(lang).catch((error: unknown) =>
        console.error('[site] loading the language catalog failed', error),
      );
      const request = pageRequestFor(route);
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
      return { load: atLeast(load, minMs, since) };
    },
  };
}
