/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (The site server's modules are typed with the DOM: the renderer sanitizes rich text with one.)
/**
 * The family account acts for each visitor from the visitor's own address: the site server relays
 * it (with the relay key, as the forms do) to the auth service, which counts its per-address
 * limits against the visitor, and to the database, which records it with a parent's consents. The
 * site server also limits sign-in per visitor itself, for a backend that cannot tell visitors
 * apart (hosted Supabase). Against the real auth service, PostgREST and PostgreSQL; the site
 * server's visitors are told apart by the TCP peer it sees.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPageState } from '@academy/shared/account.ts';
import type { RegistrationPageState } from '@academy/shared/registrationForm.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { createPool, type Pool } from '../../packages/local-supabase/src/db.ts';
import { codeOf, mailsTo, nthMail } from '../../packages/local-supabase/test/parentSignIn.ts';
import { startAuthService, type AuthService } from '../../packages/local-supabase/test/setup/authService.ts';
import { createSiteApp, type SiteAppOptions } from '../../packages/site-server/src/app.ts';
import { tokenRole } from '../../packages/site-server/src/account/session.ts';
import { StaticFiles } from '../../packages/site-server/src/staticFiles.ts';
import { CONFIGURED_SITE, SITE } from './account-site-support.ts';
import { accountTools } from './family-accounts-support.ts';
import { useFixture } from './fixtures.ts';
import { stack } from './helpers.ts';
import { newAddress } from './registration-support.ts';

const BLOCK = 181;
const fx = useFixture('account-address', {
  password: 'Account-Address-Password-1',
  settings: { online_registration: true },
  removeTaggedAccounts: true,
});
const { db, email } = fx;
const { register } = accountTools(fx, BLOCK);

/** Codes one address may try at the auth service of its own (token_verifications). */
const VERIFY_LIMIT = 4;

let relayKey: string;
let pool: Pool;
let auth: AuthService;
const rendered: (RegistrationPageState | undefined)[] = [];

beforeAll(async () => {
  relayKey = (await db.query<{ value: string }>(`select value from private.secrets where name = 'relay'`))
    .rows[0]!.value;
  // An auth service with the project's settings but a small verify limit (the shared stack's
  // limits are too large to reach), against the stack's database and mail folder.
  pool = createPool(stack().dbUrl, 4);
  auth = await startAuthService(pool, {
    jwtSecret: stack().jwtSecret,
    dataDir: stack().dataDir,
    rateLimitTokenRefresh: 1000,
    rateLimitSignInSignUps: 1000,
    rateLimitTokenVerifications: VERIFY_LIMIT,
  });
});

afterAll(async () => {
  await auth.close();
  await pool.end();
});

const renderer: SiteRenderer = {
  pageUrl: (url) => url,
  render: async (_url, visitor) => {
    rendered.push(visitor?.registration);
    return { status: 200, html: '<p>page</p>' };
  },
  sitemap: async () => null,
};

function lastState(): AccountPageState {
  const state = rendered.at(-1);
  expect(state?.kind).toBe('account');
  return state as AccountPageState;
}

/** A site server against `supabaseUrl`. */
function siteApp(supabaseUrl: string, extra: Partial<SiteAppOptions> = {}) {
  const files = new StaticFiles('/nonexistent', new Set());
  return createSiteApp(
    {
      supabaseUrl,
      anonKey: stack().anonKey,
      siteUrl: CONFIGURED_SITE,
      publicDist: '/nonexistent',
      adminDist: '/nonexistent',
      imageCacheDir: '/tmp',
      ...extra,
    },
    { renderer, publicFiles: files, adminFiles: files },
  );
}

/** A browser at one address (the TCP peer the site server sees), with its cookies. */
class Visitor {
  cookies = new Map<string, string>();
  constructor(
    private readonly app: ReturnType<typeof siteApp>,
    readonly address: string,
  ) {}

  async post(path: string, fields: Record<string, string>) {
    const res = await this.app.request(
      `${SITE}${path}`,
      {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      },
      { incoming: { socket: { remoteAddress: this.address } } },
    );
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (!value.join('=') || /max-age=0/i.test(line)) this.cookies.delete(name!);
      else this.cookies.set(name!, value.join('='));
    }
    return res;
  }

  /** The session's access token (account_session cookie), if signed in. */
  accessToken(): string | null {
    const cookie = this.cookies.get('account_session');
    if (!cookie) return null;
    return (JSON.parse(Buffer.from(cookie, 'base64url').toString()) as { access_token: string }).access_token;
  }
}

