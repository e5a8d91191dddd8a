/**
 * Rich text from the back office. It comes sanitized: the site route's loader passes every
 * page's data through the shared DOMPurify policy (data/cleanPageData.ts) on the server and in
 * the browser alike, so a row written past the admin still renders inert, and hydrating a page
 * needs no sanitizer in the browser.
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
