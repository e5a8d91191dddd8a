// The partner strip's movement on its server-rendered markup, for the app (PartnerStrip.tsx) and
// the plain page's script alike. The list is in the strip twice: it moves 1 px every 16 ms and
// jumps back by half its width, which looks the same, so it loops without a seam. It moves only
// while on screen, and stops while hovered or focused and under reduced motion.
import { PARTNER_SCROLL_INTERVAL_MS, PARTNER_SCROLL_STEP_PX } from '@academy/shared/constants.ts';
import { REDUCED_MOTION_QUERY } from './motion.ts';

/** Starts the strip in `viewport` (the `.partner-strip__viewport` element); returns what stops it. */
export function startPartnerStrip(viewport: HTMLElement, win: Window): () => void {
  const reduced = win.matchMedia?.(REDUCED_MOTION_QUERY);
  const controller = new AbortController();
  const { signal } = controller;
  let paused = false;
  let onScreen = false;
  let timer = 0;
  const tick = () => {
    const half = viewport.scrollWidth / 2;
    const left = viewport.scrollLeft + PARTNER_SCROLL_STEP_PX;
    viewport.scrollLeft = left >= half ? 0 : left;
  };
  const update = () => {
    const moving = onScreen && !paused && !(reduced?.matches ?? false);
    if (moving && !timer) timer = win.setInterval(tick, PARTNER_SCROLL_INTERVAL_MS);
    if (!moving && timer) {
      win.clearInterval(timer);
      timer = 0;
    }
  };
  const pause = (value: boolean) => () => {
    paused = value;
    update();
  };
  viewport.addEventListener('mouseenter', pause(true), { signal });
  viewport.addEventListener('mouseleave', pause(false), { signal });
  viewport.addEventListener('focusin', pause(true), { signal });
  viewport.addEventListener('focusout', pause(false), { signal });
  reduced?.addEventListener('change', update, { signal });

  const Observer = (win as Window & typeof globalThis).IntersectionObserver;
  const observer = Observer
    ? new Observer(([entry]) => {
        onScreen = entry?.isIntersecting ?? false;
        update();
      })
    : null;
  if (observer) observer.observe(viewport);
  else {
    onScreen = true;
    update();
  }
  return () => {
    controller.abort();
    observer?.disconnect();
    onScreen = false;
    update();
  };
}
