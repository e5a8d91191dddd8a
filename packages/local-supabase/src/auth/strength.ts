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

/** Latin and Cyrillic letters once folded; digits and everything else are not letters. */
const LETTER = 'a-z\\u0430-\\u044f';
const NOT_LETTER_AT_START = new RegExp(`^[^${LETTER}]+`);
const NOT_LETTER_AT_END = new RegExp(`[^${LETTER}]+$`);
const JOINER = new RegExp(`[^${LETTER}0-9]+`, 'g');
/** A year a password may hold among the words: 1900 to 2099. */
const YEAR = /^(?:19|20)[0-9]{2}/;

/**
 * A text as it is compared with the user inputs: accents removed (é, ñ, й, ё lose their marks),
 * Latin and Cyrillic capitals made lower case.
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[A-Z\u0410-\u042f]/g, (letter) => String.fromCodePoint(letter.codePointAt(0)! + 32));
}

/**
 * The single words of the user inputs, which may be phrases or e-mail addresses ("Vidal
 * Serrano", "marta.vidal@example.com"): an input that is one word whatever its length, the parts
 * of a longer one from 3 characters.
 */
function inputWords(userInputs: readonly string[]): string[] {
  const words = userInputs.flatMap((input) => {
    const parts = fold(input).split(JOINER);
    return parts.length === 1 ? parts : parts.filter((part) => part.length >= 3);
  });
  return [...new Set(words)].filter((word) => word !== '');
}

/**
 * True when `password` is made only of the user inputs' words (and years), in any case, with or
 * without accents, joined by nothing or by characters other than letters and digits, with any
 * characters other than letters at both ends: "SierraMar Football Academy", "sierramar-academy",
 * "Academia de Fútbol SierraMar", "Estepona2026!" when those words are user inputs. zxcvbn scores
 * such a phrase by its parts and counts each space, hyphen and capital as extra guesses, so it
 * rates the academy's own name in three words as strong.
 */
export function madeOfUserInputs(password: string, userInputs: readonly string[]): boolean {
  const joined = fold(password)
    .replace(NOT_LETTER_AT_START, '')
    .replace(NOT_LETTER_AT_END, '')
    .replace(JOINER, '');
  if (joined === '') return false;
  const words = inputWords(userInputs);
  // reachable[i]: the first i characters are words one after another.
  const reachable = [true, ...Array<boolean>(joined.length).fill(false)];
  for (let i = 0; i < joined.length; i++) {
    if (!reachable[i]) continue;
    const rest = joined.slice(i);
    if (YEAR.test(rest)) reachable[i + 4] = true;
    for (const word of words) if (rest.startsWith(word)) reachable[i + word.length] = true;
  }
  return reachable[joined.length] === true;
}

/**
 * zxcvbn's estimate of the password, with `userInputs` (the site's words, the user's e-mail and
 * name) counted as words an attacker tries first; a password made only of their words
 * (madeOfUserInputs) scores 0 with the warning `userInputs`. The dictionaries are unpacked on
 * first use.
 */
export function estimateStrength(password: string, userInputs: readonly string[]): Strength {
  if (madeOfUserInputs(password, userInputs)) {
    return {
      score: 0,
      warning: 'userInputs',
      message: `Password is too easy to guess. ${WARNINGS.userInputs}`,
    };
  }
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const { score, feedback } = zxcvbn.check(password, [...userInputs]);
  const warning = feedback.warning || null;
  const detail = (warning && WARNINGS[warning]) ?? 'Add more words or characters that are less common.';
  return { score, warning, message: `Password is too easy to guess. ${detail}` };
}
