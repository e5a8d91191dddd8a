import { describe, expect, it } from 'vitest';
import { interpolate } from './i18n/index.ts';
import { registrationEn } from './i18n/registration/en.ts';
import { registrationEs } from './i18n/registration/es.ts';
import { registrationRu } from './i18n/registration/ru.ts';
import {
  enquiryFormSchema,
  registrationFormSchema,
  REGISTRATION_LIMITS,
  REGISTRATION_TEXT_LIMITS,
  textLimit,
} from './registration.ts';
import {
  childCount,
  fieldError,
  fieldErrors,
  formValuesFromEntries,
  registrationInput,
  withoutChild,
  type FormValues,
} from './registrationForm.ts';

/** A form as a browser posts it: one entry per field, one per ticked offer. */
function posted(extra: [string, string][] = []): [string, string][] {
  return [
    ['idempotency_key', '4f1c1b0e-8a43-4a56-9d0a-3f1e2d3c4b5a'],
    ['form_token', 'f1.1.abc.def'],
    ['website', ''],
    ['children', '2'],
    ['children.0.name', '  Lucía Pérez '],
    ['children.0.date_of_birth', '2015-04-02'],
    ['children.0.position', 'goalkeeper'],
    ['children.0.shirt_size', '140'],
    ['children.0.authorised_collectors', 'Ana Pérez (madre)'],
    ['children.0.offer_ids', '12'],
    ['children.0.offer_ids', '13'],
    ['children.0.consents.child_data', 'on'],
    ['children.0.consents.photos_social', 'on'],
    ['children.1.name', 'Пётр'],
    ['children.1.date_of_birth', '2014-01-30'],
    ['children.1.position', 'forward'],
    ['children.1.shirt_size', '152'],
    ['children.1.allergies', 'nuts'],
    ['children.1.authorised_collectors', 'Ana'],
    ['children.1.offer_ids', '12'],
    ['children.1.consents.child_data', 'on'],
    ['children.1.consents.health_data', 'on'],
    ['family.parent_name', 'Ana Pérez'],
    ['family.email', 'Ana@Example.com'],
    ['family.phone', '+34 600 000 000'],
    ['family.language', 'es'],
    ['family.emergency_name', 'Luis'],
    ['family.emergency_phone', '600 111 222'],
    ['guardian_declaration', 'on'],
    ...extra,
  ];
}

describe('the registration form as posted', () => {
  it('becomes the schema input: ticked boxes true, unticked false, offers numbers, values trimmed', () => {
    const values = formValuesFromEntries(posted());
    expect(values['children.0.offer_ids']).toEqual(['12', '13']);
    const parsed = registrationFormSchema.safeParse(registrationInput(values, 'es'));
    expect(parsed.success).toBe(true);
    const form = parsed.data!;
    expect(form.language).toBe('es');
    expect(form.family.email).toBe('ana@example.com');
    expect(form.children).toHaveLength(2);
    expect(form.children[0]).toMatchObject({
      name: 'Lucía Pérez',
      offer_ids: [12, 13],
      allergies: null,
      consents: { child_data: true, health_data: false, photos_website: false, photos_social: true },
    });
    expect(form.children[1]).toMatchObject({ allergies: 'nuts', consents: { health_data: true } });
    expect(form.guardian_declaration).toBe(true);
  });

  it('keeps only the form’s own fields, and a body’s arrays (multipart `all`) as the last value', () => {
    const values = formValuesFromEntries([
      ['family.parent_name', ['first', 'second']],
      ['children.0.offer_ids', ['1', '2']],
      ['__proto__', 'x'],
      ['children.9.name', 'too far'],
      ['children.0.unknown', 'x'],
      ['family.email', { not: 'a string' }],
    ]);
    expect(values).toEqual({ 'family.parent_name': 'second', 'children.0.offer_ids': ['1', '2'] });
  });

  it('names each refused field by its input name, in the catalog’s words', () => {
    const values = formValuesFromEntries(
      posted().filter(
        ([name]) => name !== 'children.1.consents.health_data' && name !== 'guardian_declaration',
      ),
    );
    values['family.email'] = 'not an address';
    const parsed = registrationFormSchema.safeParse(registrationInput(values, 'en'));
    expect(parsed.success).toBe(false);
    const { errors, formError } = fieldErrors(parsed.error!.issues);
    expect(formError).toBeNull();
    expect(errors).toEqual({
      'family.email': { key: 'fields.invalid_email' },
      'children.1.consents.health_data': { key: 'fields.consent_required' },
      guardian_declaration: { key: 'fields.consent_required' },
    });
  });

  it('refuses a missing token as the whole form’s problem, not a field’s', () => {
    const values = formValuesFromEntries(posted().filter(([name]) => name !== 'idempotency_key'));
    const parsed = registrationFormSchema.safeParse(registrationInput(values, 'en'));
    expect(fieldErrors(parsed.error!.issues)).toEqual({
      errors: {},
      formError: { key: 'errors.form_token_invalid' },
    });
  });

  it('counts children by the `children` field or the highest child typed, within the limit', () => {
    expect(childCount({})).toBe(1);
    expect(childCount({ children: '3' })).toBe(3);
    expect(childCount({ children: 'x', 'children.4.name': 'E' })).toBe(5);
    expect(childCount({ children: '40' })).toBe(6);
  });

  it('removes a child and moves the ones after it up', () => {
    const values: FormValues = {
      children: '3',
      'children.0.name': 'A',
      'children.1.name': 'B',
      'children.2.name': 'C',
      'children.2.offer_ids': ['7'],
      'family.email': 'a@b.es',
    };
    expect(withoutChild(values, 1)).toEqual({
      children: '2',
      'children.0.name': 'A',
      'children.1.name': 'C',
      'children.1.offer_ids': ['7'],
      'family.email': 'a@b.es',
    });
  });
});

