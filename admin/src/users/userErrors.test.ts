import { describe, expect, it } from 'vitest';
import { userErrorMessage } from './userErrors.ts';

describe('userErrorMessage (refusals of the staff RPCs)', () => {
  it('translates by the code in the hint, whatever the text says', () => {
    expect(userErrorMessage({ code: 'P0001', hint: 'self_delete', message: 'Reworded text' })).toBe(
      'app.errors.self_delete',
    );
    expect(userErrorMessage({ code: '22023', hint: 'password_too_long', message: '' })).toBe(
      'app.errors.password_too_long',
    );
  });

  it('falls back to the SQLSTATE, then to the server text', () => {
    expect(userErrorMessage({ code: '23505', message: 'duplicate key' })).toBe('app.errors.email_taken');
    expect(userErrorMessage({ code: '42501', message: 'permission denied' })).toBe('app.errors.admins_only');
    expect(userErrorMessage({ code: '22P02', message: 'invalid input value for enum' })).toBe(
      'app.errors.invalid_value',
    );
    expect(userErrorMessage({ code: 'XX000', hint: 'not_a_code', message: 'Something else' })).toBe(
      'Something else',
    );
    expect(userErrorMessage({})).toBe('ra.notification.http_error');
  });
});
