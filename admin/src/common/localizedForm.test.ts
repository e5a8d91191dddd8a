import { describe, expect, it } from 'vitest';
import { coachPayload } from '../coaches/coachPayload.ts';
import { initialVisibility, localizedPayload } from './localizedForm.ts';

const values = {
  name_en: ' Ana ',
  role_en: 'Coach',
  bio_en: '<p class="x">Bio</p>',
  name_es: 'Ana ES',
  role_es: 'Entrenadora',
  bio_es: '<p>Bio ES</p>',
  name_ru: 'Анна',
  role_ru: '',
  bio_ru: '<p></p>',
  license: ' ',
  sort_order: '3',
  is_active: false,
};

describe('section visibility', () => {
  it('opens Spanish or Russian only when the record has a name or biography there', () => {
    expect(initialVisibility(undefined, ['name', 'bio'])).toEqual({ en: true, es: false, ru: false });
    expect(initialVisibility({ name_es: 'A', bio_ru: '<p></p>', role_ru: 'R' }, ['name', 'bio'])).toEqual({
      en: true,
      es: true,
      ru: false,
    });
    expect(initialVisibility({ bio_ru: '<p>Текст</p>' }, ['name', 'bio']).ru).toBe(true);
  });
});

describe('localizedPayload', () => {
  it('saves null for every field of a hidden section', () => {
    const out = localizedPayload(values, { en: true, es: false, ru: true }, ['name', 'role'], ['bio']);
    expect(out).toMatchObject({ name_es: null, role_es: null, bio_es: null });
    expect(out).toMatchObject({ name_ru: 'Анна', role_ru: null, bio_ru: null });
    expect(out).toMatchObject({ name_en: 'Ana', role_en: 'Coach', bio_en: '<p>Bio</p>' });
  });
});

describe('coachPayload', () => {
  it('builds the full coach row', () => {
    expect(coachPayload(values, { en: true, es: true, ru: false }, 'https://x/y.png')).toEqual({
      name_en: 'Ana',
      name_es: 'Ana ES',
      name_ru: null,
      role_en: 'Coach',
      role_es: 'Entrenadora',
      role_ru: null,
      bio_en: '<p>Bio</p>',
      bio_es: '<p>Bio ES</p>',
      bio_ru: null,
      license: null,
      sort_order: 3,
      is_active: false,
      photo_url: 'https://x/y.png',
    });
  });

  it('defaults the order to 0', () => {
    expect(
      coachPayload({ ...values, sort_order: '' }, { en: true, es: false, ru: false }, null).sort_order,
    ).toBe(0);
  });
});
