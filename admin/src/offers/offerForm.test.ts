import { describe, expect, it } from 'vitest';
import { coordinatorTransform, offerProblems, offerTransform } from './offerForm.ts';

const campus = {
  kind: 'campus_week',
  title_en: ' Summer week ',
  title_es: '  ',
  title_ru: 'Летняя неделя',
  campus_role: 'PLAYER',
  campus_type: 'INTERNAL',
  age_group: 'U12',
  starts_at: '10:00',
  starts_on: '2027-07-05',
  ends_on: '2027-07-09',
  birth_year_min: 2010,
  birth_year_max: 2019,
  price: 295,
  deposit: '',
  registration_opens_at: '2027-01-01T00:00:00Z',
  registration_closes_at: '2027-07-03T00:00:00Z',
  capacity: 40,
  online_registration: true,
};

describe('offerProblems', () => {
  it('names an English title or a trial’s age group of spaces alone (the database refuses both)', () => {
    expect(offerProblems({ ...campus, title_en: '   ' })).toEqual({ title_en: 'app.validation.required' });
    expect(offerProblems({ ...campus, kind: 'trial', age_group: ' ', ends_at: '' })).toEqual({
      age_group: 'app.validation.required',
    });
  });

  it('accepts a consistent offer', () => {
    expect(offerProblems(campus)).toEqual({});
  });

  it('names each field that breaks a rule between fields', () => {
    expect(
      offerProblems({
        ...campus,
        ends_on: '2027-07-01',
        birth_year_max: 2009,
        deposit: 400,
        registration_closes_at: '2026-12-31T00:00:00Z',
      }),
    ).toEqual({
      ends_on: 'app.offers.errors.ends_before_start',
      birth_year_max: 'app.offers.errors.birth_years',
      deposit: 'app.offers.errors.deposit',
      registration_closes_at: 'app.offers.errors.closes_before_opens',
    });
    expect(offerProblems({ ...campus, kind: 'trial', starts_at: '18:00', ends_at: '17:00' })).toEqual({
      ends_at: 'app.offers.errors.ends_before_start',
    });
  });

  it('wants an early-bird price below the price with its last day, or neither', () => {
    const early = { early_bird_price: 265, early_bird_until: '2027-02-28' };
    expect(offerProblems({ ...campus, ...early })).toEqual({});
    for (const wrong of [
      { ...early, early_bird_until: '' },
      { ...early, early_bird_price: '' },
      { ...early, early_bird_price: 295 },
    ])
      expect(offerProblems({ ...campus, ...wrong })).toEqual({
        early_bird_price: 'app.offers.errors.early_bird',
      });
    expect(offerTransform({ ...campus, early_bird_price: '', early_bird_until: '' })).toMatchObject({
      early_bird_price: null,
      early_bird_until: null,
    });
  });
});

describe('before camp', () => {
  it('names a deadline after the offer ends, as the database refuses it; the last day is allowed', () => {
    expect(offerProblems({ ...campus, before_camp_deadline: '2027-07-10' })).toEqual({
      before_camp_deadline: 'app.offers.errors.before_camp_deadline',
    });
    expect(offerProblems({ ...campus, before_camp_deadline: '2027-07-09' })).toEqual({});
    expect(offerProblems({ ...campus, before_camp_deadline: '2027-06-20' })).toEqual({});
  });

  it('saves the details ticked and the day, or none and no day', () => {
    expect(
      offerTransform({
        ...campus,
        before_camp_details: ['medical_form', 'collectors'],
        before_camp_deadline: '2027-06-20',
      }),
    ).toMatchObject({
      before_camp_details: ['medical_form', 'collectors'],
      before_camp_deadline: '2027-06-20',
    });
    expect(offerTransform({ ...campus, before_camp_details: null, before_camp_deadline: '' })).toMatchObject({
      before_camp_details: [],
      before_camp_deadline: null,
    });
  });
});

describe('offerTransform', () => {
  it('keeps the role and type of a campus week and drops what belongs to a trial', () => {
    const out = offerTransform(campus);
    expect(out).toMatchObject({
      campus_role: 'PLAYER',
      campus_type: 'INTERNAL',
      age_group: null,
      starts_at: null,
    });
    expect(out).toMatchObject({
      title_en: 'Summer week',
      title_es: null,
      title_ru: 'Летняя неделя',
      deposit: null,
    });
  });

  it('keeps a trial session its age group and times, without a role or type', () => {
    const out = offerTransform({ ...campus, kind: 'trial', ends_at: '19:00' });
    expect(out).toMatchObject({
      campus_role: null,
      campus_type: null,
      age_group: 'U12',
      starts_at: '10:00',
      ends_at: '19:00',
    });
  });

  it("sends only a Coordinator's places and online registration", () => {
    expect(coordinatorTransform(campus)).toEqual({ capacity: 40, online_registration: true });
  });
});
