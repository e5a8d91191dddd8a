import { describe, expect, it } from 'vitest';
import type { FamilyOverview } from '@academy/shared/account.ts';
import { drawnForms } from './drawnForms.ts';

const family = {
  id: 7,
  parent_name: 'Ana',
  email: 'ana@example.com',
  phone: '600 123 456',
  emergency_name: 'Luis',
  emergency_phone: '600 654 321',
};
const guardian = { id: 3, family_id: 7, email: 'luis@example.com', name: null, invited_at: '2026-11-01' };

function overview(over: Partial<FamilyOverview>): FamilyOverview {
  return { email: 'ana@example.com', is_first_guardian: true, families: [family], children: [], ...over };
}

describe('the forms the account page draws (each shows its own refusal; any other goes to the top)', () => {
  it('the first guardian: the invitation while nobody is invited, the removal once someone is, and the erasure', () => {
    expect([...drawnForms(overview({ guardians: [] }))].sort()).toEqual([
      'emergency-7',
      'erasure',
      'guardian-invite',
    ]);
    expect([...drawnForms(overview({ guardians: [guardian] }))].sort()).toEqual([
      'emergency-7',
      'erasure',
      'guardian-remove',
    ]);
  });

  it('a second guardian: neither guardians’ form nor the erasure', () => {
    const forms = drawnForms(
      overview({ email: 'luis@example.com', is_first_guardian: false, guardians: [guardian] }),
    );
    expect([...forms]).toEqual(['emergency-7']);
  });

  it('an account no family links to: none', () => {
    expect(drawnForms(overview({ families: [], guardians: [] })).size).toBe(0);
  });
});
