import { jsonLdText } from './seo.ts';

/** Structured data for search engines: data, not a script that runs (the CSP allows none inline). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
