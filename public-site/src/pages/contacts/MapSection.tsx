import { useState } from 'react';
import { useConsent } from '../../consent/ConsentContext.tsx';
import { useSite } from '../../page/SiteContext.tsx';
import { MAP_FRAME, MAP_SOURCE_ATTRIBUTE, MAP_TITLE_ATTRIBUTE } from './mapFrame.ts';

/**
 * The map: a third party's frame, loaded only after the visitor accepted third-party content or
 * clicked its placeholder, so opening the page sends nothing to the map provider (EU privacy
 * rules). Nothing without an https map address in the settings. The section carries the address
 * and title for the plain page's script, which shows the map there (plain/contactsPage.ts).
 */
export function MapSection() {
  const { t, settings } = useSite();
  const { choice } = useConsent();
  const [asked, setAsked] = useState(false);
  const mapUrl = settings.map_embed_url?.trim();
  if (!mapUrl || !/^https:\/\//i.test(mapUrl)) return null;
  return (
    <section
      className="section section--sand"
      aria-labelledby="map-title"
      {...{ [MAP_SOURCE_ATTRIBUTE]: mapUrl, [MAP_TITLE_ATTRIBUTE]: t('mapTitle') }}
    >
      <div className="container">
        <h2 id="map-title" className="section__title">
          {t('mapHeading')}
        </h2>
        {asked || choice === 'accepted' ? (
          <iframe {...MAP_FRAME} src={mapUrl} title={t('mapTitle')} />
        ) : (
          <div className="map-placeholder">
            <p>{t('mapNotice')}</p>
            <button type="button" className="button button--primary" onClick={() => setAsked(true)}>
              {t('showMap')}
            </button>
            {settings.address_url && (
              <a className="text-link" href={settings.address_url} target="_blank" rel="noopener noreferrer">
                {t('openMapInNewTab')}
              </a>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
