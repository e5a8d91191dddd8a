import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import type { Lang } from '@academy/shared/languages.ts';
import { fontsFor } from './fonts.ts';

/**
 * The whole HTML document of a server-rendered page: React owns `<html>` (its `lang` follows
 * the page on every navigation) and hoists each page's `<title>`, `<meta>` and `<link>` tags into
 * this head. `payload` is the JSON the browser hydrates from; it is not a script that runs
 * (the CSP allows no inline script).
 */
export function Document({
  lang,
  styles,
  payload,
  children,
}: {
  lang: Lang;
  styles: readonly string[];
  payload: string;
  children: ReactNode;
}) {
  // The text fonts of the page's language arrive with the HTML, so font-display: optional
  // can use them on the first paint instead of falling back for the whole visit.
  for (const font of fontsFor(lang))
    preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0E5A3A" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        <script
          type="application/json"
          id="site-data"
          // The same string on the server and in the browser (read back from this element).
          dangerouslySetInnerHTML={{ __html: payload }}
        />
      </body>
    </html>
  );
}
