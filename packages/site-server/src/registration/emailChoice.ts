import { suggestEmail } from '@academy/shared/emailSuggestion.ts';
import {
  EMAIL_CHOICE_FIELD,
  EMAIL_SUGGESTION_ERROR,
  valueOf,
  type FieldError,
  type FormValues,
} from '@academy/shared/registrationForm.ts';

/**
 * The e-mail of a posted form, checked for a mistyped domain ('lucia@gmail.con'), as the forms'
 * 'Did you mean ...?' line does with script: a suggestion, never a refusal of the address. When
 * the form's EMAIL_CHOICE_FIELD names the likely address, it replaces the one typed in `values`;
 * when it names the one typed, that is kept. Otherwise the answer is the refusal to show at
 * `field`, which offers both, and the form comes back with everything typed.
 */
export function emailChoice(
  body: Record<string, unknown>,
  values: FormValues,
  field: string,
): Record<string, FieldError> {
  const typed = valueOf(values, field).trim();
  const likely = suggestEmail(typed);
  if (!likely) return {};
  // A form may send the field twice (the line's own and the choice's): any of them decides.
  const raw = body[EMAIL_CHOICE_FIELD];
  const chosen = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
  if (chosen.includes(likely)) {
    values[field] = likely;
    return {};
  }
  if (chosen.includes(typed)) return {};
  return { [field]: { key: EMAIL_SUGGESTION_ERROR, values: { email: likely } } };
}
