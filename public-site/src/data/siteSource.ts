import { createContext, RouterContextProvider } from 'react-router-dom';
import type { PageRequest } from './pageRequest.ts';
import type { PageData, SiteFrame } from './types.ts';

/** A page's data: what page_data() answered (null when the page needs nothing beyond the frame), or a failure. */
export type PageLoad = { ok: true; data: PageData | null } | { ok: false };

/** What a source answers for a page: its data, and the frame as the same answer brought it. */
export interface PageAnswer {
  frame: SiteFrame;
  load: PageLoad;
}

/**
 * Where the site route's loader gets its data. The loader is one and the same everywhere; each
 * place the site runs gives it a source: the server (one page_data() call per request, the frame
 * fresh with it), the browser (the API, after the data the first page came with) and the preview
 * (the staff member's session and the editor's unsaved state).
 */
export interface SiteSource {
  /**
   * True when the loader returns at once and the page's data follows it (the browser: a
   * navigation shows the page's loader while the data travels); false when it waits for the
   * data (the server sends the page whole; the preview draws it once it is there).
   */
  readonly deferred: boolean;
  /** The frame to find the page with: known already, or asked for. */
  frame(): Promise<SiteFrame>;
  /**
   * The data of a page. A failure either rejects (the server: the site's 503 page; a deferred
   * source's loader shows it as the page's failure) or answers `{ ok: false }` itself.
   */
  page(request: PageRequest | null): Promise<PageAnswer>;
}

const SiteSourceContext = createContext<SiteSource>();

/** The router context that hands `source` to the loader (React Router passes it as `context`). */
export function sourceContext(source: SiteSource): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(SiteSourceContext, source);
  return context;
}

/** The source a loader was given. */
export function siteSourceOf(context: unknown): SiteSource {
  if (!(context instanceof RouterContextProvider))
    throw new Error('The site route was loaded without a source.');
  return context.get(SiteSourceContext);
}