describe('a text over its limit', () => {
  const catalogs = { en: registrationEn, es: registrationEs, ru: registrationRu };
  const longer = (limit: number) => 'x'.repeat(limit + 1);

  it('is refused with the limit of its own field, which the message names in every language', () => {
    const over: Record<string, string> = {
      'family.parent_name': longer(REGISTRATION_TEXT_LIMITS.parent_name),
      'family.emergency_name': longer(REGISTRATION_TEXT_LIMITS.emergency_name),
      'children.0.authorised_collectors': longer(REGISTRATION_TEXT_LIMITS.authorised_collectors),
      'children.1.allergies': longer(REGISTRATION_TEXT_LIMITS.allergies),
    };
    const entries = posted().map(([name, value]): [string, string] => [name, over[name] ?? value]);
    const parsed = registrationFormSchema.safeParse(registrationInput(formValuesFromEntries(entries), 'es'));
    const { errors } = fieldErrors(parsed.error!.issues);
    expect(errors).toEqual({
      'family.parent_name': { key: 'fields.too_long', values: { max: 200 } },
      'family.emergency_name': { key: 'fields.too_long', values: { max: 200 } },
      'children.0.authorised_collectors': { key: 'fields.too_long', values: { max: 1000 } },
      'children.1.allergies': { key: 'fields.too_long', values: { max: 2000 } },
    });
    const message = (lang: keyof typeof catalogs) =>
      interpolate(catalogs[lang].fields.too_long, errors['children.1.allergies']!.values);
    expect(message('en')).toBe('Too long: at most 2000 characters');
    expect(message('es')).toBe('Demasiado largo: como máximo 2000 caracteres');
    expect(message('ru')).toBe('Слишком длинный текст. Максимум символов: 2000');
  });

  it("knows the limit of every text field of both forms, the enquiry's too", () => {
    const enquiry = enquiryFormSchema.safeParse({
      form_token: 't',
      name: longer(REGISTRATION_TEXT_LIMITS.enquiry_name),
      email: 'ana@example.com',
      message: longer(REGISTRATION_TEXT_LIMITS.message),
      language: 'es',
    });
    const refusals = enquiry.error!.issues.map((issue) => fieldError(String(issue.path[0]), issue.message));
    expect(refusals).toEqual([
      { key: 'fields.too_long', values: { max: 200 } },
      { key: 'fields.too_long', values: { max: 5000 } },
    ]);
    expect(textLimit('family.email')).toBe(254);
    expect(textLimit('family.emergency_phone')).toBe(40);
    expect(textLimit('children.5.medication')).toBe(2000);
    expect(textLimit('children.0.date_of_birth')).toBeUndefined();
    // Other refusals carry no limit, or the form's own.
    expect(fieldError('family.email', 'invalid_email')).toEqual({ key: 'fields.invalid_email' });
    expect(fieldError('children', 'too_many_children')).toEqual({
      key: 'fields.too_many_children',
      values: { max: REGISTRATION_LIMITS.maxChildren },
    });
  });
});
