import { describe, expect, it } from 'vitest';
import type { FormValues } from '@academy/shared/registrationForm.ts';
import { emailChoice } from './emailChoice.ts';

describe('emailChoice', () => {
  it('asks about an address whose domain looks mistyped, offering the likely one', () => {
    const values: FormValues = { 'family.email': 'lucia@gmail.con' };
    expect(emailChoice({}, values, 'family.email')).toEqual({
      'family.email': { key: 'fields.email_suggestion', values: { email: 'lucia@gmail.com' } },
    });
    expect(values['family.email']).toBe('lucia@gmail.con');
    // A choice of another address than the two is no choice.
    expect(emailChoice({ email_choice: 'someone@else.es' }, values, 'family.email')).not.toEqual({});
  });

  it('takes the likely address when it is chosen', () => {
    const values: FormValues = { email: 'lucia@gmial.com' };
    expect(emailChoice({ email_choice: 'lucia@gmail.com' }, values, 'email')).toEqual({});
    expect(values.email).toBe('lucia@gmail.com');
  });

  it('keeps the address as typed when that is chosen, once or among the values sent', () => {
    const values: FormValues = { email: 'lucia@gmail.con' };
    expect(emailChoice({ email_choice: 'lucia@gmail.con' }, values, 'email')).toEqual({});
    expect(emailChoice({ email_choice: ['', 'lucia@gmail.con'] }, values, 'email')).toEqual({});
    expect(values.email).toBe('lucia@gmail.con');
  });

  it('leaves alone an address that looks right, or none', () => {
    for (const email of ['lucia@gmail.com', 'ana@example.com', '', 'not an address'])
      expect(emailChoice({}, { email }, 'email'), email).toEqual({});
    expect(emailChoice({}, {}, 'email')).toEqual({});
  });
});
