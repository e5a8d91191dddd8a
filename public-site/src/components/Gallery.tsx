import { useEffect, useRef } from 'react';
import { enhanceGallery } from './gallery.ts';
import { SiteImage } from './SiteImage.tsx';
import './Gallery.css';

export interface GalleryItem {
  /** The stored image. */
  src: string;
  caption: string;
}

/**
 * The home gallery: a row of photos the visitor drags with a mouse or a finger, or
 * moves 310 px at a time with the arrow buttons or the arrow keys (gallery.ts, which the plain
 * page's script runs on the same markup).
 */
export function Gallery({
  title,
  items,
  labels,
}: {
  title: string;
  items: readonly GalleryItem[];
  labels: { previous: string; next: string; hint: string };
}) {
  const root = useRef<HTMLDivElement>(null);
  const shown = items.length > 0;
  useEffect(() => (shown && root.current ? enhanceGallery(root.current, window) : undefined), [shown]);

  if (items.length === 0) return null;
  return (
    // Not a <section>: the scrolling row below is the region named after the title.
    <div ref={root} className="section section--sand gallery">
      <div className="container gallery__head">
        <h2 id="gallery-title" className="section__title">
          {title}
        </h2>
        <div className="gallery__arrows">
          <button type="button" className="round-button">
            <span aria-hidden="true">←</span>
            <span className="sr-only">{labels.previous}</span>
          </button>
          <button type="button" className="round-button">
            <span aria-hidden="true">→</span>
            <span className="sr-only">{labels.next}</span>
          </button>
        </div>
      </div>
      <div
        className="gallery__scroller"
        role="region"
        aria-label={title}
        aria-describedby="gallery-hint"
        tabIndex={0}
        data-testid="gallery-scroller"
      >
        <ul className="gallery__track">
          {items.map((item, index) => (
            <li key={index} className="gallery__item">
              <figure>
                <SiteImage
                  src={item.src}
                  alt={item.caption}
                  width={400}
                  height={300}
                  sizes="(min-width: 768px) 400px, 80vw"
                  draggable={false}
                />
                <figcaption>{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <p id="gallery-hint" className="sr-only">
        {labels.hint}
      </p>
    </div>
  );
}
