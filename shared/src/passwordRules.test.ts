import { describe, expect, it } from 'vitest';
import { adminEn } from './i18n/admin/en.ts';
import { checkNewPassword, commonListKey, newPasswordMessage, passwordProblem } from './passwordRules.ts';
import { guessableReason, STRENGTH_WARNINGS } from './passwordStrength.ts';
import { SITE_WORD_PASSWORDS } from './passwordSiteWordCases.ts';

const LIST = new Set(['password', '12345678']);

describe('passwordProblem', () => {
  it('checks the length rules first, then the list and repeated characters', () => {
    expect(passwordProblem('short', LIST)).toBe('password_too_short');
    expect(passwordProblem('1234567', LIST)).toBe('password_too_short');
    expect(passwordProblem('é'.repeat(37), LIST)).toBe('password_too_long');
    expect(passwordProblem('x'.repeat(73), LIST)).toBe('password_too_long');
    expect(passwordProblem('PassWord', LIST)).toBe('password_common');
    expect(passwordProblem('12345678', LIST)).toBe('password_common');
    expect(passwordProblem(' '.repeat(8), LIST)).toBe('password_common');
    expect(passwordProblem('password ', LIST)).toBe('password_weak');
    expect(passwordProblem('aaaaaaab', LIST)).toBeUndefined();
  });

  it("refuses the site's words, a common password with a few characters added, and straight runs", () => {
    for (const weak of [
      'academy2026',
      'SierraMar2026',
      '!FutbolAcademy!',
      'password1!',
      '2026password',
      'abcdefgh',
      '98765432',
    ])
      expect(passwordProblem(weak, LIST), weak).toBe('password_weak');
    // More than four characters around a common word, other words beside the site's, uneven runs.
    for (const ok of ['password12345', 'academy-of-lions', 'abcdefgi', 'sierra-roja-9'])
      expect(passwordProblem(ok, LIST), ok).toBeUndefined();
  });

  it("refuses the site's words joined by spaces, hyphens or dots, in any case, with or without accents", () => {
    for (const weak of SITE_WORD_PASSWORDS.refused)
      expect(passwordProblem(weak, LIST), weak).toBe('password_weak');
    for (const ok of SITE_WORD_PASSWORDS.accepted) expect(passwordProblem(ok, LIST), ok).toBeUndefined();
    // The seeded demo accounts' passwords are set through private.check_password.
    for (const demo of ['Admin12345!', 'Editor12345!', 'Coordinator12345!'])
      expect(passwordProblem(demo, LIST), demo).toBeUndefined();
  });

  it('counts characters, not UTF-16 units, for the minimum', () => {
    expect(passwordProblem('😀😀😀😀😀😀😀x', LIST)).toBeUndefined();
    expect(passwordProblem('😀😀😀😀😀😀x', LIST)).toBe('password_too_short');
  });

  it('lower-cases ASCII letters only for the lookup', () => {
    expect(commonListKey('PÄSSWORD')).toBe('pÄssword');
  });
});

describe('checkNewPassword and newPasswordMessage (with the real list)', () => {
  it('refuse the commonest passwords with their catalog message', async () => {
    expect(await checkNewPassword('password')).toBe('password_common');
    expect(await checkNewPassword('Football')).toBe('password_common');
    expect(await checkNewPassword('a-good-long-pass')).toBeUndefined();
    expect(await newPasswordMessage('12345678')).toBe('app.errors.password_common');
    expect(await newPasswordMessage('short')).toBe('app.errors.password_too_short');
    expect(await newPasswordMessage(undefined)).toBe('app.errors.password_too_short');
    expect(await newPasswordMessage('Quintana-Sol-7')).toBeUndefined();
    expect(await newPasswordMessage('academy2026')).toBe('app.errors.password_weak');
  });

  it("refuse what the rules let through but the strength estimate finds easy to guess, with zxcvbn's reason", async () => {
    // The database's rules accept these; the auth service's estimate does not.
    for (const password of ['Qwerty2026!', '19/03/2019', 'ab12ab12ab12'])
      expect(await checkNewPassword(password), password).toBeUndefined();
    expect(await newPasswordMessage('Qwerty2026!')).toBe('app.password_strength.similarToCommon');
    expect(await newPasswordMessage('19/03/2019')).toBe('app.password_strength.dates');
    expect(await newPasswordMessage('ab12ab12ab12')).toBe('app.password_strength.extendedRepeat');
  });

  it("count the account's e-mail and names as words an attacker tries first", async () => {
    const account = { email: 'marta.vidal@example.com', name: 'Marta', last_name: 'Vidal Serrano' };
    expect(await checkNewPassword('vidalserrano')).toBeUndefined();
    expect(await newPasswordMessage('vidalserrano')).toBeUndefined();
    expect(await newPasswordMessage('vidalserrano', account)).toBe('app.password_strength.userInputs');
    expect(await newPasswordMessage('Quintana-Sol-7', account)).toBeUndefined();
  });
});

describe('the strength estimate', () => {
  it('has a message for every reason in the admin catalog', () => {
    for (const reason of [...STRENGTH_WARNINGS, 'other'] as const)
      expect(adminEn.app.password_strength[reason], reason).toMatch(/^This password is too easy to guess: /);
  });

  it("counts the site's own words as the database does", () => {
    expect(guessableReason('Sierramar2026')).toBe('userInputs');
  });

  it("refuses a phrase made of the site's or the account's words, which zxcvbn alone rates strong", () => {
    for (const weak of SITE_WORD_PASSWORDS.refused) expect(guessableReason(weak), weak).toBe('userInputs');
    for (const ok of SITE_WORD_PASSWORDS.accepted) expect(guessableReason(ok), ok).toBeNull();
    const account = ['marta.vidal@example.com', 'Vidal Serrano'];
    expect(guessableReason('Vidal-Serrano 2026', account)).toBe('userInputs');
    expect(guessableReason('Vidal-Serrano 2026')).toBeNull();
  });
});
