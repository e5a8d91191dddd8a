import type { ReactNode } from 'react';
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
  media,
}: {
  title: string;
  image?: string | null;
  size?: 'home' | 'page';
  children?: ReactNode;
  /** Something over the image (the home page's video). */
  media?: ReactNode;
}) {
  return (
    <section className={`hero hero--${size}`}>
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
      {media}
      <div className="hero__shade" />
      <div className="hero__content container">
        <h1 className={size === 'home' ? 'hero__title hero__title--home' : 'hero__title'}>{title}</h1>
        {children}
      </div>
    </section>
  );
}
