import { useMemo } from 'react';
import { usePageLoad } from '../page/usePageData.ts';
import type { PageData } from '../data/types.ts';
import type { PageKey } from '@academy/shared/constants.ts';
import { readPageContentLight } from '@academy/shared/pageRead.ts';
import type { PageContent } from '@academy/shared/pages.ts';
import { stripHtml } from '@academy/shared/text.ts';

/**
 * The current page's data and its texts (the `pages` row of `key`), read with defaults: a
 * missing or partly invalid row still renders what it has (a failed part stays empty,
 * the page stays up). `content` is undefined only when loading the page failed. Read without zod
 * (readPageContentLight, the same result as readPageContent) to keep zod out of the first load.
 */
export function usePage<K extends PageKey>(
  key: K,
): { failed: boolean; data: PageData | null; content: PageContent<K> | undefined } {
  const load = usePageLoad();
  return useMemo(() => {
    if (!load.ok) return { failed: true, data: null, content: undefined };
    return { failed: false, data: load.data, content: readPageContentLight(key, load.data?.page ?? {}) };
  }, [key, load]);
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
