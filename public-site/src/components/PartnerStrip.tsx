import { useEffect, useRef, useState } from 'react';
import { PARTNER_SCROLL_INTERVAL_MS, PARTNER_SCROLL_STEP_PX } from '@academy/shared/constants.ts';
import type { PartnerLogo } from '@academy/shared/pages.ts';
import { SiteImage } from './SiteImage.tsx';
import { useReducedMotion } from './useReducedMotion.ts';
import './PartnerStrip.css';

/**
 * The partners' logos in an endless strip: the list is shown twice, the strip moves
 * 1 px every 16 ms and jumps back by half its width, which looks the same, so it loops without
 * a seam. It stops while hovered or focused and under reduced motion.
 */
export function PartnerStrip({ title, partners }: { title: string; partners: readonly PartnerLogo[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [onScreen, setOnScreen] = useState(false);

  // The strip moves only while it can be seen: no work for a strip below the fold.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el || reduced || paused || !onScreen) return;
    const timer = window.setInterval(() => {
      const half = el.scrollWidth / 2;
      el.scrollLeft =
        el.scrollLeft + PARTNER_SCROLL_STEP_PX >= half ? 0 : el.scrollLeft + PARTNER_SCROLL_STEP_PX;
    }, PARTNER_SCROLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [reduced, paused, onScreen]);

  if (partners.length === 0) return null;
  const logo = (partner: PartnerLogo, copy: boolean, index: number) => {
    const image = (
      <SiteImage
        src={partner.logo_url}
        alt={copy ? '' : partner.name}
        width={200}
        height={80}
        sizes="200px"
        draggable={false}
      />
    );
    return (
      <li key={`${copy ? 'b' : 'a'}${index}`} className="partner-strip__item" aria-hidden={copy || undefined}>
        {partner.url ? (
          <a href={partner.url} target="_blank" rel="noopener noreferrer" tabIndex={copy ? -1 : undefined}>
            {image}
          </a>
        ) : (
          image
        )}
      </li>
    );
  };

  return (
    <section className="section partner-strip" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title" className="section__title">
          {title}
        </h2>
      </div>
      <div
        ref={scroller}
        className="partner-strip__viewport"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <ul className="partner-strip__track">
          {partners.map((p, i) => logo(p, false, i))}
          {/* The copy that makes the loop seamless; CSS hides it under reduced motion. */}
          {partners.map((p, i) => logo(p, true, i))}
        </ul>
      </div>
    </section>
  );
}
