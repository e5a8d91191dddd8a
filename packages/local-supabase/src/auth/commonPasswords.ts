import { dictionary } from '@zxcvbn-ts/language-common';

let list: ReadonlySet<string> | undefined;

/**
 * True for a password an attacker tries first: one of the commonest passwords (the
 * common-passwords list of zxcvbn-ts, gathered from leaked password sets), upper and lower case
 * alike, or one character repeated. The list is unpacked on first use.
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(dictionary['passwords-common']);
  return (
    list.has(password.replace(/[A-Z]/g, (letter) => letter.toLowerCase())) || new Set(password).size === 1
  );
}
