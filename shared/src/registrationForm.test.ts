import { describe, expect, it } from 'vitest';
import { registrationFormSchema } from './registration.ts';
import {
  childCount,
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
      'family.email': { key: 'fields.invalid_email', values: { max: 6 } },
      'children.1.consents.health_data': { key: 'fields.consent_required', values: { max: 6 } },
      guardian_declaration: { key: 'fields.consent_required', values: { max: 6 } },
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
