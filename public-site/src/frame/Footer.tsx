import { Link } from 'react-router-dom';
import { ACCOUNT_PATH } from '@academy/shared/account.ts';
import { CONSENT_SETTINGS_ID } from '@academy/shared/consent.ts';
import { useConsent } from '../consent/ConsentContext.tsx';
import type { SiteMessageKey } from '../i18n/messages.ts';
import { COPYRIGHT_YEAR } from '@academy/shared/constants.ts';
import { localized } from '@academy/shared/localized.ts';
import { Logo } from './Logo.tsx';
import { NavLinks } from './NavLinks.tsx';
import { useSite } from '../page/SiteContext.tsx';
import { SocialIcon } from './SocialIcon.tsx';
import './Footer.css';

const SOCIAL = [
  { field: 'social_video_url', kind: 'video', label: 'socialVideo' },
  { field: 'social_short_video_url', kind: 'short', label: 'socialShortVideo' },
  { field: 'social_photo_url', kind: 'photo', label: 'socialPhoto' },
  { field: 'social_network_url', kind: 'network', label: 'socialNetwork' },
] as const satisfies readonly { field: string; kind: string; label: SiteMessageKey }[];

/** Footer menu, phone and e-mail, the four social links, the office address and the copyright. */
export function Footer() {
  const { frame, settings, t, lang, href } = useSite();
  const { openSettings } = useConsent();
  const items = frame.menu_items.filter((item) => item.type === 'Footer');
  const name = t('academyName');
  // The legal name of the company behind the academy, when staff filled it in. The copyright line
  // ends with its own full stop, which also closes an abbreviation ('S.L.'): one stop, not two.
  const company = (settings.company_name || name).replace(/\.+$/, '');
  const address = localized(settings, 'address', lang);
  const phone = settings.phone_number?.trim();
  const email = settings.contact_email?.trim();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to={href('/')} className="site-footer__logo" aria-label={t('homeLinkLabel', { name })}>
            <Logo />
            <span aria-hidden="true">{name}</span>
          </Link>
          {address && (
            <address className="site-footer__address">
              <span className="site-footer__label">{t('officeAddress')}</span>
              {settings.address_url ? (
                <a href={settings.address_url} target="_blank" rel="noopener noreferrer">
                  {address} <span className="sr-only">{t('opensInNewTab')}</span>
                </a>
              ) : (
                <span>{address}</span>
              )}
            </address>
          )}
        </div>
        {items.length > 0 && (
          <nav className="site-footer__nav" aria-label={t('footerNavigation')}>
            <NavLinks items={items} className="footer-links" />
          </nav>
        )}
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">{t('contactHeading')}</h2>
          <ul className="footer-links">
            {phone && (
              <li>
                <span className="site-footer__label">{t('phoneLabel')}</span>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </li>
            )}
            {email && (
              <li>
                <span className="site-footer__label">{t('emailLabel')}</span>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
          </ul>
          <h2 className="site-footer__heading">{t('followHeading')}</h2>
          <ul className="social-links">
            {SOCIAL.map(({ field, kind, label }) => {
              const url = settings[field];
              if (!url) return null;
              return (
                <li key={field}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <SocialIcon kind={kind} />
                    <span className="sr-only">
                      {t(label)} {t('opensInNewTab')}
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom container">
        <p className="site-footer__copyright">{t('copyright', { year: COPYRIGHT_YEAR, company })}</p>
        <div className="site-footer__bottom-links">
          {/* The family's account is rendered by the site server with the family's own session, so
              it is a page load, never a client-side route. */}
          <a href={href(ACCOUNT_PATH)} className="text-button site-footer__account">
            {t('familyAccount')}
          </a>
          {/* The cookie choice can be changed at any time (LSSI-CE art. 22.2): with script the
              banner opens in place; without script the link's address shows it (ConsentBanner.css). */}
          <a
            href={`#${CONSENT_SETTINGS_ID}`}
            className="text-button site-footer__cookies"
            onClick={(event) => {
              event.preventDefault();
              openSettings();
            }}
          >
            {t('cookieSettings')}
          </a>
        </div>
      </div>
    </footer>
  );
}
