/**
 * The password rules of staff accounts. The back office's forms apply them before anything is
 * sent; the staff-account functions of the database (private.check_password) apply the same
 * rules, so calling them directly cannot get around the forms; and the auth service refuses
 * common passwords too, on its own copy of the list. A password is refused when it
 * - has fewer than 8 characters (`password_too_short`);
 * - takes more than 72 bytes in UTF-8: bcrypt reads no further, so the rest would be ignored
 *   (`password_too_long`);
 * - is one of the commonest passwords, upper and lower case alike, or is one character repeated
 *   (`password_common`): such a password is among the first an attacker tries;
 * - is, once the characters other than a-z at both ends are set aside, made of the site's own
 *   words (PASSWORD_SITE_WORDS), or a common password with at most four characters added, or is a
 *   straight run of letters or digits (`password_weak`): "academy2026", "password1!", "abcdefgh".
 * A password these rules let through must also pass the strength estimate (passwordStrength.ts:
 * zxcvbn with the site's words and the account's e-mail and names), which the auth service makes
 * too; the back office makes it before any path sets a password and names its reason. The
 * database cannot run zxcvbn: these rules are the part of it the database applies to a call that
 * does not come through the back office (docs/backend.md, Passwords).
 */
import { DB_ERROR_MESSAGES } from './dbErrors.ts';
import type { StrengthReason } from './passwordStrength.ts';

type DbErrorMessageKey = (typeof DB_ERROR_MESSAGES)[keyof typeof DB_ERROR_MESSAGES];

/** The admin catalog key of a strength estimate's reason ('app.password_strength.dates'). */
export type PasswordStrengthMessageKey = `app.password_strength.${StrengthReason}`;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_BYTES = 72;

/** Why a password is refused: the same codes the database puts in an error's `hint`. */
export type PasswordProblem =
  'password_too_short' | 'password_too_long' | 'password_common' | 'password_weak';

/**
 * The site's own words, which a password may not be made of: the same list as the database's
 * private.password_site_words(), which the auth service also reads for its strength estimate.
 */
export const PASSWORD_SITE_WORDS = [
  'sierramar',
  'sierra',
  'mar',
  'academy',
  'academia',
  'football',
  'futbol',
  'soccer',
  'club',
] as const;

/** Characters other than a-z at either end, set aside to find a password's core. */
const AFFIX = { start: /^[^a-z]+/, end: /[^a-z]+$/ };

/** True when `core` is one or several of the site's words, one after another. */
function madeOfSiteWords(core: string): boolean {
  let rest = core;
  for (;;) {
    const word = [...PASSWORD_SITE_WORDS]
      .filter((w) => rest.startsWith(w))
      .sort((a, b) => b.length - a.length)[0];
    if (!word) return rest === '';
    rest = rest.slice(word.length);
  }
}

/** True when every character follows the previous one by the same step, up or down. */
function isStraightRun(key: string): boolean {
  const codes = [...key].map((ch) => ch.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  return (step === 1 || step === -1) && codes.every((c, i) => i === 0 || c - codes[i - 1]! === step);
}

/** The `password_weak` rules, as private.check_password applies them. */
export function isWeakPassword(password: string, list: ReadonlySet<string>): boolean {
  const key = commonListKey(password);
  const core = key.replace(AFFIX.start, '').replace(AFFIX.end, '');
  const affixLength = [...key].length - [...core].length;
  if (core !== '' && madeOfSiteWords(core)) return true;
  if (core !== '' && affixLength <= 4 && list.has(core)) return true;
  return isStraightRun(key);
}

/**
 * How a password is looked up in the list of common passwords: with its ASCII capitals made
 * lower case (the list is lower case), nothing else changed. The database computes the same.
 */
export function commonListKey(password: string): string {
  return password.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** True for a common password (in `list`, which holds list keys) or one character repeated. */
export function isCommonPassword(password: string, list: ReadonlySet<string>): boolean {
  return list.has(commonListKey(password)) || new Set(password).size === 1;
}

/** The first rule `password` breaks, or undefined when it may be used. */
export function passwordProblem(password: string, list: ReadonlySet<string>): PasswordProblem | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return 'password_too_long';
  if (isCommonPassword(password, list)) return 'password_common';
  if (isWeakPassword(password, list)) return 'password_weak';
  return undefined;
}

/**
 * passwordProblem() with the list of common passwords, loaded on first use: the list is large,
 * so the apps fetch it (as a chunk of its own) only when someone types a new password.
 */
export async function checkNewPassword(password: string): Promise<PasswordProblem | undefined> {
  const { COMMON_PASSWORDS } = await import('./commonPasswords.ts');
  return passwordProblem(password, COMMON_PASSWORDS);
}

/**
 * A form validator for a new staff password: the admin catalog key of the first rule it breaks
 * (the message the database's refusal would show), else of the strength estimate's reason, or
 * undefined. The form's other values give the account's words: its `email`, `name` and
 * `last_name` (a new account's form has them). Loads the list and the estimate on first use.
 */
export async function newPasswordMessage(
  password: unknown,
  values?: unknown,
): Promise<DbErrorMessageKey | PasswordStrengthMessageKey | undefined> {
  const text = typeof password === 'string' ? password : '';
  const problem = await checkNewPassword(text);
  if (problem) return DB_ERROR_MESSAGES[problem];
  const { accountWords, guessableReason } = await import('./passwordStrength.ts');
  const account = (typeof values === 'object' && values !== null ? values : {}) as Record<string, unknown>;
  const reason = guessableReason(
    text,
    accountWords({ email: account.email, names: [account.name, account.last_name] }),
  );
  return reason === null ? undefined : `app.password_strength.${reason}`;
}
