import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { errors } from './errors.ts';

export interface SignInLimits {
  /** Failed sign-ins allowed per e-mail within the window. */
  emailPoints: number;
  /** Failed sign-ins allowed per client IP within the window. */
  ipPoints: number;
  windowSeconds: number;
}

/**
 * Limits failed password sign-ins per e-mail (guessing one account's password) and per IP
 * (trying many accounts from one place). Once either budget is spent, every attempt for that
 * e-mail or from that IP is answered 429 until the window ends, without checking the password.
 *
 * Each attempt reserves a point BEFORE the password is checked and gets it back when the
 * password was right: checking first and counting afterwards would let a burst of parallel
 * guesses all pass the check while the (slow) bcrypt comparisons run.
 */
export class SignInLimiter {
  private readonly byEmail: RateLimiterMemory;
  private readonly byIp: RateLimiterMemory;

  constructor(limits: SignInLimits) {
    this.byEmail = new RateLimiterMemory({
      keyPrefix: 'signin-email',
      points: limits.emailPoints,
      duration: limits.windowSeconds,
    });
    this.byIp = new RateLimiterMemory({
      keyPrefix: 'signin-ip',
      points: limits.ipPoints,
      duration: limits.windowSeconds,
    });
  }

  /** Reserves one attempt for the e-mail and the IP; throws 429 over_request_rate_limit when spent. */
  async reserve(email: string, ip: string): Promise<void> {
    const results = await Promise.allSettled([this.byEmail.consume(email), this.byIp.consume(ip)]);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    if (refused.length === 0) return;
    // A refused attempt is not a failed sign-in: give back what the other budget lent it.
    if (results[0].status === 'fulfilled') await this.byEmail.reward(email, 1);
    if (results[1].status === 'fulfilled') await this.byIp.reward(ip, 1);
    for (const reason of refused) {
      // The memory limiter only rejects with a RateLimiterRes (no store to fail).
      if (!(reason instanceof RateLimiterRes)) throw reason;
    }
    const waitMs = Math.max(...refused.map((r) => (r as RateLimiterRes).msBeforeNext));
    throw errors.rateLimited(waitMs / 1000);
  }

  /**
   * The password was right: the attempt does not count. The e-mail's earlier failures are
   * forgiven too (its owner has just proven who they are); the IP's are not.
   */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.byEmail.delete(email), this.byIp.reward(ip, 1)]);
  }
}
