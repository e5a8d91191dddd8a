import { describe, expect, it } from 'vitest';
import type { AdminSupabaseClient } from '../platform/supabase.ts';
import { explainRefusal } from './saveErrors.ts';

/** A client whose session and own profile are given (what explainRefusal reads). */
function client(profile: { is_active: boolean } | null, signedIn = true): AdminSupabaseClient {
  return {
    auth: { getSession: async () => ({ data: { session: signedIn ? { user: { id: 'u1' } } : null } }) },
    from: () => ({
      select: () => ({ eq: () => ({ maybeSingle: async () => ({ data: profile, error: null }) }) }),
    }),
  } as unknown as AdminSupabaseClient;
}

describe('explainRefusal', () => {
  const active = client({ is_active: true });
  it.each([
    [new TypeError('Failed to fetch'), 'app.save.offline'],
    // postgrest-js answers a failed fetch with an error of empty code (PostgREST's never have one).
    [
      { message: 'TypeError: Failed to fetch', details: 'TypeError: Failed to fetch', hint: '', code: '' },
      'app.save.offline',
    ],
    [
      { code: 'P0001', hint: 'english_required', message: 'English cannot be removed' },
      'app.errors.english_required',
    ],
    [{ code: '42501', hint: 'reorder_refused', message: 'reorder' }, 'app.errors.reorder_refused'],
    [
      { code: '22P02', message: 'invalid input value for enum news_status: "Live"' },
      'app.errors.invalid_value',
    ],
    [{ code: 'PT409', hint: 'stale_record', message: 'changed' }, 'app.save.stale'],
    [{ status: 401, message: 'JWT expired' }, 'app.save.session_ended'],
    [{ code: '23505', message: 'duplicate key' }, 'app.save.duplicate'],
    [{ code: '23514', message: 'check' }, 'app.save.invalid'],
    [{ code: '42501', message: 'rls' }, 'app.save.not_allowed'],
    [{ code: 'PGRST116', message: 'no rows' }, 'app.save.gone'],
  ])('%o -> %s', async (error, key) => expect((await explainRefusal(active, error)).message).toBe(key));

  it('tells a deactivated account or an ended session apart from a refusal', async () => {
    expect((await explainRefusal(client({ is_active: false }), { code: 'PGRST116' })).message).toBe(
      'app.save.account_inactive',
    );
    expect(
      (await explainRefusal(client({ is_active: false }), { code: '42501', hint: 'reorder_refused' }))
        .message,
    ).toBe('app.save.account_inactive');
    expect((await explainRefusal(client(null, false), { code: '42501' })).message).toBe(
      'app.save.session_ended',
    );
  });

  it("keeps the server's text for anything else", async () => {
    const error = await explainRefusal(active, { code: 'XX000', message: 'Something odd' });
    expect(error).toMatchObject({ message: 'app.save.failed', args: { message: 'Something odd' } });
  });
});
