import { describe, expect, it } from 'vitest';
import { judgeHookOutput } from './hook.ts';

const claims = {
  aud: 'authenticated',
  exp: 2,
  iat: 1,
  sub: 'u',
  email: 'a@example.com',
  phone: '',
  role: 'authenticated',
  aal: 'aal1',
  session_id: 's',
  is_anonymous: false,
  app_metadata: { role: 'parent' },
  amr: [{ method: 'otp', timestamp: 1 }],
};

function failure(output: unknown): { status: number; code: string; message: string } {
  try {
    judgeHookOutput(output);
  } catch (err) {
    return err as { status: number; code: string; message: string };
  }
  throw new Error('accepted');
}

describe('what an access token hook answers', () => {
  it('gives the claims to sign', () => {
    expect(judgeHookOutput({ claims })).toBe(claims);
  });

  it('is a refusal with its status and message when it has an error message', () => {
    expect(failure({ error: { http_code: 403, message: 'No.' } })).toMatchObject({
      status: 403,
      code: 'unknown',
      message: 'No.',
    });
    expect(failure({ error: { message: 'Broken.' } })).toMatchObject({
      status: 500,
      code: 'unexpected_failure',
    });
    // An error without a message is no error (supabase/auth's rule): the claims must then be there.
    expect(failure({ error: { http_code: 403, message: '' } }).message).toBe(
      'output claims field is missing',
    );
  });

  it('refuses claims that lack a required claim or have one of the wrong type', () => {
    const { sub: _sub, ...withoutSub } = claims;
    expect(failure({ claims: withoutSub }).message).toContain('sub is required');
    expect(failure({ claims: { ...claims, exp: '2' } }).message).toContain('exp: invalid type');
    expect(failure({ claims: { ...claims, app_metadata: [] } }).message).toContain(
      'app_metadata: invalid type',
    );
    expect(failure({ claims: 'x' }).message).toBe('output claims field is not an object');
    expect(failure(null).status).toBe(500);
  });
});
