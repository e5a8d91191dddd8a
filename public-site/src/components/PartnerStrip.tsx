import { useEffect, useRef } from 'react';
import type { PartnerLogo } from '@academy/shared/pages.ts';
import { startPartnerStrip } from './partnerStrip.ts';
import { SiteImage } from './SiteImage.tsx';
import './PartnerStrip.css';

/**
 * The partners' logos in an endless strip: the list is shown twice, and the strip moves
 * (partnerStrip.ts, which the plain page's script runs on the same markup).
 */
export function PartnerStrip({ title, partners }: { title: string; partners: readonly PartnerLogo[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const shown = partners.length > 0;
  useEffect(
    () => (shown && viewport.current ? startPartnerStrip(viewport.current, window) : undefined),
    [shown],
  );

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
      <div ref={viewport} className="partner-strip__viewport">
        <ul className="partner-strip__track">
          {partners.map((p, i) => logo(p, false, i))}
          {/* The copy that makes the loop seamless; CSS hides it under reduced motion. */}
          {partners.map((p, i) => logo(p, true, i))}
        </ul>
      </div>
    </section>
  );
}
