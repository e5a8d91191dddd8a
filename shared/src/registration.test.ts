import { describe, expect, it } from 'vitest';
import {
  CONSENT_VERSIONS,
  enquiryFormSchema,
  fieldPath,
  isBirthDate,
  isPhone,
  parentLinkUrl,
  registrationFormSchema,
  type RegistrationFormInput,
} from './registration.ts';

function form(): RegistrationFormInput {
  return {
    idempotency_key: '5b0c7f3e-1111-4a3e-9d50-000000000001',
    form_token: 'f1.1.2.3',
    language: 'es',
    family: {
      parent_name: '  Ana García ',
      email: ' Ana@Example.COM ',
      phone: '+34 600 111 222',
      language: 'es',
      emergency_name: 'Luis',
      emergency_phone: '600 333 444',
    },
    children: [
      {
        name: 'Pablo',
        date_of_birth: '2015-04-01',
        position: 'forward',
        shirt_size: '140',
        allergies: '  ',
        authorised_collectors: 'Ana',
        offer_ids: [3, 4],
        consents: { child_data: true },
      },
    ],
    guardian_declaration: true,
    consent_versions: { ...CONSENT_VERSIONS },
  };
}

const issues = (value: unknown) =>
  registrationFormSchema.safeParse(value).error?.issues.map((i) => `${fieldPath(i.path)}: ${i.message}`) ??
  [];

describe('registrationFormSchema', () => {
  it('trims, lower-cases the e-mail, turns empty texts into null and defaults the free choices', () => {
    const parsed = registrationFormSchema.parse(form());
    expect(parsed.family).toMatchObject({ parent_name: 'Ana García', email: 'ana@example.com' });
    expect(parsed.children[0]).toMatchObject({
      allergies: null,
      medication: null,
      consents: { child_data: true, health_data: false, photos_website: false, photos_social: false },
    });
  });

  it('names each refused field with the catalog key of its reason', () => {
    const f = form();
    f.family.email = 'ana@';
    f.children[0]!.date_of_birth = '2015-02-30';
    f.children[0]!.offer_ids = [3, 3];
    f.children[0]!.medication = 'Inhaler';
    expect(issues(f).sort()).toEqual([
      'children.0.consents.health_data: consent_required',
      'children.0.date_of_birth: invalid_date',
      'children.0.offer_ids: duplicate_offer',
      'family.email: invalid_email',
    ]);
    expect(issues({ ...form(), guardian_declaration: false })).toEqual([
      'guardian_declaration: consent_required',
    ]);
  });
});

describe('enquiryFormSchema', () => {
  it('wants an e-mail address or a phone number', () => {
    const base = { form_token: 't', name: 'Olga', message: 'Hello', language: 'ru' };
    expect(enquiryFormSchema.safeParse({ ...base, phone: '+7 900 000 00 00' }).success).toBe(true);
    const none = enquiryFormSchema.safeParse({ ...base, email: ' ' });
    expect(none.error?.issues.map((i) => `${fieldPath(i.path)}: ${i.message}`)).toEqual([
      'email: contact_required',
    ]);
  });
});

describe('field rules', () => {
  it('phones and birth dates', () => {
    expect(isPhone('+34 (600) 11-22.33')).toBe(true);
    expect(isPhone('12345')).toBe(false);
    expect(isPhone('+34 600 abc')).toBe(false);
    expect(isBirthDate('2016-02-29', new Date('2027-01-01'))).toBe(true);
    expect(isBirthDate('1989-12-31', new Date('2027-01-01'))).toBe(false);
    expect(isBirthDate('2027-01-02', new Date('2027-01-01'))).toBe(false);
  });

  it('parents’ links lead to the page in the family’s language', () => {
    expect(parentLinkUrl('https://site.example/', 'en', 'p1.1.2.a-b')).toBe(
      'https://site.example/registration/manage?token=p1.1.2.a-b',
    );
    expect(parentLinkUrl('https://site.example', 'ru', 'x')).toBe(
      'https://site.example/ru/registration/manage?token=x',
    );
  });
});
