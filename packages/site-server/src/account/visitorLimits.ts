import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Requests per visitor address and window that reach the auth service from the sign-in page. */
export interface AccountLimits {
  /** Codes asked for (`send`). */
  send: number;
  /** Codes tried (`verify`). */
  verify: number;
  windowSeconds: number;
  /** Wrong codes for one e-mail address, from any visitor, per `wrongCodesWindowSeconds`. */
  wrongCodes?: number;
  wrongCodesWindowSeconds?: number;
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
 * Wrong codes one e-mail address may be sent from the sign-in page, from any visitor: 10 per 15
 * minutes, as local-supabase's auth service counts them per account. A code lives an hour, which
 * overlaps at most 5 windows: a guesser gets at most 50 tries at one six-digit code (1 chance in
 * 20,000), however many addresses the guesses come from. Counted here too because hosted
 * Supabase's auth service limits guesses per client address only.
 */
export const WRONG_CODES = { perAccount: 10, windowSeconds: 15 * 60 } as const;

/**
 * Sign-in requests per visitor address (the TCP peer of the site server). A visitor over the
 * limit waits; everyone else goes on. A request whose address is unknown (no socket) is not
 * counted, as the database does for forms.
 */
export class VisitorLimits {
  private readonly limiters: Record<'send' | 'verify' | 'wrongCode', RateLimiterMemory>;

  constructor(limits: AccountLimits = ACCOUNT_LIMITS) {
    const duration = limits.windowSeconds;
    this.limiters = {
      send: new RateLimiterMemory({ keyPrefix: 'account-send', points: limits.send, duration }),
      verify: new RateLimiterMemory({ keyPrefix: 'account-verify', points: limits.verify, duration }),
      wrongCode: new RateLimiterMemory({
        keyPrefix: 'account-wrong-code',
        points: limits.wrongCodes ?? WRONG_CODES.perAccount,
        duration: limits.wrongCodesWindowSeconds ?? WRONG_CODES.windowSeconds,
      }),
    };
  }

  /** Counts one request; null when it may go on, else the seconds to wait. */
  async take(kind: 'send' | 'verify', address: string | null): Promise<number | null> {
    if (!address) return null;
    return this.consume(kind, address);
  }

  /**
   * Counts a code about to be tried for `email` as wrong; null when it may be tried, else the
   * seconds to wait. Taken before the code is checked (a burst of guesses cannot outrun the
   * count) and given back with `codeNotWrong` when it was right, or was not checked.
   */
  async takeCode(email: string): Promise<number | null> {
    return this.consume('wrongCode', email);
  }

  async codeNotWrong(email: string): Promise<void> {
    await this.limiters.wrongCode.reward(email, 1);
  }

  private async consume(kind: 'send' | 'verify' | 'wrongCode', key: string): Promise<number | null> {
    try {
      await this.limiters[kind].consume(key);
      return null;
    } catch (err) {
      // The memory limiter only rejects with a RateLimiterRes (there is no store to fail).
      if (!(err instanceof RateLimiterRes)) throw err;
      return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    }
  }
}
