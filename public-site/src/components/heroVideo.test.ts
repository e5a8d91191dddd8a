import { afterEach, describe, expect, it } from 'vitest';
import { HERO_VIDEO_ATTRIBUTE, startHeroVideo } from './heroVideo.ts';
import { REDUCED_MOTION_QUERY } from './motion.ts';

/**
 * A window whose reduced-motion setting the test turns on and off, and whose idle callbacks run
 * when the test says (the page here has loaded already).
 */
function fakeWindow(reduced: boolean) {
  const changeListeners = new Set<() => void>();
  const idle = new Map<number, () => void>();
  let next = 0;
  const query = {
    get matches() {
      return reduced;
    },
    addEventListener: (_type: string, listener: () => void) => changeListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => changeListeners.delete(listener),
  };
  const win = {
    matchMedia: (text: string) => {
      expect(text).toBe(REDUCED_MOTION_QUERY);
      return query;
    },
    requestIdleCallback: (callback: () => void) => {
      next += 1;
      idle.set(next, callback);
      return next;
    },
    cancelIdleCallback: (handle: number) => idle.delete(handle),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  } as unknown as Window;
  return {
    win,
    setReduced(value: boolean) {
      reduced = value;
      for (const listener of [...changeListeners]) listener();
    },
    runIdle() {
      const callbacks = [...idle.values()];
      idle.clear();
      for (const callback of callbacks) callback();
    },
    listening: () => changeListeners.size,
  };
}

function heroWithVideo(): HTMLElement {
  const hero = document.createElement('section');
  hero.className = 'hero';
  hero.setAttribute(HERO_VIDEO_ATTRIBUTE, '/storage/v1/object/public/videos/home/hero.mp4');
  hero.innerHTML = '<img class="hero__media" alt=""><div class="hero__shade"></div>';
  document.body.append(hero);
  return hero;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the home hero video', () => {
  it('comes over the poster once the browser is idle, muted and looping, before the shade', () => {
    const { win, runIdle } = fakeWindow(false);
    const hero = heroWithVideo();
    startHeroVideo(hero, win);
    expect(hero.querySelector('video')).toBeNull();
    runIdle();
    const video = hero.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/storage/v1/object/public/videos/home/hero.mp4');
    expect(video.muted && video.loop && video.autoplay).toBe(true);
    expect(video.nextElementSibling?.className).toBe('hero__shade');
    expect(hero.querySelector('img')).not.toBeNull();
  });

  it('goes the moment the visitor asks for less motion, and comes back when they no longer do', () => {
    const { win, runIdle, setReduced } = fakeWindow(false);
    const hero = heroWithVideo();
    startHeroVideo(hero, win);
    runIdle();
    expect(hero.querySelectorAll('video')).toHaveLength(1);
    setReduced(true);
    expect(hero.querySelector('video')).toBeNull();
    expect(hero.querySelector('img')).not.toBeNull();
    setReduced(false);
    runIdle();
    expect(hero.querySelectorAll('video')).toHaveLength(1);
  });

  it('never comes under reduced motion, not even when it was about to', () => {
    const still = fakeWindow(true);
    const stillHero = heroWithVideo();
    startHeroVideo(stillHero, still.win);
    still.runIdle();
    expect(stillHero.querySelector('video')).toBeNull();

    const { win, runIdle, setReduced } = fakeWindow(false);
    const hero = heroWithVideo();
    startHeroVideo(hero, win);
    setReduced(true);
    runIdle();
    expect(hero.querySelector('video')).toBeNull();
  });

  it('stops following the setting, and takes the video out, when stopped', () => {
    const { win, runIdle, setReduced, listening } = fakeWindow(false);
    const hero = heroWithVideo();
    const stop = startHeroVideo(hero, win);
    runIdle();
    stop();
    expect(hero.querySelector('video')).toBeNull();
    expect(listening()).toBe(0);
    setReduced(false);
    runIdle();
    expect(hero.querySelector('video')).toBeNull();
  });
});
