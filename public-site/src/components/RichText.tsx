import { sanitizeHtml } from './sanitizer.ts';

/**
 * Rich text from the back office, always through the shared DOMPurify policy (stored content is
 * sanitized when saved and again here, on the server and in the browser alike, so a row written
 * past the admin still renders inert).
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = sanitizeHtml(html);
  if (!clean) return null;
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
