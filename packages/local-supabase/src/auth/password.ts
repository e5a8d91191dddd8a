import bcrypt from 'bcryptjs';
import { AuthApiError, errors } from './errors.ts';

/** bcrypt reads at most 72 bytes; supabase/auth refuses longer passwords rather than truncating. */
export const MAX_PASSWORD_BYTES = 72;
const COST = 10;

/**
 * Hashes with bcrypt, written with the `$2a$` prefix that pgcrypto's `crypt(pw, gen_salt('bf'))`
 * and supabase/auth (Go) write. bcryptjs writes `$2b$`; for passwords under 255 bytes (ours are
 * at most 72) the two variants compute the same hash, only the label differs.
 */
export async function hashPassword(password: string): Promise<string> {
  const hash = await bcrypt.hash(password, COST);
  return hash.replace(/^\$2[by]\$/, '$2a$');
}

// Compared against when the account does not exist, so that unknown e-mails take as long as
// wrong passwords and response times do not reveal which accounts exist.
const DUMMY_HASH = bcrypt.hashSync('local-supabase-timing-equalizer', COST);

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

/** Refuses passwords supabase/auth would refuse (too short: 422 weak_password; too long: 400). */
export function checkPasswordStrength(password: string, minLength: number): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthApiError(
      400,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    );
  }
  if ([...password].length < minLength) throw errors.weakPassword(minLength);
}
