import { use } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PageData } from '../data/types.ts';
import type { PageVisit } from './pageVisit.ts';
import type { PageLoad } from '../data/siteSource.ts';

/**
 * The current page's data. On a client-side navigation it may still be on its way: the page
 * then suspends, and the page's loader shows meanwhile (see PageOutlet).
 */
export function usePageLoad(): PageLoad {
  const { load } = useLoaderData() as PageVisit;
  return load instanceof Promise ? use(load) : load;
}

/** The current page's page_data() answer, or null when it failed or the page needs none. */
export function usePageData(): PageData | null {
  const load = usePageLoad();
  return load.ok ? load.data : null;
}
