import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from './errors.ts';

/** The interval of supabase/auth's per-address limits (config.toml [auth.rate_limit]). */
export const RATE_LIMIT_WINDOW_SECONDS = 5 * 60;

/**
 * Requests per client address and window, as supabase/auth limits its endpoints: every request
 * counts (successful or not), the limit is per address only, and nothing about an account is
 * locked. Over the limit the answer is 429 over_request_rate_limit with Retry-After. The same
 * counter, keyed by something else, counts the wrong codes of one TOTP factor or of one account's
 * e-mailed codes, with refund() for the requests that were not wrong.
 */
export class AddressLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(points: number, windowSeconds = RATE_LIMIT_WINDOW_SECONDS, keyPrefix = 'address') {
    this.limiter = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
  }

  async consume(address: string): Promise<void> {
    try {
      await this.limiter.consume(address);
    } catch (err) {
      // The memory limiter only rejects with a RateLimiterRes (there is no store to fail).
      if (!(err instanceof RateLimiterRes)) throw err;
      throw errors.rateLimited(err.msBeforeNext / 1000);
    }
  }

  /** Gives a point back: the request failed for a reason that is not the caller's (an outage). */
  async refund(address: string): Promise<void> {
    await this.limiter.reward(address, 1);
  }
}

/**
 * Wrong e-mailed sign-in codes one account may send per window, from any address: 10 per 15
 * minutes. A code lives [auth.email] otp_expiry (one hour), which overlaps at most 5 windows,
 * so a guesser gets at most 50 tries at one six-digit code: a chance of 50 in 1,000,000
 * (1 in 20,000) that the code falls before it expires. A family that mistypes a few times is
 * never near the allowance. Spreading the guesses over many addresses does not help; the
 * per-address limits alone would let each address try 30 codes every 5 minutes.
 */
export const WRONG_CODES_PER_ACCOUNT = 10;
export const WRONG_CODES_WINDOW_SECONDS = 15 * 60;

export interface SlowdownOptions {
  /** Wrong passwords for one account that cost nothing. */
  freeFailures: number;
  /** Delay after the free failures; it doubles with each further failure. */
  baseDelayMs: number;
  /** The delay never grows past this, so the owner always gets in with the right password. */
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  windowSeconds: number;
}

export const DEFAULT_SLOWDOWN: SlowdownOptions = {
  freeFailures: 5,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  windowSeconds: 15 * 60,
};

/**
 * Slows password guessing against one account without ever locking it: after a few wrong
 * passwords each attempt on that account waits before its password is checked, up to a bounded
 * delay, from any address. The right password still signs in (after the wait) and forgives the
 * account's failures. Attempts under way count too, so a parallel burst is not all let through
 * at the first, short delay.
 */
export class AccountSlowdown {
  private readonly failures: RateLimiterMemory;
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly options: SlowdownOptions = DEFAULT_SLOWDOWN) {
    // Used as a counter with expiry: far more points than anyone can spend in a window.
    this.failures = new RateLimiterMemory({
      keyPrefix: 'account-failures',
      points: Number.MAX_SAFE_INTEGER,
      duration: options.windowSeconds,
    });
  }

  /** Waits as long as this account's recent failures say; returns a function to call when done. */
  async wait(account: string): Promise<() => void> {
    const pending = this.inFlight.get(account) ?? 0;
    this.inFlight.set(account, pending + 1);
    const done = () => {
      const left = (this.inFlight.get(account) ?? 1) - 1;
      if (left <= 0) this.inFlight.delete(account);
      else this.inFlight.set(account, left);
    };
    const failed = (await this.failures.get(account))?.consumedPoints ?? 0;
    const ms = this.delayFor(failed + pending);
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    return done;
  }

  delayFor(failures: number): number {
    const { freeFailures, baseDelayMs, maxDelayMs } = this.options;
    if (failures < freeFailures) return 0;
    return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(failures - freeFailures, 20));
  }

  async failed(account: string): Promise<void> {
    await this.failures.consume(account);
  }

  async succeeded(account: string): Promise<void> {
    await this.failures.delete(account);
  }
}
