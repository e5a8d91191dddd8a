/** The parts of a click that say how the visitor wants a link followed. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A click that follows a link in place: the main button, no key held (a new tab, a new window
 * or a download is the browser's to do).
 */
export function isPlainClick(event: LinkClick): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
