import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSite } from '../page/SiteContext.tsx';
import {
  ENQUIRY_ENDPOINT,
  valueOf,
  type FieldError,
  type FormValues,
} from '@academy/shared/registrationForm.ts';
import { ErrorSummary, Honeypot, TextField } from './FormFields.tsx';
import { enhanceEmailSuggestions } from './emailSuggestion.ts';
import { FORM_TOKEN_API_ATTRIBUTE, FORM_TOKEN_KEY_ATTRIBUTE, formTokenUrl } from './formToken.ts';
import { useRegistration } from './useRegistration.ts';
import './registration.css';

const LABELS = { name: 'enqName', email: 'enqEmail', phone: 'enqPhone', message: 'enqMessage' } as const;

/**
 * The contacts page's message form (name, e-mail or phone, message), posted to the site server,
 * which sends it to submit_enquiry and comes back here with a thank-you, or with the refusals
 * and everything typed. Only while families can write through the site (registration on).
 *
 * The token in a server-rendered form may be another visitor's: a CDN keeps the contacts page for
 * seconds and hands the same copy to everyone, and a token serves one form only. The form says
 * where a token of the visitor's own comes from, and the page's script asks for one when the
 * visitor starts writing (plain/contactsPage.ts). A form rendered for this visitor alone (a
 * refusal), or in the browser, has one already.
 */
export function EnquiryForm() {
  const { t, path, href, env } = useSite();
  const { state, enquiryToken } = useRegistration();
  const [params] = useSearchParams();
  const sent = params.get('enquiry') === 'sent';
  const formRef = useRef<HTMLFormElement>(null);
  // Once per line: a line already watched (or watched by the plain page's script) is left alone.
  useEffect(() => {
    if (formRef.current) enhanceEmailSuggestions(formRef.current);
  });
  const refused = state?.kind === 'enquiry' ? state : null;
  const tokenSource =
    refused === null
      ? { [FORM_TOKEN_API_ATTRIBUTE]: formTokenUrl(env.supabaseUrl), [FORM_TOKEN_KEY_ATTRIBUTE]: env.anonKey }
      : {};
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
        <form
          ref={formRef}
          className="reg-form"
          method="post"
          action={ENQUIRY_ENDPOINT}
          noValidate
          {...tokenSource}
        >
          <ErrorSummary
            errors={errors}
            formError={refused?.formError ?? null}
            labelOf={(name) => t(LABELS[name as keyof typeof LABELS] ?? 'enqMessage')}
          />
          <input type="hidden" name="form_token" value={valueOf(values, 'form_token')} />
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
