import { useSite } from '../../page/SiteContext.tsx';
import type { ChoiceLink } from './campusChoice.ts';

/**
 * "Questions?": WhatsApp (`register`, the message prefilled with the chosen role and type) and
 * e-mail (with the campus subject); nothing when the academy has neither.
 */
export function CampusContact({ register }: { register: ChoiceLink | null }) {
  const { t, settings } = useSite();
  const email = settings.contact_email?.trim();
  if (!register && !email) return null;
  return (
    <section className="section section--pitch" aria-labelledby="campus-contact-title">
      <div className="container container--narrow contact-cta">
        <h2 id="campus-contact-title" className="section__title">
          {t('campusQuestionsTitle')}
        </h2>
        <p>{t('campusQuestionsText')}</p>
        <div className="button-row">
          {register && (
            <a className="button button--primary" {...register} target="_blank" rel="noopener noreferrer">
              {t('writeWhatsApp')} <span className="sr-only">{t('opensInNewTab')}</span>
            </a>
          )}
          {email && (
            <a
              className="button button--outline-light"
              href={`mailto:${email}?subject=${encodeURIComponent(t('campusEmailSubject'))}`}
            >
              {t('writeEmail')}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
