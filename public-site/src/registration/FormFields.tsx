import type { ReactNode } from 'react';
import { useSite } from '../page/SiteContext.tsx';
import {
  EMAIL_CHOICE_FIELD,
  EMAIL_SUGGESTION_ERROR,
  type FieldError,
} from '@academy/shared/registrationForm.ts';
import { EMAIL_SUGGESTION_ATTRIBUTE } from './emailSuggestion.ts';
import { errorText } from './regMessages.ts';

/** The id of a field's input: its name with '.' as '-' ('children-0-name'). */
export function fieldId(name: string): string {
  return `field-${name.replace(/\./g, '-')}`;
}

interface FieldProps {
  name: string;
  label: string;
  error: FieldError | undefined;
  hint?: string;
  required?: boolean;
}

/** The ids a field's input is described by: its hint and its error. */
function describedBy(name: string, hint: string | undefined, error: FieldError | undefined) {
  const ids = [hint ? `${fieldId(name)}-hint` : '', error ? `${fieldId(name)}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldError({
  name,
  error,
  message,
}: {
  name: string;
  error: FieldError | undefined;
  message?: string;
}) {
  const { lang } = useSite();
  if (!error) return null;
  return (
    <p className="reg-field__error" id={`${fieldId(name)}-error`}>
      {message ?? errorText(lang, error)}
    </p>
  );
}

function Label({ name, label, required }: { name: string; label: string; required?: boolean }) {
  return (
    <label className="reg-field__label" htmlFor={fieldId(name)}>
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

/** A one-line text input (text, email, tel, date). */
export function TextField({
  type = 'text',
  value,
  autoComplete,
  multiline,
  ...props
}: FieldProps & { type?: string; value: string; autoComplete?: string; multiline?: boolean }) {
  const { name, label, error, hint, required } = props;
  const common = {
    id: fieldId(name),
    name,
    defaultValue: value,
    required,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, hint, error),
  };
  return (
    <div className={`reg-field${error ? ' reg-field--invalid' : ''}`}>
      <Label name={name} label={label} required={required} />
      {hint && (
        <p className="reg-field__hint" id={`${fieldId(name)}-hint`}>
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={3} {...common} /> : <input type={type} {...common} />}
      {type === 'email' && error?.key !== EMAIL_SUGGESTION_ERROR && <EmailSuggestion name={name} />}
      <FieldError name={name} error={error} />
      {error?.key === EMAIL_SUGGESTION_ERROR && (
        <EmailChoice name={name} typed={value.trim()} likely={String(error.values?.email ?? '')} />
      )}
    </div>
  );
}

/**
 * The site server's question when a form came without script with an address that looks
 * mistyped: the likely address or the one typed, chosen before the form is sent again.
 */
function EmailChoice({ name, typed, likely }: { name: string; typed: string; likely: string }) {
  const { t } = useSite();
  const id = `${fieldId(name)}-choice`;
  return (
    <div className="reg-field__choice" role="radiogroup" aria-labelledby={`${fieldId(name)}-error`}>
      {[
        [likely, t('regEmailUseSuggested', { email: likely }), 'likely'],
        [typed, t('regEmailKeepTyped', { email: typed }), 'typed'],
      ].map(([value, label, kind]) => (
        <div className="reg-check" key={kind}>
          <input type="radio" id={`${id}-${kind}`} name={EMAIL_CHOICE_FIELD} value={value} />
          <label htmlFor={`${id}-${kind}`}>{label}</label>
        </div>
      ))}
    </div>
  );
}

/**
 * 'Did you mean ...?' under an e-mail field, hidden until the address looks mistyped; its
 * button fills the likely address in (enhanceEmailSuggestions in emailSuggestion.ts). Its hidden
 * input, sent only while the line shows, tells the site server the visitor saw the suggestion
 * and kept the address as typed, so the form is not asked about it again.
 */
function EmailSuggestion({ name }: { name: string }) {
  const { t } = useSite();
  const [before = '', after = ''] = t('regEmailSuggestion').split('{email}');
  return (
    <p
      className="reg-field__suggestion"
      role="status"
      hidden
      {...{ [EMAIL_SUGGESTION_ATTRIBUTE]: fieldId(name) }}
    >
      {before}
      <button type="button" className="text-button reg-field__suggested" />
      {after}
      <input type="hidden" name={EMAIL_CHOICE_FIELD} disabled />
    </p>
  );
}

/** A choice from a list. */
export function SelectField({
  value,
  options,
  ...props
}: FieldProps & { value: string; options: readonly { value: string; label: string }[] }) {
  const { name, label, error, hint, required } = props;
  const { t } = useSite();
  return (
    <div className={`reg-field${error ? ' reg-field--invalid' : ''}`}>
      <Label name={name} label={label} required={required} />
      <select
        id={fieldId(name)}
        name={name}
        defaultValue={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
      >
        <option value="">{t('regChoose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} error={error} />
    </div>
  );
}

/** One checkbox (a consent, an offer), unticked unless the visitor ticked it. */
export function CheckboxField({
  name,
  value = 'on',
  checked,
  error,
  children,
  id = fieldId(name),
  message,
}: {
  name: string;
  value?: string;
  checked: boolean;
  error?: FieldError;
  children: ReactNode;
  id?: string;
  /** The refusal's text, when it is not a registration catalog message. */
  message?: string;
}) {
  return (
    <div className={`reg-check${error ? ' reg-field--invalid' : ''}`}>
      <input
        type="checkbox"
        id={id}
        name={name}
        value={value}
        defaultChecked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId(name)}-error` : undefined}
      />
      <label htmlFor={id}>{children}</label>
      <FieldError name={name} error={error} message={message} />
    </div>
  );
}

/** A group's own refusal (no offer chosen): shown under its legend. */
export function GroupError({ name, error }: { name: string; error: FieldError | undefined }) {
  return <FieldError name={name} error={error} />;
}

/** The refusals at the top of the form, each a link to its field. */
export function ErrorSummary({
  errors,
  formError,
  labelOf,
}: {
  errors: Record<string, FieldError>;
  formError: FieldError | null;
  labelOf: (name: string) => string;
}) {
  const { lang, t } = useSite();
  const names = Object.keys(errors);
  if (!formError && names.length === 0) return null;
  return (
    <div className="reg-summary" role="alert" tabIndex={-1} id="form-errors">
      {formError && <p className="reg-summary__form">{errorText(lang, formError)}</p>}
      {names.length > 0 && (
        <>
          <p>{t('regErrorSummary')}</p>
          <ul>
            {names.map((name) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`}>
                  {labelOf(name)}: {errorText(lang, errors[name]!)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The honeypot field: hidden from people (and from assistive technology), left empty by them, so
 * a form that arrives with it filled came from a robot and is refused.
 */
export function Honeypot({ id }: { id: string }) {
  const { t } = useSite();
  return (
    <div className="reg-hp" aria-hidden="true">
      <label htmlFor={id}>{t('regHoneypot')}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
