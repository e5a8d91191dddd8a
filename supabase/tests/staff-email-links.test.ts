import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../../packages/local-supabase/src/db.ts';
import { codeOf, mailsTo, nthMail } from '../../packages/local-supabase/test/parentSignIn.ts';

// A staff member's e-mailed links, in the flow the back office's client uses (PKCE,
// admin/src/platform/supabase.ts), against the access token hook of the migrations. The auth
// service names sessions as hosted Supabase does: "otp" for every implicit-flow link and every
// token verified by POST /verify, the link's type ("recovery", "email_change") for a PKCE code
// exchanged. So these prove what a hosted project does: staff reset their password and change
// their address by link, and never sign in with an e-mailed code.

const stack = inject('stack');
let pool: Pool;
const staffIds: string[] = [];
const SITE = 'http://127.0.0.1:8080';
const STAFF_REFUSAL = 'Staff accounts sign in with their password, not with a code sent by e-mail.';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    app_metadata: Record<string, unknown>;
    amr: { method: string }[];
  };

/** A client as the back office makes it: the PKCE flow, its verifier kept in this "browser". */
function backOfficeClient(store = new Map<string, string>()): SupabaseClient {
  return createClient(stack.url, stack.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    },
  });
}

const implicitClient = () =>
  createClient(stack.url, stack.anonKey, { auth: { flowType: 'implicit', persistSession: false } });

async function newStaff(role = 'Coordinator') {
  const email = `staff-${randomUUID()}@example.com`;
  const password = `Staff-${randomUUID()}`;
  const { rows } = await pool.query<{ id: string }>(
    `select private.create_staff_user($1, $2, 'Test', 'Staff', $3, true) as id`,
    [email, password, role],
  );
  staffIds.push(rows[0]!.id);
  return { id: rows[0]!.id, email, password };
}

/** Lets the account be sent another e-mail at once (one a minute otherwise). */
async function allowAnotherMail(email: string) {
  await pool.query(
    `update auth.users set recovery_sent_at = null, confirmation_sent_at = null, email_change_sent_at = null
      where lower(email) = lower($1)`,
    [email],
  );
}

/** Follows an e-mail's link as a browser does, answering where it is sent back to. */
async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

beforeAll(() => {
  pool = createPool(stack.dbUrl, 2);
});

afterAll(async () => {
  if (staffIds.length) await pool.query('delete from auth.users where id = any($1::uuid[])', [staffIds]);
  await pool.end();
});

describe("a staff member's password reset link", () => {
  it("in the back office's PKCE flow opens a recovery session that sets the new password", async () => {
    const staff = await newStaff();
    const client = backOfficeClient();
    const redirectTo = `${SITE}/set-password`;
    expect((await client.auth.resetPasswordForEmail(staff.email, { redirectTo })).error).toBeNull();
    const mail = await nthMail(stack.dataDir, staff.email, 1);
    expect(new URL(mail.link).searchParams.get('token')).toMatch(/^pkce_/);

    const back = await follow(mail.link);
    expect(`${back.origin}${back.pathname}`).toBe(redirectTo);
    const code = back.searchParams.get('code')!;
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    const claims = claimsOf(data.session!.access_token);
    expect(claims.amr.map((a) => a.method)).toEqual(['recovery']);
    expect(claims.app_metadata.role).toBeUndefined();

    expect((await client.auth.updateUser({ password: 'Quintana-Sol-7-Faro' })).error).toBeNull();
    const signedIn = await implicitClient().auth.signInWithPassword({
      email: staff.email,
      password: 'Quintana-Sol-7-Faro',
    });
    expect(signedIn.error).toBeNull();
    // The code works once.
    expect((await client.auth.exchangeCodeForSession(code)).error).not.toBeNull();
  });

  it('in the implicit flow is named "otp", as on hosted Supabase, and refused like a sign-in by code', async () => {
    const staff = await newStaff();
    expect((await implicitClient().auth.resetPasswordForEmail(staff.email)).error).toBeNull();
    const mail = await nthMail(stack.dataDir, staff.email, 1);
    const back = await follow(mail.link);
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('access_token')).toBeNull();
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('error_description')).toBe(STAFF_REFUSAL);
    const sessions = await pool.query('select 1 from auth.sessions where user_id = $1', [staff.id]);
    expect(sessions.rows).toHaveLength(0);
  });
});

