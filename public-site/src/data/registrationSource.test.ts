import { describe, expect, it } from 'vitest';
import type { ParentLinkInfo } from '@academy/shared/registrationForm.ts';
import { NO_REGISTRATION, withWrittenTexts } from './registrationSource.ts';

const link: ParentLinkInfo = {
  child_name: 'Marta',
  language: 'es',
  offer: { id: 1, title_en: 'Campus week', title_es: null, title_ru: null },
  amounts: {
    list_price: 300,
    early_bird: false,
    sibling_discount_percent: 10,
    price: 270,
    deposit: 100,
    due_now: 100,
  },
  status: 'offered',
  waiting_position: null,
  // 18:30 in Madrid (summer time, UTC+2), whatever the server's own zone.
  hold_expires_at: '2027-07-01T16:30:00+00:00',
  photos_website: true,
  photos_social: true,
  can_cancel: true,
  can_accept_place: true,
  can_withdraw_photos: true,
};

describe("the parents' page's hold", () => {
  it.each([
    ['en', '1 July 2027 at 18:30'],
    ['es', '1 de julio de 2027 a las 18:30'],
    ['ru', '1 июля 2027 г. в 18:30'],
  ] as const)('names the day and the time on the academy clock (%s)', (lang, written) => {
    const visit = withWrittenTexts(
      { ...NO_REGISTRATION, state: { kind: 'manage', token: 't', link, error: null, done: null } },
      lang,
    );
    expect(visit.formatted.holdExpires).toBe(written);
  });
});

describe("the parents' page's price", () => {
  it('is the amount the database computed, with its discount named', () => {
    const visit = withWrittenTexts(
      { ...NO_REGISTRATION, state: { kind: 'manage', token: 't', link, error: null, done: null } },
      'en',
    );
    expect(visit.formatted.price).toBe('Price: €270 instead of €300 (10% sibling discount)');
  });
});
