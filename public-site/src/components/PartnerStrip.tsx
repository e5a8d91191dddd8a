import { useEffect, useRef, useState } from 'react';
import type { PartnerLogo } from '../../../shared/src/pages.ts';
import { PARTNER_SCROLL_INTERVAL_MS, PARTNER_SCROLL_STEP_PX } from '../shared.ts';
import { useReducedMotion } from './useReducedMotion.ts';

/**
 * The partners' logos in an endless strip (SPEC §9): the list is shown twice, the strip moves
 * 1 px every 16 ms and jumps back by half its width, which looks the same, so it loops without
 * a seam. It stops while hovered or focused and under reduced motion.
 */
export function PartnerStrip({
  title,
  partners,
  media,
}: {
  title: string;
  partners: readonly PartnerLogo[];
  media: (url: string) => string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const el = scroller.current;
    if (!el || reduced || paused) return;
    const timer = window.setInterval(() => {
      const half = el.scrollWidth / 2;
      el.scrollLeft =
        el.scrollLeft + PARTNER_SCROLL_STEP_PX >= half ? 0 : el.scrollLeft + PARTNER_SCROLL_STEP_PX;
    }, PARTNER_SCROLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [reduced, paused]);

  if (partners.length === 0) return null;
  const logo = (partner: PartnerLogo, copy: boolean, index: number) => {
    const image = (
      <img
        src={media(partner.logo_url)}
        alt={copy ? '' : partner.name}
        width={200}
        height={80}
        loading="lazy"
        decoding="async"
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
    // Under reduced motion the strip stands still, so it shows every logo once, wrapped.
    <section
      className={`section partner-strip${reduced ? ' is-static' : ''}`}
      aria-labelledby="partners-title"
    >
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
          {!reduced && partners.map((p, i) => logo(p, true, i))}
        </ul>
      </div>
    </section>
  );
}
