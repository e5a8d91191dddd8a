import type { ReactNode } from 'react';
import { useSite } from './SiteContext.tsx';
import { withLanguage, type Lang } from '@academy/shared/languages.ts';
import { absoluteUrl, ogImageUrl } from './seo.ts';

/** Open Graph's locale of each language. */
const OG_LOCALE: Record<Lang, string> = { en: 'en_GB', es: 'es_ES', ru: 'ru_RU' };

/**
 * A page's head: title, description, canonical URL, the same page in the other languages
 * (hreflang, with English as x-default), and what link previews show (Open Graph, Twitter).
 * React 19 puts these tags into the document's head, on the server and on every navigation.
 * Pages that must not be indexed (404, 'Article not found') pass `noindex`.
 */
export function PageHead({
  title,
  description,
  image,
  type = 'website',
  noindex = false,
  children,
}: {
  /** The page's own title; the academy's name follows it. */
  title?: string;
  description?: string;
  /** The page's picture (a stored image URL as the content holds it). */
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Structured data (JSON-LD) of the page. */
  children?: ReactNode;
}) {
  const { t, lang, path, languages, env, media } = useSite();
  const name = t('academyName');
  const fullTitle = title ? `${title} | ${name}` : name;
  const summary = description?.trim() || t('siteDescription');
  const url = absoluteUrl(env.siteUrl, withLanguage(path, lang));
  const picture = ogImageUrl(media(image), env);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          {languages.length > 1 &&
            languages.map((code) => (
              <link
                key={code}
                rel="alternate"
                hrefLang={code}
                href={absoluteUrl(env.siteUrl, withLanguage(path, code))}
              />
            ))}
          {languages.length > 1 && (
            <link
              rel="alternate"
              hrefLang="x-default"
              href={absoluteUrl(env.siteUrl, withLanguage(path, 'en'))}
            />
          )}
        </>
      )}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={name} />
      <meta property="og:title" content={title || name} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      {languages
        .filter((code) => code !== lang)
        .map((code) => (
          <meta key={code} property="og:locale:alternate" content={OG_LOCALE[code]} />
        ))}
      {picture && <meta property="og:image" content={picture} />}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title || name} />
      <meta name="twitter:description" content={summary} />
      {picture && <meta name="twitter:image" content={picture} />}
      {children}
    </>
  );
}
