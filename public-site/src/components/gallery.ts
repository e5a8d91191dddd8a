// The gallery's behaviour on its server-rendered markup, for the app (Gallery.tsx) and the plain
// page's script alike: the arrow buttons and the arrow keys move the row 310 px, and a mouse
// drags it (touch screens scroll it natively).
import { GALLERY_STEP_PX } from '@academy/shared/constants.ts';
import { prefersReducedMotion } from './motion.ts';

/** Starts the gallery in `root` (the `.gallery` element); returns what stops it. */
export function enhanceGallery(root: HTMLElement, win: Window): () => void {
  const scroller = root.querySelector<HTMLElement>('.gallery__scroller');
  if (!scroller) return () => {};
  const [previous, next] = root.querySelectorAll<HTMLButtonElement>('.gallery__arrows button');
  const controller = new AbortController();
  const { signal } = controller;
  const step = (direction: -1 | 1) =>
    scroller.scrollBy({
      left: direction * GALLERY_STEP_PX,
      behavior: prefersReducedMotion(win) ? 'auto' : 'smooth',
    });
  previous?.addEventListener('click', () => step(-1), { signal });
  next?.addEventListener('click', () => step(1), { signal });
  scroller.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    },
    { signal },
  );

  let drag: { x: number; left: number; id: number } | null = null;
  scroller.addEventListener(
    'pointerdown',
    (event) => {
      if (event.pointerType !== 'mouse') return;
      drag = { x: event.clientX, left: scroller.scrollLeft, id: event.pointerId };
      scroller.setPointerCapture(event.pointerId);
      scroller.classList.add('is-dragging');
    },
    { signal },
  );
  scroller.addEventListener(
    'pointermove',
    (event) => {
      if (drag) scroller.scrollLeft = drag.left - (event.clientX - drag.x);
    },
    { signal },
  );
  const endDrag = () => {
    if (!drag) return;
    scroller.releasePointerCapture(drag.id);
    scroller.classList.remove('is-dragging');
    drag = null;
  };
  scroller.addEventListener('pointerup', endDrag, { signal });
  scroller.addEventListener('pointercancel', endDrag, { signal });
  return () => controller.abort();
}
