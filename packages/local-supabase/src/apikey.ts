import { verifyJwt } from './jwt.ts';

/** API keys are anon or service_role JWTs; a user's access token is not a key. */
const API_ROLES = new Set(['anon', 'service_role']);

const CACHE_LIMIT = 1000;

/**
 * Kong's key-auth as the Supabase CLI configures it: the `apikey` must be an anon or
 * service_role JWT signed with the project's secret. Every request carries one of a handful of
 * keys, so a verified key is remembered (until it expires) instead of running HMAC each time;
 * a refused one is not.
 */
export class ApiKeyChecker {
  private readonly valid = new Map<string, number>();

  constructor(private readonly secret: string) {}

  async isValid(key: string): Promise<boolean> {
    const expires = this.valid.get(key);
    if (expires !== undefined) {
      if (expires > Date.now()) return true;
      this.valid.delete(key);
    }
    let claims;
    try {
      claims = await verifyJwt(key, this.secret);
    } catch {
      return false;
    }
    if (typeof claims.role !== 'string' || !API_ROLES.has(claims.role)) return false;
    if (this.valid.size >= CACHE_LIMIT) this.valid.clear();
    this.valid.set(key, typeof claims.exp === 'number' ? claims.exp * 1000 : Number.POSITIVE_INFINITY);
    return true;
  }
}

export const MISSING_KEY = {
  message: 'No API key found in request',
  hint: 'Send the anon or service_role key in the apikey header.',
};

export const INVALID_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
};
