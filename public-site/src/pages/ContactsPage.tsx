import { useState } from 'react';
import { JsonLd } from '../app/JsonLd.tsx';
import { PageHead } from '../app/PageHead.tsx';
import { academyData } from '../app/structuredData.ts';
import { useAcademyFacts } from '../app/useAcademyFacts.ts';
import { Hero } from '../components/Hero.tsx';
import { RichText } from '../components/RichText.tsx';
import { useConsent } from '../consent/ConsentContext.tsx';
import { useSite } from '../frame/SiteContext.tsx';
import { localized } from '@academy/shared/localized.ts';
import { pageDescription, usePage } from './usePage.ts';
import './ContactsPage.css';

/**
 * Contacts: hero, text, the office (address and phone links) and the map. The map is
 * a third party's frame: it loads only after the visitor accepted third-party content or clicked
 * its placeholder, so opening the page sends nothing to the map provider (EU privacy rules).
 */
export default function ContactsPage() {
  const { lang, t, settings } = useSite();
  const { content } = usePage('contacts');
  const { choice } = useConsent();
  const [asked, setAsked] = useState(false);
  const showMap = asked || choice === 'accepted';
  const title = localized(content, 'title', lang);
  const facts = useAcademyFacts();

  const address = localized(settings, 'address', lang);
  const phone = settings.phone_number?.trim();
  const email = settings.contact_email?.trim();
  const mapUrl = settings.map_embed_url?.trim();

  return (
    <>
      <PageHead title={title || undefined} description={pageDescription(localized(content, 'text', lang))}>
        <JsonLd data={academyData(facts)} />
      </PageHead>
      <Hero title={title} />
      <section className="section">
        <div className="container split split--wide-left">
          {content && <RichText html={localized(content, 'text', lang)} />}
          <aside className="office-card" aria-labelledby="office-title">
            <h2 id="office-title" className="office-card__title">
              {t('officeAddress')}
            </h2>
            {address && (
              <p>
                {settings.address_url ? (
                  <a href={settings.address_url} target="_blank" rel="noopener noreferrer">
                    {address} <span className="sr-only">{t('opensInNewTab')}</span>
                  </a>
                ) : (
                  address
                )}
              </p>
            )}
            {phone && (
              <p>
                <span className="office-card__label">{t('phoneLabel')}</span>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </p>
            )}
            {email && (
              <p>
                <span className="office-card__label">{t('emailLabel')}</span>
                <a href={`mailto:${email}`}>{email}</a>
              </p>
            )}
            {settings.whatsapp_link && (
              <a
                className="button button--primary"
                href={settings.whatsapp_link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('writeWhatsApp')} <span className="sr-only">{t('opensInNewTab')}</span>
              </a>
            )}
          </aside>
        </div>
      </section>
      {mapUrl && /^https:\/\//i.test(mapUrl) && (
        <section className="section section--sand" aria-labelledby="map-title">
          <div className="container">
            <h2 id="map-title" className="section__title">
              {t('mapHeading')}
            </h2>
            {showMap ? (
              <iframe
                className="map-frame"
                src={mapUrl}
                title={t('mapTitle')}
                width={1200}
                height={450}
                loading="lazy"
                referrerPolicy="no-referrer"
                sandbox="allow-scripts allow-same-origin allow-popups"
              />
            ) : (
              <div className="map-placeholder">
                <p>{t('mapNotice')}</p>
                <button type="button" className="button button--primary" onClick={() => setAsked(true)}>
                  {t('showMap')}
                </button>
                {settings.address_url && (
                  <a
                    className="text-link"
                    href={settings.address_url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('openMapInNewTab')}
                  </a>
                )}
              </div>
            )}
          </div>
        </section>
      )}
    </>
  );
}
