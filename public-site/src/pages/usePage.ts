import { useEffect, useMemo } from 'react';
import { readPageContentLight } from '../../../shared/src/pageRead.ts';
import type { PageContent } from '../../../shared/src/pages.ts';
import { useSite } from '../frame/SiteContext.tsx';
import { useQuery, type QueryState } from '../data/useQuery.ts';
import { stripHtml, type PageKey } from '../shared.ts';

/**
 * A page's texts (the `pages` row of `key`), read with defaults: a missing or partly invalid
 * row still renders what it has (SPEC §8: a failed part stays empty, the page stays up). Read
 * without zod (readPageContentLight, the same result as readPageContent) to keep zod out of the
 * first load.
 */
export function usePageContent<K extends PageKey>(key: K): QueryState<PageContent<K>> {
  const { api } = useSite();
  const raw = useQuery(api.cache, `page:${key}`, () => api.pageContent(key));
  return useMemo(
    () => (raw.status === 'success' ? { status: 'success', data: readPageContentLight(key, raw.data) } : raw),
    [key, raw],
  );
}

/**
 * True when the page may show its content: its minimum loader time is over (SPEC §2.1) and none
 * of its queries is still loading. A failed query does not hold the page back.
 */
export function usePageReady(...states: QueryState<unknown>[]): boolean {
  const { minTimeElapsed } = useSite();
  return minTimeElapsed && states.every((state) => state.status !== 'loading');
}

/** The data of a finished query, or undefined (loading or failed: the section stays empty). */
export function dataOf<T>(state: QueryState<T>): T | undefined {
  return state.status === 'success' ? state.data : undefined;
}

/** The longest page description search engines show in full. */
const DESCRIPTION_MAX = 160;

/** A rich text as a one-line page description: markup stripped, cut at a word near 160 characters. */
export function pageDescription(html: string | null | undefined): string {
  const text = stripHtml(html).replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 100 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * Sets the browser tab's title to the page's title and the academy's name, and the page's meta
 * description (what search results and shared links show) to `description` or the site's own.
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  const { t } = useSite();
  const name = t('academyName');
  const summary = description?.trim() || t('siteDescription');
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : name;
  }, [title, name]);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', summary);
  }, [summary]);
}
