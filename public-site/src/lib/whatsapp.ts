/**
 * The messaging-app link with a prefilled message (campus registration goes out this
 * way). Keeps the link's own query; '' when the link is not an http(s) address.
 */
export function whatsappWithText(link: string | null | undefined, text: string): string {
  const value = link?.trim() ?? '';
  if (!/^https?:\/\//i.test(value)) return '';
  try {
    const url = new URL(value);
    url.searchParams.set('text', text);
    return url.toString();
  } catch {
    return '';
  }
}
