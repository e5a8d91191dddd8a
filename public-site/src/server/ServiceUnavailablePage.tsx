import { useContext } from 'react';
import type { Lang } from '@academy/shared/languages.ts';
import { InlineStylesContext } from '../page/env.ts';
import { StatusScreen } from '../frame/StatusScreen.tsx';
import { translator } from '../i18n/messages.ts';

/**
 * The site's own error page while the API cannot be reached (503): in the URL's language, with a
 * way to try again. Static HTML (nothing to hydrate); the next request tries the API again.
 */
export function ServiceUnavailablePage({
  lang,
  path,
  styles,
}: {
  lang: Lang;
  /** The page asked for: the way to try again. */
  path: string;
  styles: readonly string[];
}) {
  const t = translator(lang);
  const inline = useContext(InlineStylesContext);
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${t('serviceUnavailable')} | ${t('academyName')}`}</title>
        {styles.map((href) => (
          <style key={href} href={href} precedence="default">
            {inline[href] ?? ''}
          </style>
        ))}
      </head>
      <body>
        <main>
          <StatusScreen message={t('serviceUnavailable')} action={{ label: t('reload'), href: path }} />
        </main>
      </body>
    </html>
  );
}
