import { useSite } from '../../page/SiteContext.tsx';
import { localized } from '@academy/shared/localized.ts';

/** The office: its address (a map link when there is one), phone, e-mail and WhatsApp. */
export function OfficeCard() {
  const { lang, t, settings } = useSite();
  const address = localized(settings, 'address', lang);
  const phone = settings.phone_number?.trim();
  const email = settings.contact_email?.trim();
  return (
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
  );
}
