import { useContext, type ReactNode } from 'react';
import { CONSENT_SCRIPT, CONSENT_STYLESHEET } from '@academy/shared/consent.ts';
import type { Lang } from '@academy/shared/languages.ts';
import { InlineStylesContext } from '../page/env.ts';

/**
 * What a browser that runs no script reads in the head: the loader's cover never shows (no script
 * will take it away), and the site server's per-visitor stylesheet hides the cookie banner once
 * the visitor has chosen. A browser with script ignores both.
 */
const NO_SCRIPT_HEAD = `<style>.page-loader--cover{display:none}</style><link rel="stylesheet" href="${CONSENT_STYLESHEET}">`;

/**
 * The whole HTML document of a server-rendered page: React owns `<html>` (its `lang` follows
 * the page on every navigation) and hoists each page's `<title>`, `<meta>` and `<link>` tags into
 * this head. The page's stylesheets are inline (a few KB: no request blocks the first paint).
 * `payload` is the JSON the browser hydrates from (none on a plain page); it is not a script that
 * runs. The one inline script, the consent marker, comes first in the head, so a visitor who chose
 * never sees the banner that every cached copy of the page carries (the CSP allows it by its hash).
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
  const inline = useContext(InlineStylesContext);
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0E5A3A" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_HEAD }} />
        {styles.map((href) => (
          <style key={href} href={href} precedence="default">
            {inline[href] ?? ''}
          </style>
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        {payload && (
          <script
            type="application/json"
            id="site-data"
            // The same string on the server and in the browser (read back from this element).
            dangerouslySetInnerHTML={{ __html: payload }}
          />
        )}
      </body>
    </html>
  );
}
