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
import { foldForWords, madeOfWords, PASSWORD_SITE_WORDS } from './passwordRules.ts';

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
 * The single words of user inputs, which may be phrases or e-mail addresses ("Vidal Serrano",
 * "marta.vidal@example.com"): an input that is one word whatever its length, the parts of a
 * longer one from 3 characters. The auth service splits them the same way (strength.ts).
 */
function inputWords(inputs: readonly string[]): string[] {
  return inputs.flatMap((input) => {
    const parts = foldForWords(input).split(/[^a-z0-9\u0430-\u044f]+/);
    return parts.length === 1 ? parts : parts.filter((part) => part.length >= 3);
  });
}

/**
 * Why `password` is too easy to guess, or null when zxcvbn scores it 3 or more given the site's
 * words and `userInputs` (accountWords). A password made only of those words (madeOfWords: joined
 * by spaces or hyphens, in any case, with or without accents) is refused as `userInputs` whatever
 * zxcvbn's score, which counts each separator and capital as extra guesses.
 */
export function guessableReason(password: string, userInputs: readonly string[] = []): StrengthReason | null {
  const inputs = [...PASSWORD_SITE_WORDS, ...userInputs];
  if (madeOfWords(password, inputWords(inputs))) return 'userInputs';
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const { score, feedback } = zxcvbn.check(password, inputs);
  if (score >= MIN_STRENGTH_SCORE) return null;
  const warning = feedback.warning as string | null;
  return (STRENGTH_WARNINGS as readonly (string | null)[]).includes(warning)
    ? (warning as StrengthReason)
    : 'other';
}
