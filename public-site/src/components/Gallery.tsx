import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { GALLERY_STEP_PX } from '@academy/shared/constants.ts';
import { SiteImage } from './SiteImage.tsx';
import { useReducedMotion } from './useReducedMotion.ts';
import './Gallery.css';

export interface GalleryItem {
  /** The stored image. */
  src: string;
  caption: string;
}

/**
 * The home gallery: a row of photos the visitor drags with a mouse or a finger, or
 * moves 310 px at a time with the arrow buttons or the arrow keys.
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
  const scroller = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; left: number; id: number } | null>(null);
  const reduced = useReducedMotion();

  const step = (direction: -1 | 1) =>
    scroller.current?.scrollBy({ left: direction * GALLERY_STEP_PX, behavior: reduced ? 'auto' : 'smooth' });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  // Mouse dragging; touch screens scroll the row natively.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || !scroller.current) return;
    drag.current = { x: event.clientX, left: scroller.current.scrollLeft, id: event.pointerId };
    scroller.current.setPointerCapture(event.pointerId);
    scroller.current.classList.add('is-dragging');
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !scroller.current) return;
    scroller.current.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
  };
  const endDrag = () => {
    if (!drag.current || !scroller.current) return;
    scroller.current.releasePointerCapture(drag.current.id);
    scroller.current.classList.remove('is-dragging');
    drag.current = null;
  };

  if (items.length === 0) return null;
  return (
    // Not a <section>: the scrolling row below is the region named after the title.
    <div className="section section--sand gallery">
      <div className="container gallery__head">
        <h2 id="gallery-title" className="section__title">
          {title}
        </h2>
        <div className="gallery__arrows">
          <button type="button" className="round-button" onClick={() => step(-1)}>
            <span aria-hidden="true">←</span>
            <span className="sr-only">{labels.previous}</span>
          </button>
          <button type="button" className="round-button" onClick={() => step(1)}>
            <span aria-hidden="true">→</span>
            <span className="sr-only">{labels.next}</span>
          </button>
        </div>
      </div>
      <div
        ref={scroller}
        className="gallery__scroller"
        role="region"
        aria-label={title}
        aria-describedby="gallery-hint"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
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
