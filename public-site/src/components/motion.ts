/** The media query of a visitor who asked the system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked for less motion (the strip, the video and smooth scrolling stop). */
export function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
}
