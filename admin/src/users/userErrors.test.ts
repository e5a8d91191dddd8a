import { describe, expect, it } from 'vitest';
import { userErrorMessage } from './userErrors.ts';

describe('userErrorMessage (refusals of the staff RPCs)', () => {
  it.each([
    [{ code: 'P0001', message: 'You cannot delete your own account' }, 'app.users.errors.self_delete'],
    [
      { code: 'P0001', message: 'You cannot deactivate your own account' },
      'app.users.errors.self_deactivate',
    ],
    [
      { code: 'P0001', message: 'The last active Admin cannot be removed, deactivated or demoted' },
      'app.users.errors.last_admin',
    ],
    [{ code: '23505', message: 'A user with this e-mail already exists' }, 'app.users.errors.email_taken'],
    [{ code: '22023', message: 'Password must be at least 8 characters' }, 'app.users.errors.weak_password'],
    [{ code: '22023', message: 'Invalid e-mail address' }, 'app.users.errors.invalid_email'],
    [{ code: '42501', message: 'Only Admins can manage staff accounts' }, 'app.users.errors.not_allowed'],
  ])('%o → %s', (error, key) => expect(userErrorMessage(error)).toBe(key));

  it("keeps the server's text when nothing matches", () => {
    expect(userErrorMessage({ code: 'XX000', message: 'Something else' })).toBe('Something else');
  });
});
