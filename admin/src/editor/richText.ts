import {
  BLANK_LINK_URL,
  createSanitizer,
  isEmptyHtml,
  isSafeImageUrl,
  isSafeLinkUrl,
  type Sanitizer,
} from '@academy/shared';

let sanitizer: Sanitizer | null = null;

/**
 * The HTML a rich-text field saves: the shared DOMPurify policy (no editor classes, no data-*
 * attributes, safe links and images only), or null when nothing is left to show.
 */
export function cleanRichText(html: string | null | undefined): string | null {
  sanitizer ??= createSanitizer(window);
  const clean = sanitizer.sanitize(html ?? '');
  return isEmptyHtml(clean) ? null : clean;
}

/**
 * The href the link button sets for what the user typed: null to remove the link (empty or
 * cancelled), the address itself for http, https, mailto, tel, sms and relative links, and a
 * blank address for anything else (a javascript: link must never reach the site).
 */
export function linkHref(input: string | null | undefined): string | null {
  const value = input?.trim();
  if (!value) return null;
  return isSafeLinkUrl(value) ? value : BLANK_LINK_URL;
}

/** The image source for what the user typed, or null when it is refused (only http, https, data:image). */
export function imageSource(input: string | null | undefined): string | null {
  const value = input?.trim();
  if (!value) return null;
  return isSafeImageUrl(value) ? value : null;
}

/**
 * Validator of required rich text: 'This field is required' for '' and empty paragraphs.
 * Marked `isRequired` so react-admin puts the asterisk on the label, as on the other required inputs.
 */
export const requiredRichText = Object.assign(
  (value: unknown): string | undefined =>
    typeof value === 'string' && !isEmptyHtml(value) ? undefined : 'app.common.required',
  { isRequired: true },
);

/** Empty texts become null, so a language left blank reads as "not translated". */
export function nullIfBlank(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
