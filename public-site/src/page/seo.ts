import { imageVariants } from '../lib/images.ts';
import type { SiteEnv } from './env.ts';

/** A site path as an absolute URL on the site's public origin ('/es/news' → 'https://…/es/news'). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

// Link previews (WhatsApp, where parents share the campus page) want a large JPEG or PNG.
const PREVIEW_WIDTH = 1280;

/**
 * The absolute URL of a page's preview image: a 1280 px JPEG copy from the site server when it
 * makes copies, else the stored image itself. '' when there is none.
 */
export function ogImageUrl(
  url: string,
  env: Pick<SiteEnv, 'siteUrl' | 'supabaseUrl' | 'imageEndpoint'>,
): string {
  if (!url) return '';
  const variants = imageVariants(url, env.supabaseUrl, env.imageEndpoint);
  if (!variants) return url;
  return absoluteUrl(env.siteUrl, `${variants.src(PREVIEW_WIDTH)}&format=jpeg`);
}

/** Structured data as the text of a `<script type="application/ld+json">`, safe inside HTML. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
