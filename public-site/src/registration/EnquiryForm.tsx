import { useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { browserClient } from '../data/clientApi.ts';
import { useSite } from '../frame/SiteContext.tsx';
import {
  ENQUIRY_ENDPOINT,
  valueOf,
  type FieldError,
  type FormValues,
} from '@academy/shared/registrationForm.ts';
import { ErrorSummary, Honeypot, TextField } from './FormFields.tsx';
import { registrationCalls } from './registrationSource.ts';
import { useRegistration } from './useRegistration.ts';
import './registration.css';

const LABELS = { name: 'enqName', email: 'enqEmail', phone: 'enqPhone', message: 'enqMessage' } as const;

/**
 * A token of this visitor's own for a form whose page may have come from a shared cache. A CDN
 * keeps the contacts page for seconds, and every visitor of one copy gets the token in it; a
 * token serves one form only, so the second to send would be refused. Once the visitor starts
 * writing (the form gets focus), the browser asks for a token of their own. A page reached inside
 * the browser, or rendered for this visitor alone (a refusal), has one already.
 */
function useOwnToken(enabled: boolean): [string | null, () => void] {
  const { env } = useSite();
  const firstView = useLocation().key === 'default';
  const [token, setToken] = useState<string | null>(null);
  const asked = useRef(false);
  const ask = () => {
    if (!enabled || !firstView || asked.current) return;
    asked.current = true;
    void registrationCalls(browserClient(env))
      .formToken()
      .then(setToken, (error: unknown) => {
        // The page's own token still serves (it is refused only if another visitor used it).
        console.error('[site] asking for a form token failed', error);
      });
  };
  return [token, ask];
}

/**
 * The contacts page's message form (name, e-mail or phone, message), posted to the site server,
 * which sends it to submit_enquiry and comes back here with a thank-you, or with the refusals
 * and everything typed. Only while families can write through the site (registration on).
 */
export function EnquiryForm() {
  const { t, path, href } = useSite();
  const { state, enquiryToken } = useRegistration();
  const [params] = useSearchParams();
  const sent = params.get('enquiry') === 'sent';
  const refused = state?.kind === 'enquiry' ? state : null;
  const [ownToken, askOwnToken] = useOwnToken(refused === null);
  if (!enquiryToken && !refused) return null;
  const values: FormValues = refused?.values ?? { form_token: enquiryToken ?? '' };
  const errors: Record<string, FieldError> = refused?.errors ?? {};
  const field = (name: keyof typeof LABELS, type: string, autoComplete: string, extra: object = {}) => (
    <TextField
      name={name}
      type={type}
      label={t(LABELS[name])}
      autoComplete={autoComplete}
      value={valueOf(values, name)}
      error={errors[name]}
      {...extra}
    />
  );
  return (
    <section className="section" id="enquiry" aria-labelledby="enquiry-heading">
      <div className="container container--narrow">
        <h2 id="enquiry-heading">{t('enqHeading')}</h2>
        {sent && (
          <p className="reg-done" role="status">
            {t('enqThanks')}
          </p>
        )}
        <form className="reg-form" method="post" action={ENQUIRY_ENDPOINT} noValidate onFocus={askOwnToken}>
          <ErrorSummary
            errors={errors}
            formError={refused?.formError ?? null}
            labelOf={(name) => t(LABELS[name as keyof typeof LABELS] ?? 'enqMessage')}
          />
          <input type="hidden" name="form_token" value={ownToken ?? valueOf(values, 'form_token')} />
          <input type="hidden" name="return" value={href(path)} />
          <Honeypot id="enquiry-website" />
          {field('name', 'text', 'name', { required: true })}
          <p className="reg-field__hint">{t('enqContactHint')}</p>
          {field('email', 'email', 'email')}
          {field('phone', 'tel', 'tel')}
          {field('message', 'text', 'off', { required: true, multiline: true })}
          <button type="submit" className="button button--primary reg-submit">
            {t('enqSubmit')}
          </button>
        </form>
      </div>
    </section>
  );
}
