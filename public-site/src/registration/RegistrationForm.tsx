import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useSite } from '../page/SiteContext.tsx';
import { LANGUAGES } from '@academy/shared/languages.ts';
import { REGISTRATION_LIMITS } from '@academy/shared/registrationRules.ts';
import {
  childCount,
  fieldErrors,
  formValuesFromEntries,
  registrationInput,
  valueOf,
  withoutChild,
  type FieldError,
  type FormValues,
  type OpenOffer,
  type RegistrationPageState,
} from '@academy/shared/registrationForm.ts';
import { ChildFieldset } from './ChildFieldset.tsx';
import { enhanceEmailSuggestions } from './emailSuggestion.ts';
import { CheckboxField, ErrorSummary, fieldId, Honeypot, TextField, SelectField } from './FormFields.tsx';
import { consentText } from './regMessages.ts';
import { useFieldLabel } from './useFieldLabel.ts';

type FormState = Extract<RegistrationPageState, { kind: 'form' }>;
type Schemas = typeof import('@academy/shared/registration.ts');

// The schema and its validation library load once the visitor turns to the form (its first
// focus), not while the page starts: building them is a long task of its own on a phone.
let schemas: Promise<Schemas> | null = null;
function loadSchemas(): Promise<Schemas> {
  if (!schemas) {
    schemas = import('@academy/shared/registration.ts');
    schemas.catch(() => (schemas = null));
  }
  return schemas;
}

/** The values the form holds now (what a post would send). */
function currentValues(form: HTMLFormElement): FormValues {
  return formValuesFromEntries(new FormData(form).entries());
}

/**
 * The registration form. Without script it is a plain form: the site server checks it, keeps
 * what was typed and answers with the refusals or the answer page; 'Add another child' and
 * 'Remove' are its submit buttons. With script the same schema checks it before it is sent, and
 * children are added and removed in place.
 */
export function RegistrationForm({ state, offers }: { state: FormState; offers: OpenOffer[] }) {
  const { lang, t, href } = useSite();
  const labelOf = useFieldLabel();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(state.values);
  const [errors, setErrors] = useState<Record<string, FieldError>>(state.errors);
  const [formError, setFormError] = useState<FieldError | null>(state.formError);
  // A new key draws the inputs again from `values` (they keep what is typed by themselves).
  const [version, setVersion] = useState(0);
  const focusNext = useRef<string | null>(null);
  const loaded = useRef<Schemas | null>(null);
  const count = childCount(values);

  // The e-mail field's 'Did you mean ...?' line; drawn again with the inputs.
  useEffect(() => {
    if (formRef.current) enhanceEmailSuggestions(formRef.current);
  }, [version]);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [version]);

  function redraw(next: FormValues, focus: string) {
    setValues(next);
    focusNext.current = focus;
    setVersion((v) => v + 1);
  }

  function onClick(event: MouseEvent<HTMLFormElement>) {
    const button = (event.target as HTMLElement).closest('button[name="action"]');
    if (!(button instanceof HTMLButtonElement) || !formRef.current) return;
    event.preventDefault();
    const now = currentValues(formRef.current);
    if (button.value === 'add_child') {
      redraw({ ...now, children: String(count + 1) }, fieldId(`children.${count}.name`));
    } else {
      const index = Number(button.value.split(':')[1]);
      redraw(withoutChild({ ...now, children: String(count) }, index), fieldId('children.0.name'));
    }
  }

  function onFocus() {
    void loadSchemas().then((module) => (loaded.current = module));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (!loaded.current) {
      // Sent before the schema came: checked as soon as it is here, or by the server without it.
      event.preventDefault();
      loadSchemas().then(
        (module) => {
          loaded.current = module;
          form.requestSubmit();
        },
        () => form.submit(),
      );
      return;
    }
    const now = currentValues(form);
    const result = loaded.current.registrationFormSchema.safeParse(registrationInput(now, lang));
    if (result.success) return;
    event.preventDefault();
    const refused = fieldErrors(result.error.issues);
    setErrors(refused.errors);
    setFormError(refused.formError);
    redraw(now, 'form-errors');
  }

  return (
    <form
      ref={formRef}
      key={version}
      className="reg-form"
      method="post"
      action={href('/registration')}
      noValidate
      onSubmit={onSubmit}
      onClick={onClick}
      onFocus={onFocus}
    >
      <ErrorSummary errors={errors} formError={formError} labelOf={labelOf} />
      <input type="hidden" name="idempotency_key" value={valueOf(values, 'idempotency_key')} />
      <input type="hidden" name="form_token" value={valueOf(values, 'form_token')} />
      <input type="hidden" name="children" value={String(count)} />
      <Honeypot id="field-website" />
      {Array.from({ length: count }, (_, index) => (
        <ChildFieldset
          key={index}
          index={index}
          count={count}
          values={values}
          errors={errors}
          offers={offers}
        />
      ))}
      {count < REGISTRATION_LIMITS.maxChildren && (
        <button type="submit" className="button reg-add" name="action" value="add_child" formNoValidate>
          {t('regAddChild')}
        </button>
      )}
      <FamilyFieldset values={values} errors={errors} />
      <fieldset className="reg-group">
        <legend>{t('regDeclarationLegend')}</legend>
        <CheckboxField
          name="guardian_declaration"
          checked={valueOf(values, 'guardian_declaration') !== ''}
          error={errors.guardian_declaration}
        >
          {consentText(lang, 'guardian')} <strong>{t('regConsentRequired')}</strong>
        </CheckboxField>
      </fieldset>
      <button type="submit" className="button button--primary reg-submit">
        {t('regSubmit')}
      </button>
    </form>
  );
}

function FamilyFieldset({ values, errors }: { values: FormValues; errors: Record<string, FieldError> }) {
  const { t, lang, frame } = useSite();
  const languageName = (code: string) => frame.languages.find((l) => l.code === code)?.name ?? code;
  const text = (name: string, label: string, type: string, autoComplete: string) => (
    <TextField
      name={`family.${name}`}
      type={type}
      label={label}
      autoComplete={autoComplete}
      value={valueOf(values, `family.${name}`)}
      error={errors[`family.${name}`]}
      required
    />
  );
  return (
    <fieldset className="reg-group">
      <legend>{t('regFamilyHeading')}</legend>
      {text('parent_name', t('regParentName'), 'text', 'name')}
      {text('email', t('regEmail'), 'email', 'email')}
      {text('phone', t('regPhone'), 'tel', 'tel')}
      <SelectField
        name="family.language"
        label={t('regLanguage')}
        value={valueOf(values, 'family.language') || lang}
        error={errors['family.language']}
        options={LANGUAGES.map((value) => ({ value, label: languageName(value) }))}
        required
      />
      {text('emergency_name', t('regEmergencyName'), 'text', 'off')}
      {text('emergency_phone', t('regEmergencyPhone'), 'tel', 'off')}
    </fieldset>
  );
}
