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
 * - is made of the site's own words (PASSWORD_SITE_WORDS, madeOfWords: in any case, with or
 *   without accents, joined by spaces, hyphens, dots or nothing, digits and symbols at the ends),
 *   or is, once the characters other than a-z at both ends are set aside, a common password with
 *   at most four characters added, or is a straight run of letters or digits (`password_weak`):
 *   "academy2026", "SierraMar Football Academy", "password1!", "abcdefgh".
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
 * The site's own words, which a password may not be made of: the academy's names in English,
 * Spanish and Russian, its town and venues, and the football, academy and sport words of the
 * three languages. The same list as the database's private.password_site_words(), which the auth
 * service also reads for its strength estimate. Written lower case; accents do not matter
 * (foldForWords). Years (1900-2099) count as site words too.
 */
export const PASSWORD_SITE_WORDS = [
  'sierramar',
  'sierra',
  'mar',
  'сьеррамар',
  'сьерра',
  'академия',
  'академии',
  'академию',
  'академией',
  'academy',
  'academia',
  'football',
  'futbol',
  'soccer',
  'futsal',
  'футбол',
  'футбола',
  'футбольная',
  'футбольный',
  'футбольной',
  'футбольного',
  'sport',
  'sports',
  'deporte',
  'deportes',
  'deportiva',
  'deportivo',
  'спорт',
  'спорта',
  'спортивная',
  'спортивный',
  'club',
  'клуб',
  'fc',
  'cf',
  'school',
  'escuela',
  'школа',
  'sl',
  'the',
  'of',
  'and',
  'de',
  'del',
  'la',
  'las',
  'y',
  'и',
  'estepona',
  'эстепона',
  'malaga',
  'малага',
  'costa',
  'sol',
  'san',
  'pedro',
  'alcantara',
  'dunas',
] as const;

/** Characters other than a-z at either end, set aside to find a password's core. */
const AFFIX = { start: /^[^a-z]+/, end: /[^a-z]+$/ };

/**
 * A text as it is compared with a list of words: accents removed (é, ñ, й, ё lose their marks),
 * Latin and Cyrillic capitals made lower case. private.check_password folds the same way.
 */
export function foldForWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[̀-ͯ]/g, '')
    .replace(/[A-ZА-Я]/g, (letter) => String.fromCodePoint(letter.codePointAt(0)! + 32));
}

/** A year a password may hold among the words: 1900 to 2099. */
const YEAR = /^(?:19|20)[0-9]{2}/;

/**
 * True when `password` is made only of `words` (and years), in any case, with or without accents,
 * joined by nothing or by any characters other than letters and digits, with any characters
 * other than letters at both ends: "SierraMar Football Academy", "sierramar-academy",
 * "Academia de Fútbol SierraMar", "Estepona2026!". Letters are a-z and а-я once folded
 * (foldForWords). private.check_password applies the same test to the site's words.
 */
export function madeOfWords(password: string, words: readonly string[]): boolean {
  const folded = foldForWords(password)
    .replace(/^[^a-zа-я]+/, '')
    .replace(/[^a-zа-я]+$/, '')
    .replace(/[^a-z0-9а-я]+/g, '');
  if (folded === '') return false;
  const list = [...new Set(words.map(foldForWords))].filter((word) => word !== '');
  // reachable[i]: the first i characters are words one after another.
  const reachable = [true, ...Array<boolean>(folded.length).fill(false)];
  for (let i = 0; i < folded.length; i++) {
    if (!reachable[i]) continue;
    const rest = folded.slice(i);
    if (YEAR.test(rest)) reachable[i + 4] = true;
    for (const word of list) if (rest.startsWith(word)) reachable[i + word.length] = true;
  }
  return reachable[folded.length] === true;
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
  if (madeOfWords(password, PASSWORD_SITE_WORDS)) return true;
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
