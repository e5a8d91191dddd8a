import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's score a password must reach: 3 is "safely unguessable" (about 10^8 guesses or more). */
export const MIN_STRENGTH_SCORE = 3;

/** English texts of zxcvbn's warnings (its keys), the auth service's answers being in English. */
const WARNINGS: Record<string, string> = {
  userInputs: 'It contains the site’s own words or your e-mail address or name.',
  sequences: 'Sequences like "abc" are easy to guess.',
  straightRow: 'Straight rows of keys are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is a heavily used password.',
  topHundred: 'This is a frequently used password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Single names or surnames are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
};

let zxcvbn: ZxcvbnFactory | undefined;

export interface Strength {
  score: number;
  /** zxcvbn's warning key ('userInputs', 'sequences', ...), or null. */
  warning: string | null;
  /** The English sentence the auth service answers. */
  message: string;
}

/**
 * zxcvbn's estimate of the password, with `userInputs` (the site's words, the user's e-mail and
 * name) counted as words an attacker tries first. The dictionaries are unpacked on first use.
 */
export function estimateStrength(password: string, userInputs: readonly string[]): Strength {
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const { score, feedback } = zxcvbn.check(password, [...userInputs]);
  const warning = feedback.warning || null;
  const detail = (warning && WARNINGS[warning]) ?? 'Add more words or characters that are less common.';
  return { score, warning, message: `Password is too easy to guess. ${detail}` };
}
