import { describe, expect, it } from 'vitest';
import type { OpenOffer } from '@academy/shared/registrationForm.ts';
import { campusRegisterHref } from './campusRegister.ts';

const es = (path: string) => `/es${path}`;

function week(id: number, role: 'PLAYER' | 'GOALKEEPER', type: 'INTERNAL' | 'EXTERNAL', isOpen = true) {
  return { id, kind: 'campus_week', campus_role: role, campus_type: type, is_open: isOpen } as OpenOffer;
}

describe('the campus cards’ Register button', () => {
  it('opens the registration form with the chosen week, in the page’s language', () => {
    const offers = [
      week(7, 'PLAYER', 'INTERNAL', false),
      week(8, 'PLAYER', 'INTERNAL'),
      week(9, 'GOALKEEPER', 'EXTERNAL'),
    ];
    expect(campusRegisterHref(offers, es, { role: 'PLAYER', type: 'INTERNAL' })).toBe(
      '/es/registration?offer=8',
    );
    expect(campusRegisterHref(offers, es, { role: 'GOALKEEPER', type: 'EXTERNAL' })).toBe(
      '/es/registration?offer=9',
    );
  });

  it('opens the form with the role and type when none of their weeks is open', () => {
    expect(
      campusRegisterHref([week(9, 'GOALKEEPER', 'EXTERNAL')], es, { role: 'PLAYER', type: 'EXTERNAL' }),
    ).toBe('/es/registration?role=PLAYER&type=EXTERNAL');
  });

  it('is none while online registration is off (the page offers WhatsApp)', () => {
    expect(campusRegisterHref([], es, { role: 'PLAYER', type: 'INTERNAL' })).toBeNull();
    expect(campusRegisterHref(null, es, { role: 'PLAYER', type: 'INTERNAL' })).toBeNull();
  });
});
