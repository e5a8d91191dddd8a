import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHead } from '../page/PageHead.tsx';
import { useSite } from '../page/SiteContext.tsx';
import type { RegistrationPageState } from '@academy/shared/registrationForm.ts';
import { useRegistration } from './useRegistration.ts';
import '../pages/plainPage.css';
import './registration.css';

/**
 * The state of a page the site server renders with its form. A navigation inside the browser
 * (the language switcher) has none: the page is then asked of the server again, which makes it.
 */
export function useFormPageState(): RegistrationPageState | null {
  const { state } = useRegistration();
  const location = useLocation();
  const firstView = location.key === 'default';
  useEffect(() => {
    if (!state && !firstView) window.location.reload();
  }, [state, firstView]);
  return state;
}

/**
 * A registration page's frame: its heading. Pages about one family (an answer, a parents' link)
 * pass `aboutOneFamily` and are not indexed; the blank form is a page like any other.
 */
export function FormPageFrame({
  title,
  aboutOneFamily = false,
  children,
}: {
  title: string;
  aboutOneFamily?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="plain-page reg-page">
      <PageHead title={title} noindex={aboutOneFamily} />
      <div className="container container--narrow">
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** Registration is off, or this session is not open: how to reach the academy instead. */
export function ClosedBlock() {
  const { t, settings } = useSite();
  return (
    <FormPageFrame title={t('regClosedTitle')}>
      <p>{t('regClosedText')}</p>
      <p className="reg-actions">
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
        {settings.contact_email && (
          <a className="button" href={`mailto:${settings.contact_email}`}>
            {settings.contact_email}
          </a>
        )}
      </p>
    </FormPageFrame>
  );
}
