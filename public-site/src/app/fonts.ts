import interCyrillic400 from '@fontsource/inter/files/inter-cyrillic-400-normal.woff2?url';
import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import montserratCyrillic800 from '@fontsource/montserrat/files/montserrat-cyrillic-800-normal.woff2?url';
import montserratLatin800 from '@fontsource/montserrat/files/montserrat-latin-800-normal.woff2?url';
import type { Lang } from '@academy/shared/languages.ts';

/**
 * The font files the first screen of a page uses: body text and the hero title, in the script
 * of the page's language (Russian pages also show Latin: names, prices, the logo).
 */
export function fontsFor(lang: Lang): string[] {
  return lang === 'ru'
    ? [interCyrillic400, montserratCyrillic800, interLatin400]
    : [interLatin400, montserratLatin800];
}