/** Forgets when the address last had an e-mail (one a minute otherwise), and the account's clean-up. */
async function allowMail(address: string) {
  await db.query(
    `update auth.users set recovery_sent_at = null, confirmation_sent_at = null where lower(email) = lower($1)`,
    [address],
  );
}

/** Asks for a code at `/account` as `visitor` and returns the code e-mailed. */
async function askCode(visitor: Visitor, address: string): Promise<string> {
  await allowMail(address);
  const before = (await mailsTo(stack().dataDir, address)).length;
  const sent = await visitor.post('/account', { action: 'send', email: address });
  expect(sent.status).toBe(303);
  return codeOf(await nthMail(stack().dataDir, address, before + 1));
}

/** A six-digit code that is not `code`. */
const wrongFor = (code: string) => (code === '111111' ? '222222' : '111111');

describe('the auth service counts the site server’s requests per visitor', () => {
  it('one visitor spending its verify allowance does not stop another family’s correct code, and is told the real wait', async () => {
    const site = siteApp(auth.url, { registrationRelayKey: relayKey });
    const attacker = new Visitor(site, newAddress(BLOCK));
    const family = new Visitor(site, newAddress(BLOCK));
    const attackerCode = await askCode(attacker, email('attacker'));
    for (let i = 0; i < VERIFY_LIMIT; i++) {
      const res = await attacker.post('/account', { action: 'verify', code: wrongFor(attackerCode) });
      expect(res.status).toBe(400);
      expect(lastState()).toMatchObject({ error: { key: 'code_invalid' } });
    }
    const blocked = await attacker.post('/account', { action: 'verify', code: wrongFor(attackerCode) });
    expect(blocked.status).toBe(429);
    const state = lastState();
    expect(state.error?.key).toBe('too_many');
    // The auth service's Retry-After (its window is five minutes), not a guessed minute.
    const seconds = (state.error as { seconds: number }).seconds;
    expect(seconds).toBeGreaterThan(240);
    expect(seconds).toBeLessThanOrEqual(300);

    const code = await askCode(family, email('family'));
    const ok = await family.post('/account', { action: 'verify', code });
    expect(ok.status).toBe(303);
    expect(tokenRole(family.accessToken()!)).toBe('parent');
    // The session records the family's address, not the site server's.
    const sessions = await db.query<{ ip: string }>(
      `select host(s.ip) as ip from auth.sessions s join auth.users u on u.id = s.user_id
       where lower(u.email) = lower($1)`,
      [email('family')],
    );
    expect(sessions.rows.map((r) => r.ip)).toEqual([family.address]);
  });

  it('takes no address from a caller without the relay key', async () => {
    // Straight to the auth service, from 127.0.0.1, naming a new address each time.
    const statuses: number[] = [];
    for (let i = 0; i <= VERIFY_LIMIT; i++) {
      const res = await fetch(`${auth.url}/auth/v1/verify`, {
        method: 'POST',
        headers: {
          apikey: stack().anonKey,
          'content-type': 'application/json',
          'x-registration-relay': i % 2 ? 'guessed' : '',
          'x-registration-client-address': newAddress(BLOCK),
        },
        body: JSON.stringify({ type: 'email', email: email('nobody'), token: '123456' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(VERIFY_LIMIT).fill(403), 429]);
  });
});

describe('the site server’s own limit per visitor (a backend that sees only the site server)', () => {
  it('stops one visitor’s codes after its allowance while another visitor signs in', async () => {
    // The shared stack's auth limits are large, as an operator raises them on hosted Supabase;
    // no relay key: the auth service sees only the site server.
    const site = siteApp(stack().url, { accountLimits: { send: 10, verify: 3, windowSeconds: 300 } });
    const attacker = new Visitor(site, newAddress(BLOCK));
    const family = new Visitor(site, newAddress(BLOCK));
    const attackerCode = await askCode(attacker, email('hosted-attacker'));
    for (let i = 0; i < 3; i++)
      expect(
        (await attacker.post('/account', { action: 'verify', code: wrongFor(attackerCode) })).status,
      ).toBe(400);
    const blocked = await attacker.post('/account', { action: 'verify', code: attackerCode });
    expect(blocked.status).toBe(429);
    const seconds = (lastState().error as { seconds: number }).seconds;
    expect(seconds).toBeGreaterThan(240);
    expect(seconds).toBeLessThanOrEqual(300);
    expect(attacker.cookies.has('account_session')).toBe(false);

    const code = await askCode(family, email('hosted-family'));
    expect((await family.post('/account', { action: 'verify', code })).status).toBe(303);
  });
});

describe('the site server’s own count of wrong codes per account (hosted Supabase counts per address only)', () => {
  it('refuses even the right code once one account’s wrong codes from several visitors reach its allowance', async () => {
    // Two wrong codes per account here, far below the auth service's own ten: what is refused
    // below is refused by the site server.
    const site = siteApp(stack().url, {
      accountLimits: { send: 10, verify: 10, windowSeconds: 300, wrongCodes: 2 },
    });
    const target = email('site-guessed');
    const code = await askCode(new Visitor(site, newAddress(BLOCK)), target);
    for (let i = 0; i < 2; i++) {
      const guess = await new Visitor(site, newAddress(BLOCK)).post('/account', {
        action: 'verify',
        email: target,
        code: wrongFor(code),
      });
      expect(guess.status).toBe(400);
    }
    const guesser = new Visitor(site, newAddress(BLOCK));
    const refused = await guesser.post('/account', { action: 'verify', email: target, code });
    expect(refused.status).toBe(429);
    const state = lastState();
    expect(state.error?.key).toBe('too_many');
    expect((state.error as { seconds: number }).seconds).toBeGreaterThan(800);
    expect(guesser.cookies.has('account_session')).toBe(false);

    // A family that mistypes once signs in with the right code; its right code cost nothing.
    const family = new Visitor(site, newAddress(BLOCK));
    const familyCode = await askCode(family, email('site-mistyped'));
    expect((await family.post('/account', { action: 'verify', code: wrongFor(familyCode) })).status).toBe(
      400,
    );
    expect((await family.post('/account', { action: 'verify', code: familyCode })).status).toBe(303);
  });
});

describe('a parent’s changes record the parent’s address', () => {
  it('records a photo consent given from the account with the visitor’s address', async () => {
    const offer = await fx.offer({ capacity: 10 });
    const { family_id } = await register('consenting', [{ offer_ids: [offer], name: 'Noa' }]);
    const child = (
      await db.query<{ id: number; photos_website: boolean }>(
        'select id, photos_website from public.children where family_id = $1',
        [family_id],
      )
    ).rows[0]!;
    const site = siteApp(stack().url, { registrationRelayKey: relayKey });
    const parent = new Visitor(site, newAddress(BLOCK));
    const code = await askCode(parent, email('consenting'));
    expect((await parent.post('/account', { action: 'verify', code })).status).toBe(303);
    const fields: Record<string, string> = { action: 'save_photos', child_id: String(child.id) };
    if (!child.photos_website) fields.photos_website = '1';
    expect((await parent.post('/account', fields)).status).toBe(303);
    const { rows } = await db.query<{ address: string; source: string }>(
      `select host(client_address) as address, source from public.consents
       where child_id = $1 and kind = 'photos_website' order by id desc limit 1`,
      [child.id],
    );
    expect(rows).toEqual([{ address: parent.address, source: 'account' }]);
  });
});

/** POST /auth/v1/verify as the site server relaying a visitor at `address`. */
function postVerify(address: string, body: Record<string, string>) {
  return fetch(`${auth.url}/auth/v1/verify`, {
    method: 'POST',
    headers: {
      apikey: stack().anonKey,
      'content-type': 'application/json',
      'x-registration-relay': relayKey,
      'x-registration-client-address': address,
    },
    body: JSON.stringify(body),
  });
}

/** An e-mailed code tried from `address`. */
const verifyFrom = (address: string, emailAddress: string, token: string) =>
  postVerify(address, { type: 'email', email: emailAddress, token });

/** Wrong e-mailed codes one account may send per 15 minutes, from any address (the auth service's). */
const WRONG_CODES_PER_ACCOUNT = 10;

describe('wrong codes count against the account, from any address', () => {
  it('refuses even the right code once the account’s allowance is spent from many addresses; another account signs in', async () => {
    const site = siteApp(auth.url, { registrationRelayKey: relayKey });
    const family = new Visitor(site, newAddress(BLOCK));
    const target = email('guessed');
    const code = await askCode(family, target);
    // Each guess from an address of its own, so no per-address limit is reached.
    const guessers: string[] = [];
    for (let i = 0; i < WRONG_CODES_PER_ACCOUNT; i++) {
      guessers.push(newAddress(BLOCK));
      // The address in any case: the count is the account's, as the code is.
      const res = await verifyFrom(guessers[i]!, i % 2 ? target.toUpperCase() : target, wrongFor(code));
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'otp_expired' });
    }
    // Over the allowance: refused before the code is checked, so the right code tells nothing.
    for (const token of [wrongFor(code), code]) {
      const res = await verifyFrom(newAddress(BLOCK), target, token);
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ code: 'over_request_rate_limit' });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
    }
    // The family itself, at the site, is told to wait the account's window out.
    const refused = await family.post('/account', { action: 'verify', code });
    expect(refused.status).toBe(429);
    const state = lastState();
    expect(state.error?.key).toBe('too_many');
    expect((state.error as { seconds: number }).seconds).toBeGreaterThan(800);
    expect(family.accessToken()).toBeNull();

    // Another account is not affected, from an address the guesses used before.
    const other = new Visitor(site, guessers[0]!);
    const otherCode = await askCode(other, email('unguessed'));
    const ok = await other.post('/account', { action: 'verify', code: otherCode });
    expect(ok.status).toBe(303);
    expect(tokenRole(other.accessToken()!)).toBe('parent');
  });

  it('keeps the link’s token hash from being computed from the address and a guessed code', async () => {
    const target = email('hashed');
    const code = await askCode(new Visitor(siteApp(auth.url), newAddress(BLOCK)), target);
    // supabase/auth's token hash (SHA-224 of the address and the code) can be computed for each of
    // the million codes by anyone who knows the address, and a guessed link names no account to
    // count against: it must not be the link's token.
    const plain = createHash('sha224').update(`${target}${code}`).digest('hex');
    for (const token_hash of [plain, `pkce_${plain}`]) {
      const res = await postVerify(newAddress(BLOCK), { type: 'email', token_hash });
      expect(res.status).toBe(403);
    }
    // The code itself still works.
    expect((await verifyFrom(newAddress(BLOCK), target, code)).status).toBe(200);
  });

  it('lets a family that mistypes a few times sign in with the right code, which costs nothing', async () => {
    const site = siteApp(auth.url, { registrationRelayKey: relayKey });
    const family = new Visitor(site, newAddress(BLOCK));
    const target = email('mistyping');
    let code = await askCode(family, target);
    for (let i = 0; i < 3; i++) {
      const res = await family.post('/account', { action: 'verify', code: wrongFor(code) });
      expect(res.status).toBe(400);
      expect(lastState()).toMatchObject({ error: { key: 'code_invalid' } });
    }
    expect((await family.post('/account', { action: 'verify', code })).status).toBe(303);
    expect(tokenRole(family.accessToken()!)).toBe('parent');
    // Right codes are not counted: the account still has the rest of its allowance.
    for (let i = 0; i < WRONG_CODES_PER_ACCOUNT - 4; i++)
      expect((await verifyFrom(newAddress(BLOCK), target, '000000')).status).toBe(403);
    code = await askCode(new Visitor(site, newAddress(BLOCK)), target);
    expect((await verifyFrom(newAddress(BLOCK), target, code)).status).toBe(200);
  });
});
