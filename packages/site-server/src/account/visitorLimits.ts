import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Requests per visitor address and window that reach the auth service from the sign-in page. */
export interface AccountLimits {
  /** Codes asked for (`send`). */
  send: number;
  /** Codes tried (`verify`). */
  verify: number;
  windowSeconds: number;
}

/**
 * The site server's own limits: thirty codes asked for and thirty codes tried per visitor address
 * in five minutes, the auth service's own per-address limits (`sign_in_sign_ups` and
 * `token_verifications`): one address may be a school's or a family's shared connection. They
 * hold on any backend, also where the auth service cannot tell visitors apart (hosted Supabase
 * sees only the site server's address: docs/family-accounts.md, "Limits").
 */
export const ACCOUNT_LIMITS: AccountLimits = { send: 30, verify: 30, windowSeconds: 5 * 60 };

/**
 * Sign-in requests per visitor address (the TCP peer of the site server). A visitor over the
 * limit waits; everyone else goes on. A request whose address is unknown (no socket) is not
 * counted, as the database does for forms.
 */
export class VisitorLimits {
  private readonly limiters: Record<'send' | 'verify', RateLimiterMemory>;

  constructor(limits: AccountLimits = ACCOUNT_LIMITS) {
    const duration = limits.windowSeconds;
    this.limiters = {
      send: new RateLimiterMemory({ keyPrefix: 'account-send', points: limits.send, duration }),
      verify: new RateLimiterMemory({ keyPrefix: 'account-verify', points: limits.verify, duration }),
    };
  }

  /** Counts one request; null when it may go on, else the seconds to wait. */
  async take(kind: 'send' | 'verify', address: string | null): Promise<number | null> {
    if (!address) return null;
    try {
      await this.limiters[kind].consume(address);
      return null;
    } catch (err) {
      // The memory limiter only rejects with a RateLimiterRes (there is no store to fail).
      if (!(err instanceof RateLimiterRes)) throw err;
      return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    }
  }
}
