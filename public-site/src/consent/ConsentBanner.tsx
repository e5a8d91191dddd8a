import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  CONSENT_ENDPOINT,
  CONSENT_SAVED_FRAGMENT,
  CONSENT_SETTINGS_ID,
  isConsentChoice,
} from '@academy/shared/consent.ts';
import { useSite } from '../page/SiteContext.tsx';
import { useConsent } from './ConsentContext.tsx';
import './ConsentBanner.css';

/**
 * The cookie banner (LSSI-CE art. 22.2, GDPR): on the first visit, and again from "Cookie
 * settings" in the footer. Accept and Reject are the same kind of button, side by side, with
 * the same weight; the cookie policy is one click away. "Cookie settings" is a link to it, so a
 * browser without script reopens it too (the site server's /_consent.css shows it then). It sits over the bottom of the page
 * (it never pushes the content), and asks nothing of a visitor who already chose, until they
 * reopen it.
 */
export function ConsentBanner() {
  const { t, routes, href } = useSite();
  const { choice, bannerOpen, reopened, choose, closeSettings } = useConsent();
  const region = useRef<HTMLElement>(null);
  const location = useLocation();
  const policy = routes.find((route) => route.page === 'cookies');

  // Without script (or before it has started) the form goes to the site server, which stores the
  // choice and sends the visitor back; with script the choice is stored here, without a reload.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const choice = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (!isConsentChoice(choice)) return;
    event.preventDefault();
    choose(choice);
  };

  // Reopened from the footer: the banner takes the focus; Escape closes it again.
  useEffect(() => {
    if (!reopened) return;
    region.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeSettings();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [reopened, closeSettings]);

  if (!bannerOpen) return null;
  return (
    <>
      {/* The target of the address a browser without script comes back to: it hides the banner. */}
      <span id={CONSENT_SAVED_FRAGMENT} hidden />
      <section
        ref={region}
        id={CONSENT_SETTINGS_ID}
        className={reopened ? 'consent-banner consent-banner--reopened' : 'consent-banner'}
        aria-labelledby="consent-title"
        aria-describedby="consent-text"
        tabIndex={-1}
      >
        <div className="consent-banner__body container">
          <div className="consent-banner__text">
            <h2 id="consent-title" className="consent-banner__title">
              {t('consentTitle')}
            </h2>
            <p id="consent-text">
              {t('consentText')}{' '}
              {policy && (
                <Link to={href(policy.path)} className="consent-banner__policy">
                  {t('consentPolicyLink')}
                </Link>
              )}
            </p>
            {/* Every line the banner may need is in the page, the ones that apply shown: a page
                without the app shows them from the cookie (plain/plainPage.ts). */}
            <p className="consent-banner__current" data-choice="accepted" hidden={choice !== 'accepted'}>
              {t('consentCurrentAccepted')}
            </p>
            <p className="consent-banner__current" data-choice="rejected" hidden={choice !== 'rejected'}>
              {t('consentCurrentRejected')}
            </p>
          </div>
          <form className="consent-banner__actions" method="post" action={CONSENT_ENDPOINT} onSubmit={submit}>
            <input type="hidden" name="return" value={location.pathname} />
            <button type="submit" name="choice" value="accepted" className="button button--consent">
              {t('consentAccept')}
            </button>
            <button type="submit" name="choice" value="rejected" className="button button--consent">
              {t('consentReject')}
            </button>
            <button
              type="button"
              className="text-button consent-banner__close"
              hidden={!(reopened && choice)}
              onClick={closeSettings}
            >
              {t('consentClose')}
            </button>
          </form>
        </div>
      </section>
    </>
  );
}
