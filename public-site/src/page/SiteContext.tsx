import { createContext, useContext } from 'react';
import type { SiteEnv } from './env.ts';
import type { SiteFrame, SiteSettings } from '../data/types.ts';
import type { Translate } from '../i18n/messages.ts';
import type { ResolvedRoute, SiteRoute } from '../routing/siteRoutes.ts';
import type { Lang } from '@academy/shared/languages.ts';

/** What every part of a rendered page may need. */
export interface SiteState {
  env: SiteEnv;
  frame: SiteFrame;
  settings: Partial<SiteSettings>;
  lang: Lang;
  /** The languages the site is offered in (active ones; English always). */
  languages: Lang[];
  t: Translate;
  routes: SiteRoute[];
  route: ResolvedRoute;
  /** The language-independent path of the current page ('/news/3'). */
  path: string;
  /** A language-independent path as a URL in the current language. */
  href: (path: string) => string;
  /** An image URL from a row (relative storage paths included) as an absolute URL. */
  media: (url: string | null | undefined) => string;
}

export const SiteContext = createContext<SiteState | null>(null);

/** The state of the page being rendered (inside the site's root route). */
export function useSite(): SiteState {
  const state = useContext(SiteContext);
  if (!state) throw new Error('useSite() outside the site');
  return state;
}
