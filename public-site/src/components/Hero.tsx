import { useEffect, useRef, type ReactNode } from 'react';
import { HERO_VIDEO_ATTRIBUTE, startHeroVideo } from './heroVideo.ts';
import { SiteImage } from './SiteImage.tsx';
import './Hero.css';

/** The hero image fills the screen's width: the browser picks the copy for its width. */
const HERO_SIZES = '100vw';

/**
 * The full-bleed opening of a page: its title over an image (or the academy's pitch pattern)
 * under a dark gradient, so the title reads at AA contrast. The image is the page's largest
 * paint: preloaded with high priority, never lazy.
 */
export function Hero({
  title,
  image,
  size = 'page',
  children,
  video,
}: {
  title: string;
  image?: string | null;
  size?: 'home' | 'page';
  children?: ReactNode;
  /** A video over the image once the page is idle (the home page's; heroVideo.ts). */
  video?: string;
}) {
  const hero = useRef<HTMLElement>(null);
  useEffect(() => (video && hero.current ? startHeroVideo(hero.current, window) : undefined), [video]);
  return (
    <section
      ref={hero}
      className={`hero hero--${size}`}
      {...(video ? { [HERO_VIDEO_ATTRIBUTE]: video } : {})}
    >
      {image && (
        <SiteImage
          className="hero__media"
          src={image}
          alt=""
          width={1600}
          height={900}
          sizes={HERO_SIZES}
          priority
        />
      )}
      <div className="hero__shade" />
      <div className="hero__content container">
        <h1 className={size === 'home' ? 'hero__title hero__title--home' : 'hero__title'}>{title}</h1>
        {children}
      </div>
    </section>
  );
}
