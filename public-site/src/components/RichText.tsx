import { createSanitizer, type Sanitizer } from '../../../shared/src/sanitize.ts';

let sanitizer: Sanitizer | undefined;

/**
 * Rich text from the back office, always through the shared DOMPurify policy (stored content is
 * sanitized when saved and again here, so a row written past the admin still renders inert).
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  sanitizer ??= createSanitizer(window);
  const clean = sanitizer.sanitize(html);
  if (!clean) return null;
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
