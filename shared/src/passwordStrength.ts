/**
 * The strength estimate of a new staff password, as the auth service makes it
 * (packages/local-supabase/src/auth/strength.ts; supabase/auth with leaked-password protection):
 * zxcvbn, with the site's own words and the account's e-mail and names counted as the words an
 * attacker tries first, and a score of at least 3 ("safely unguessable", about 10^8 guesses).
 * The back office applies it before a password is sent, on every path that sets one (a new
 * account, an Admin's reset, the page after a recovery link), and names zxcvbn's reason. The
 * dictionaries are large: this module is loaded when a new password is first checked.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_SITE_WORDS } from './passwordRules.ts';

/** zxcvbn's score a password must reach. */
export const MIN_STRENGTH_SCORE = 3;

/** zxcvbn's reasons (its warning keys), each with a message in the admin catalogs. */
export const STRENGTH_WARNINGS = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
] as const;

/** Why a password is too easy to guess: zxcvbn's warning, or 'other' when it gives none. */
export type StrengthReason = (typeof STRENGTH_WARNINGS)[number] | 'other';

let zxcvbn: ZxcvbnFactory | undefined;

/** The words of an account its password should not be made of: its e-mail, its parts, its names. */
export function accountWords(account: { email?: unknown; names?: readonly unknown[] } = {}): string[] {
  const email = typeof account.email === 'string' ? account.email : '';
  const words = [email, ...(email ? email.split(/[@.+_-]/) : [])];
  for (const name of account.names ?? []) if (typeof name === 'string') words.push(...name.split(/\s+/));
  return words.filter((word) => word.length >= 3);
}

/**
 * Why `password` is too easy to guess, or null when zxcvbn scores it 3 or more given the site's
 * words and `userInputs` (accountWords).
 */
export function guessableReason(password: string, userInputs: readonly string[] = []): StrengthReason | null {
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const { score, feedback } = zxcvbn.check(password, [...PASSWORD_SITE_WORDS, ...userInputs]);
  if (score >= MIN_STRENGTH_SCORE) return null;
  const warning = feedback.warning as string | null;
  return (STRENGTH_WARNINGS as readonly (string | null)[]).includes(warning)
    ? (warning as StrengthReason)
    : 'other';
}
