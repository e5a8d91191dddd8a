import { COMMON_PASSWORD_LIST } from './commonPasswordList.ts';

/**
 * The commonest passwords that the length rules would let through, as list keys (lower case):
 * the common-passwords list of zxcvbn-ts, gathered from leaked password sets. The database holds
 * the same list (private.common_passwords); both are written by scripts/gen-common-passwords.ts,
 * and a test keeps them equal to each other and to the package's list.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON_PASSWORD_LIST.split('\n'));
