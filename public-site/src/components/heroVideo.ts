// The home hero's video, for the app (Hero.tsx) and the plain page's script alike: muted, inline
// and looping (the only way browsers autoplay). It comes once the page has loaded and the browser
// is idle, over the poster image that painted first (a video shows nothing until its first
// frame), so it never delays the first content or competes with it; under reduced motion it never
// comes.
import { prefersReducedMotion } from './motion.ts';

/** Where the hero keeps the video's address (on the `.hero` element). */
export const HERO_VIDEO_ATTRIBUTE = 'data-hero-video';

/** Starts the video of `hero` when it names one; returns what stops it (and takes it out). */
export function startHeroVideo(hero: HTMLElement, win: Window): () => void {
  const src = hero.getAttribute(HERO_VIDEO_ATTRIBUTE);
  if (!src || prefersReducedMotion(win)) return () => {};
  const doc = hero.ownerDocument;
  const video = doc.createElement('video');
  let idle = 0;
  const show = () => {
    video.className = 'hero__media hero__video';
    video.muted = true;
    video.setAttribute('muted', '');
    video.loop = true;
    video.autoplay = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.setAttribute('aria-hidden', 'true');
    video.src = src;
    hero.insertBefore(video, hero.querySelector('.hero__shade'));
  };
  const start = () => {
    idle = win.requestIdleCallback ? win.requestIdleCallback(show) : win.setTimeout(show, 200);
  };
  if (doc.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
  return () => {
    win.removeEventListener('load', start);
    if (win.cancelIdleCallback) win.cancelIdleCallback(idle);
    else win.clearTimeout(idle);
    video.remove();
  };
}
