import { Link } from 'react-router-dom';
import { PageHead } from '../page/PageHead.tsx';
import { useSite } from '../page/SiteContext.tsx';
import type { SiteMessageKey } from '../i18n/messages.ts';
import { localized } from '@academy/shared/localized.ts';
import './plainPage.css';

/**
 * The legal notice (aviso legal) that Spanish law (LSSI-CE art. 10) requires of a business
 * website: who owns the site, their tax id, registered address, registry entry and contact
 * e-mail, from site settings, in the page's language.
 */
export default function LegalNoticePage() {
  const { lang, t, href, settings } = useSite();
  const name = t('academyName');
  const owner = settings.company_name?.trim() || name;
  const email = settings.contact_email?.trim();
  const rows: [SiteMessageKey, string | undefined][] = [
    ['legalOwner', owner],
    ['legalTaxId', settings.company_tax_id?.trim()],
    ['legalAddress', settings.company_address?.trim() || localized(settings, 'address', lang)],
    ['legalRegistry', settings.company_registry?.trim()],
  ];
  const title = t('legalNoticeTitle');

  return (
    <article className="plain-page">
      <PageHead title={title} description={t('legalNoticeDescription', { owner })} />
      <div className="container container--narrow">
        <Link className="back-link" to={href('/')}>
          <span aria-hidden="true">← </span>
          {t('backToMain')}
        </Link>
        <h1>{title}</h1>
        <div className="rich-text">
          <p>{t('legalNoticeIntro')}</p>
          <dl className="legal-facts">
            {rows.map(([label, value]) => (
              <div key={label} className="legal-facts__row">
                <dt>{t(label)}</dt>
                <dd>{value || t('legalNotGiven')}</dd>
              </div>
            ))}
            <div className="legal-facts__row">
              <dt>{t('legalEmail')}</dt>
              <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : t('legalNotGiven')}</dd>
            </div>
          </dl>
          <h2>{t('legalUseTitle')}</h2>
          <p>{t('legalUseText')}</p>
          <h2>{t('legalIpTitle')}</h2>
          <p>{t('legalIpText', { owner })}</p>
          <h2>{t('legalLawTitle')}</h2>
          <p>{t('legalLawText')}</p>
        </div>
      </div>
    </article>
  );
}
