import bcrypt from 'bcryptjs';
import { PASSWORD_REQUIREMENTS, type PasswordRequirements } from '../config.ts';
import { isCommonPassword } from './commonPasswords.ts';
import { AuthApiError } from './errors.ts';
import { estimateStrength, MIN_STRENGTH_SCORE } from './strength.ts';

/** bcrypt reads at most 72 bytes; supabase/auth refuses longer passwords rather than truncating. */
const MAX_PASSWORD_BYTES = 72;
/** supabase/auth's bcrypt cost; the staff RPCs use the same, so hashes move between backends. */
const BCRYPT_COST = 10;

/**
 * Hashes with bcrypt, written with the `$2a$` prefix that pgcrypto's `crypt(pw, gen_salt('bf', 10))`
 * and supabase/auth (Go) write. bcryptjs writes `$2b$`; for passwords under 255 bytes (ours are
 * at most 72) the two variants compute the same hash, only the label differs.
 */
export async function hashPassword(password: string): Promise<string> {
  const hash = await bcrypt.hash(password, BCRYPT_COST);
  return hash.replace(/^\$2[by]\$/, '$2a$');
}

// Compared against when the account does not exist, so that unknown e-mails take as long as
// wrong passwords and response times do not reveal which accounts exist.
const DUMMY_HASH = bcrypt.hashSync('local-supabase-timing-equalizer', BCRYPT_COST);

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[abxy]\$\d\d\$/.test(hash)) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

export interface PasswordRules {
  minLength: number;
  requirements: PasswordRequirements;
  /** Refuse common passwords and those zxcvbn finds easy to guess. [auth] password_hibp_enabled. */
  refuseGuessable: boolean;
}

/**
 * Refuses passwords supabase/auth would refuse with the same rules (config.toml [auth]
 * minimum_password_length, password_requirements): too long is 400; too short or missing a
 * required kind of character is 422 weak_password with the reasons. With `refuseGuessable`
 * (hosted Supabase's leaked-password protection, [auth] password_hibp_enabled), a common password
 * is refused the way supabase/auth refuses one found in leaked password sets (reason `pwned`, its
 * message), and one that zxcvbn scores under 3, given `userInputs` (the site's words, the user's
 * e-mail and name), with the reason `strength`, zxcvbn's warning key in `weak_password.warning`
 * and its feedback in the message.
 */
export function checkPasswordStrength(
  password: string,
  rules: PasswordRules,
  userInputs: readonly string[] = [],
): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthApiError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  let warning: string | null = null;
  if ([...password].length < rules.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minLength} characters.`);
  }
  const sets: readonly string[] = PASSWORD_REQUIREMENTS[rules.requirements];
  if (sets.some((set) => ![...password].some((ch) => set.includes(ch)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (rules.refuseGuessable && isCommonPassword(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  } else if (rules.refuseGuessable && reasons.length === 0) {
    const strength = estimateStrength(password, userInputs);
    if (strength.score < MIN_STRENGTH_SCORE) {
      reasons.push('strength');
      messages.push(strength.message);
      warning = strength.warning;
    }
  }
  if (reasons.length > 0) {
    throw new AuthApiError(422, 'weak_password', messages.join(' '), {
      weak_password: { reasons, ...(warning ? { warning } : {}) },
    });
  }
}

/** The words of an account that its password should not be made of: its e-mail and names. */
export function accountWords(
  email: string | null | undefined,
  metadata: Record<string, unknown> = {},
): string[] {
  const words = [email ?? '', ...(email ? email.split(/[@.+_-]/) : [])];
  for (const key of ['name', 'full_name', 'last_name', 'first_name'])
    if (typeof metadata[key] === 'string') words.push(...String(metadata[key]).split(/\s+/));
  return words.filter((w) => w.length >= 3);
}
