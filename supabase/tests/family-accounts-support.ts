/**
 * What the family accounts' tests share: families registered through the public form with an
 * account's e-mail, parents' sessions for them, and the refusal of a call read as the database
 * gave it.
 */
import { expect } from 'vitest';
import type { Fixture } from './fixtures.ts';
import { parentSession, type ParentOptions, type ParentSession } from './parent-sessions.ts';
import { registerFamily } from './payments-support.ts';
import type { ChildFields } from './registration-support.ts';

export interface Answer {
  data?: unknown;
  error: { code: string; message: string; details?: string | null; hint?: string | null } | null;
  status?: number;
}

/** Asserts that the database refused the call with this SQLSTATE and code (in `hint`). */
export function expectRefusal(answer: Answer, sqlstate: string, code: string): void {
  expect(answer.error, `expected ${code}`).not.toBeNull();
  expect({ code: answer.error?.code, hint: answer.error?.hint }).toEqual({ code: sqlstate, hint: code });
}

/** The fixture's helpers for families and their parents. */
export function accountTools(fx: Fixture, block: number) {
  return {
    /** Registers children with the account's e-mail `email(who)` through the public form. */
    async register(who: string, children: ChildFields[], family: Record<string, string> = {}) {
      const answer = await registerFamily(fx.db, block, children, { email: fx.email(who), ...family });
      fx.families.push(answer.family_id);
      return answer;
    },
    /** A parent's session of the account `email(who)`. */
    parent(who: string, opts?: ParentOptions): Promise<ParentSession> {
      return parentSession(fx.email(who), fx.password, (id) => fx.users.push(id), opts);
    },
    async one<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> {
      return (await fx.db.query(sql, params)).rows[0] as T;
    },
  };
}
