// The registration forms' own catalogs (the database's refusals, the schema's field messages,
// the value lists' labels, the consents' exact wordings), in the registration pages' chunk.
import { consentEn } from '@academy/shared/i18n/consent/en.ts';
import { consentEs } from '@academy/shared/i18n/consent/es.ts';
import { consentRu } from '@academy/shared/i18n/consent/ru.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import { registrationEn } from '@academy/shared/i18n/registration/en.ts';
import { registrationEs } from '@academy/shared/i18n/registration/es.ts';
import { registrationRu } from '@academy/shared/i18n/registration/ru.ts';
import type { Lang } from '@academy/shared/languages.ts';
import type { ConsentKind } from '@academy/shared/registrationRules.ts';
import type { FieldError } from '@academy/shared/registrationForm.ts';

const REGISTRATION = { en: registrationEn, es: registrationEs, ru: registrationRu };
const CONSENTS = { en: consentEn, es: consentEs, ru: consentRu };

/** The registration catalog of a language. */
export function registrationCatalog(lang: Lang) {
  return REGISTRATION[lang];
}

/** The exact wording of a consent, as recorded with its version. */
export function consentText(lang: Lang, kind: ConsentKind): string {
  return CONSENTS[lang][kind];
}

/** A refusal's message: its key in the registration catalog ('fields.required'), filled in. */
export function errorText(lang: Lang, error: FieldError): string {
  let node: unknown = REGISTRATION[lang];
  for (const part of error.key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  const text = typeof node === 'string' ? node : REGISTRATION[lang].errors.submission_invalid;
  return interpolate(text, error.values);
}
