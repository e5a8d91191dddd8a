import { createSanitizer, type Sanitizer, type SanitizerWindow } from '@academy/shared/sanitize.ts';

let serverWindow: SanitizerWindow | undefined;
let sanitizer: Sanitizer | undefined;

/** The DOM the server renders with (a jsdom window): DOMPurify needs one outside the browser. */
export function provideServerWindow(window: SanitizerWindow): void {
  serverWindow = window;
  sanitizer = undefined;
}

/** The shared rich-text policy, bound to the browser's window or the server's. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!sanitizer) {
    const target = typeof window !== 'undefined' ? window : serverWindow;
    if (!target) throw new Error('sanitizeHtml() on the server needs provideServerWindow() first');
    sanitizer = createSanitizer(target);
  }
  return sanitizer.sanitize(html);
}
