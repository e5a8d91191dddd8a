// The home hero's video, for the app (Hero.tsx) and the plain page's script alike: muted, inline
// and looping (the only way browsers autoplay). It comes once the page has loaded and the browser
// is idle, over the poster image that painted first (a video shows nothing until its first
// frame), so it never delays the first content or competes with it. Under reduced motion it never
// comes, and it goes (the poster stays) the moment the visitor asks for less motion.
import { REDUCED_MOTION_QUERY } from './motion.ts';

/** Where the hero keeps the video's address (on the `.hero` element). */
export const HERO_VIDEO_ATTRIBUTE = 'data-hero-video';

/** Starts the video of `hero` when it names one; returns what stops it (and takes it out). */
export function startHeroVideo(hero: HTMLElement, win: Window): () => void {
  const src = hero.getAttribute(HERO_VIDEO_ATTRIBUTE);
  if (!src) return () => {};
  const doc = hero.ownerDocument;
  let video: HTMLVideoElement | null = null;
  let idle: number | null = null;
  const show = () => {
    idle = null;
    video = doc.createElement('video');
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
  const whenIdle = () => {
    idle = win.requestIdleCallback ? win.requestIdleCallback(show) : win.setTimeout(show, 200);
  };
  const take = () => {
    win.removeEventListener('load', whenIdle);
    if (idle !== null) {
      if (win.cancelIdleCallback) win.cancelIdleCallback(idle);
      else win.clearTimeout(idle);
      idle = null;
    }
    video?.remove();
    video = null;
  };
  const lessMotion = win.matchMedia?.(REDUCED_MOTION_QUERY);
  const follow = () => {
    if (lessMotion?.matches) take();
    else if (!video && idle === null) {
      if (doc.readyState === 'complete') whenIdle();
      else win.addEventListener('load', whenIdle, { once: true });
    }
  };
  follow();
  lessMotion?.addEventListener('change', follow);
  return () => {
    lessMotion?.removeEventListener('change', follow);
    take();
  };
}
