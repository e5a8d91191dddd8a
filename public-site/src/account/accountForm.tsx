// The account page's small parts every form uses: its catalog, an error's text, the alert, a
// form posting to the site server and a labelled field.
import type { ReactNode } from 'react';
import { ACCOUNT_PATH, type AccountBooking, type AccountError } from '@academy/shared/account.ts';
import { formatDate } from '@academy/shared/format.ts';
import { accountEn } from '@academy/shared/i18n/account/en.ts';
import { accountEs } from '@academy/shared/i18n/account/es.ts';
import { accountRu } from '@academy/shared/i18n/account/ru.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import type { Lang } from '@academy/shared/languages.ts';
import { useSite } from '../page/SiteContext.tsx';

export const CATALOGS = { en: accountEn, es: accountEs, ru: accountRu };

export function catalog(lang: Lang) {
  return CATALOGS[lang];
}

export function errorMessage(lang: Lang, error: AccountError): string {
  const seconds = error.seconds ?? 60;
  // A long wait (the per-account limit's quarter of an hour) reads in minutes.
  if (error.key === 'too_many' && seconds >= 90)
    return interpolate(catalog(lang).tooManyMinutes, { minutes: Math.ceil(seconds / 60) });
  return interpolate(catalog(lang).errors[error.key], { seconds });
}

export function Alert({ error }: { error: AccountError | null }) {
  const { lang } = useSite();
  if (!error) return null;
  return (
    <p className="reg-summary__form account-error" role="alert">
      {errorMessage(lang, error)}
    </p>
  );
}

export function Form({
  action,
  children,
  className,
}: {
  action: string;
  children: ReactNode;
  className?: string;
}) {
  const { href } = useSite();
  return (
    <form
      method="post"
      action={href(ACCOUNT_PATH)}
      className={className ?? 'reg-group account-form'}
      noValidate
    >
      <input type="hidden" name="action" value={action} />
      {children}
    </form>
  );
}

export function Field({
  name,
  label,
  value,
  type = 'text',
  autoComplete,
  inputMode,
  id,
  multiline = false,
}: {
  name: string;
  label: string;
  value: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  id: string;
  multiline?: boolean;
}) {
  return (
    <div className="reg-field">
      <label className="reg-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea id={id} name={name} defaultValue={value} rows={2} />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
        />
      )}
    </div>
  );
}

/** The text of what a booking still needs before camp, with its deadline. */
export function missingText(lang: Lang, booking: AccountBooking): string {
  const m = catalog(lang);
  const missing = booking.before_camp.missing ?? [];
  if (missing.length === 0) return m.ready;
  return interpolate(booking.before_camp.deadline ? m.missing : m.missingNoDate, {
    date: formatDate(booking.before_camp.deadline, lang, { timeZone: 'UTC' }),
    details: missing.map((d) => m.details[d] ?? d).join(', '),
  });
}

/** A field's refusal, if the last answer refused it. */
export type FormError = (name: string) => AccountError | null;
/** What the family typed in a refused form, else the saved value. */
export type Typed = (name: string, field: string, fallback: string | null) => string;
