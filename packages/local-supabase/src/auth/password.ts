import bcrypt from 'bcryptjs';
import { PASSWORD_REQUIREMENTS, type PasswordRequirements } from '../config.ts';
import { isCommonPassword } from './commonPasswords.ts';
import { AuthApiError } from './errors.ts';

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
}

/**
 * Refuses passwords supabase/auth would refuse with the same rules (config.toml [auth]
 * minimum_password_length, password_requirements): too long is 400; too short or missing a
 * required kind of character is 422 weak_password with the reasons. A common password is refused
 * the way supabase/auth refuses one found in leaked password sets when its leaked-password check
 * is on: reason `pwned`, with its message.
 */
export function checkPasswordStrength(password: string, rules: PasswordRules): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthApiError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < rules.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${rules.minLength} characters.`);
  }
  const sets: readonly string[] = PASSWORD_REQUIREMENTS[rules.requirements];
  if (sets.some((set) => ![...password].some((ch) => set.includes(ch)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (isCommonPassword(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  if (reasons.length > 0) {
    throw new AuthApiError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  }
}