describe("a staff member's e-mail change", () => {
  it('in the PKCE flow applies once both links are followed, and its session is named "email_change"', async () => {
    const staff = await newStaff();
    const store = new Map<string, string>();
    const client = backOfficeClient(store);
    expect((await client.auth.signInWithPassword(staff)).error).toBeNull();
    const newEmail = `moved-${randomUUID()}@example.com`;
    const redirectTo = `${SITE}/set-password`;
    // auth-js saves the session updateUser answers, which drops the verifier it has just kept:
    // keep it, as a second tab of the same browser would have it, to exchange the code below.
    const setItem = store.set.bind(store);
    let verifier = '';
    let verifierKey = '';
    store.set = (k: string, v: string) => {
      if (k.endsWith('-code-verifier')) [verifierKey, verifier] = [k, v];
      return setItem(k, v);
    };
    const asked = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: redirectTo });
    expect(asked.error).toBeNull();
    expect(verifier).not.toBe('');
    // The address changes only when the links to the current and the new address are followed.
    const toCurrent = await nthMail(stack.dataDir, staff.email, 1);
    const toNew = await nthMail(stack.dataDir, newEmail, 1);
    expect(new URL(toCurrent.link).searchParams.get('token')).toMatch(/^pkce_/);
    const first = await follow(toCurrent.link);
    expect(first.searchParams.get('message')).toMatch(/^Confirmation link accepted/);
    const second = await follow(toNew.link);
    const code = second.searchParams.get('code')!;
    expect(code).toBeTruthy();
    store.set(verifierKey, verifier);
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(claimsOf(data.session!.access_token).amr.map((a) => a.method)).toContain('email_change');
    const { rows } = await pool.query<{ auth: string; staff: string }>(
      `select a.email as auth, u.email as staff from auth.users a join public.users u using (id) where a.id = $1`,
      [staff.id],
    );
    expect(rows[0]).toEqual({ auth: newEmail, staff: newEmail });
  });

  it('in the implicit flow is refused by the hook, and the address stays as it was', async () => {
    const staff = await newStaff();
    const client = implicitClient();
    expect((await client.auth.signInWithPassword(staff)).error).toBeNull();
    await pool.query(`update auth.users set email_change_sent_at = null where id = $1`, [staff.id]);
    const newEmail = `moved-${randomUUID()}@example.com`;
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    await follow((await nthMail(stack.dataDir, staff.email, 1)).link);
    const last = await follow((await nthMail(stack.dataDir, newEmail, 1)).link);
    expect(new URLSearchParams(last.hash.slice(1)).get('error_description')).toBe(STAFF_REFUSAL);
    const { rows } = await pool.query<{ email: string }>('select email from auth.users where id = $1', [
      staff.id,
    ]);
    expect(rows[0]!.email).toBe(staff.email);
  });
});

describe('a staff member asking for an e-mailed sign-in code', () => {
  it('is refused by code and by the PKCE link, and no session is opened', async () => {
    const staff = await newStaff();
    const client = backOfficeClient();
    expect((await client.auth.signInWithOtp({ email: staff.email })).error).toBeNull();
    const mail = await nthMail(stack.dataDir, staff.email, 1);
    const byCode = await client.auth.verifyOtp({ email: staff.email, token: codeOf(mail), type: 'email' });
    expect(byCode.data.session).toBeNull();
    expect(byCode.error?.status).toBe(403);
    expect(byCode.error?.message).toBe(STAFF_REFUSAL);

    await allowAnotherMail(staff.email);
    const before = (await mailsTo(stack.dataDir, staff.email)).length;
    expect((await client.auth.signInWithOtp({ email: staff.email })).error).toBeNull();
    const again = await nthMail(stack.dataDir, staff.email, before + 1);
    const back = await follow(again.link);
    const exchanged = await client.auth.exchangeCodeForSession(back.searchParams.get('code')!);
    expect(exchanged.data.session).toBeNull();
    expect(exchanged.error?.status).toBe(403);
    expect(exchanged.error?.message).toBe(STAFF_REFUSAL);
    const sessions = await pool.query('select 1 from auth.sessions where user_id = $1', [staff.id]);
    expect(sessions.rows).toHaveLength(0);
  });
});
