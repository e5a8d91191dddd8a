import { LANGUAGES } from '@academy/shared/languages.ts';
import { PAGE_HTML_FIELDS } from '@academy/shared/pages.ts';
import { sanitizeHtml } from './sanitizer.ts';
import type { PageRequest } from './pageRequest.ts';
import type { PageData } from './types.ts';

/** Turns stored rich text into HTML that is safe to render (the shared DOMPurify policy). */
export type Sanitize = (html: string | null | undefined) => string;

/** The rich-text columns of a row, in every language: `text` is text_en, text_es and text_ru. */
function cleanColumns<T extends object>(row: T, bases: readonly string[], sanitize: Sanitize): T {
  const copy = { ...row } as Record<string, unknown>;
  for (const base of bases)
    for (const lang of LANGUAGES) {
      const column = `${base}_${lang}`;
      const value = copy[column];
      if (typeof value === 'string') copy[column] = sanitize(value);
    }
  return copy as T;
}

/**
 * A page's data with every piece of rich text passed through the sanitizer: the page row's HTML
 * fields, the coaches' biographies, the programmes' descriptions and the article's text. The
 * site route's loader calls it for every page, on the server and in the browser, so what the
 * pages render (`RichText`) and what the server puts in the page's payload is inert even for a
 * row written past the back office. Plain text fields are left as they are: React escapes them.
 */
export function cleanPageData(
  data: PageData,
  request: PageRequest | null,
  sanitize: Sanitize = sanitizeHtml,
): PageData {
  const clean: PageData = { ...data };
  if (request?.key && clean.page && typeof clean.page === 'object')
    clean.page = cleanColumns(clean.page, PAGE_HTML_FIELDS[request.key], sanitize);
  if (clean.coaches) clean.coaches = clean.coaches.map((coach) => cleanColumns(coach, ['bio'], sanitize));
  if (clean.programmes)
    clean.programmes = clean.programmes.map((programme) =>
      cleanColumns(programme, ['description'], sanitize),
    );
  if (clean.article) clean.article = cleanColumns(clean.article, ['text'], sanitize);
  return clean;
}
