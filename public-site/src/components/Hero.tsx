import type { ReactNode } from 'react';

/**
 * The full-bleed opening of a page: its title over an image (or the academy's pitch pattern)
 * under a dark gradient, so the title reads at AA contrast.
 */
export function Hero({
  title,
  image,
  size = 'page',
  children,
}: {
  title: string;
  image?: string;
  size?: 'home' | 'page';
  children?: ReactNode;
}) {
  return (
    <section className={`hero hero--${size}`}>
      {image && (
        // The hero image is the largest paint of the page: load it first, never lazily.
        <img
          className="hero__media"
          src={image}
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
        />
      )}
      <div className="hero__shade" />
      <div className="hero__content container">
        <h1 className="hero__title">{title}</h1>
        {children}
      </div>
    </section>
  );
}
