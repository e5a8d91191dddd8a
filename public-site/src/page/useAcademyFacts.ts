import { useSite } from './SiteContext.tsx';
import { withLanguage } from '@academy/shared/languages.ts';
import type { AcademyFacts } from './structuredData.ts';
import { absoluteUrl, ogImageUrl } from './seo.ts';

/** What the structured data says about the academy, in the page's language. */
export function useAcademyFacts(image?: string | null): AcademyFacts {
  const { t, lang, settings, env, media } = useSite();
  return {
    name: t('academyName'),
    url: absoluteUrl(env.siteUrl, withLanguage('/', lang)),
    settings,
    lang,
    image: ogImageUrl(media(image), env) || undefined,
  };
}

/** The absolute URL of the current page. */
export function usePageUrl(): string {
  const { env, path, lang } = useSite();
  return absoluteUrl(env.siteUrl, withLanguage(path, lang));
}
