/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (The site server's modules are typed with the DOM: the renderer sanitizes rich text with one.)
/**
 * The page the link of a sign-in e-mail sent from the back office returns to
 * (packages/site-server, endpoints/familyLink.ts), against the real auth service: the session the
 * link opened becomes the account's cookie only when the auth service vouches for it and it is a
 * parent's; anything else goes back to the account page with the reason.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { codeOf, nthMail } from '../../packages/local-supabase/test/parentSignIn.ts';
import { familyMailer, sendFamilySignInEmail } from '../../admin/src/providers/familySignIn.ts';
import { createSiteApp } from '../../packages/site-server/src/app.ts';
import { StaticFiles } from '../../packages/site-server/src/staticFiles.ts';
import { accountTools } from './family-accounts-support.ts';
import { useFixture } from './fixtures.ts';
import { signIn, stack, type Client } from './helpers.ts';

const BLOCK = 138;
const SITE = 'http://127.0.0.1:8080';
const fx = useFixture('family-link-site', { settings: { online_registration: true } });
const { register } = accountTools(fx, BLOCK);
let app: ReturnType<typeof createSiteApp>;
let coordinator: Client;

const renderer: SiteRenderer = {
  pageUrl: (url) => url,
  render: async () => ({ status: 200, html: '<p>page</p>' }),
  sitemap: async () => null,
};

/** Posts what the page's script posts, from this site. */
function post(path: string, fields: Record<string, string>, origin = SITE) {
  return app.request(`${SITE}${path}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The tokens the e-mail's link puts in the fragment of the link page. */
async function tokensOfLink(link: string): Promise<{ access_token: string; refresh_token: string }> {
  const res = await fetch(link, { redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  expect(back.pathname).toMatch(/\/account\/link$/);
  const fragment = new URLSearchParams(back.hash.slice(1));
  return { access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! };
}

/**
 * A Russian-speaking family registered for an offer of its own (`who` names its address), sent
 * the sign-in e-mail from the back office by a Coordinator; that e-mail.
 */
async function russianFamilyEmailed(who: string) {
  const offer = await fx.offer({ capacity: 5 });
  const family = await register(who, [{ offer_ids: [offer] }], { language: 'ru' });
  await sendFamilySignInEmail(
    coordinator,
    familyMailer(stack().url, stack().anonKey),
    { id: family.family_id, language: 'ru' },
    SITE,
  );
  return nthMail(stack().dataDir, fx.email(who), 1);
}

beforeAll(async () => {
  const files = new StaticFiles('/nonexistent', new Set());
  app = createSiteApp(
    {
      supabaseUrl: stack().url,
      anonKey: stack().anonKey,
      siteUrl: SITE,
      publicDist: '/nonexistent',
      adminDist: '/nonexistent',
      imageCacheDir: '/tmp',
    },
    { renderer, publicFiles: files, adminFiles: files },
  );
  coordinator = (await fx.staff('coordinator', 'Coordinator')).client;
});

describe('the account link page', () => {
  it('is a private, unindexed page in the language of its address, whose script is a file of the site', async () => {
    const res = await app.request(`${SITE}/es/account/link`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Entrando en tu cuenta familiar');
    expect(html).toContain('data-account="/es/account"');
    expect(html).toContain('<script src="/account/link.js" defer></script>');
    const script = await app.request(`${SITE}/account/link.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it("keeps the parent's session from the e-mail's link and sends the family to its account", async () => {
    const tokens = await tokensOfLink((await russianFamilyEmailed('link')).link);

    // Posted from another site: refused, nothing kept.
    const foreign = await post('/ru/account/link', tokens, 'https://elsewhere.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();

    const res = await post('/ru/account/link', tokens);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ru/account');
    expect(res.headers.get('set-cookie')).toMatch(/^account_session=[A-Za-z0-9_-]+; .*HttpOnly/);
  });

  it('without script, is a form for the address and the code of the same e-mail, which signs the family in', async () => {
    const mail = await russianFamilyEmailed('nojs');

    const html = await (await app.request(`${SITE}/ru/account/link`)).text();
    expect(html).toContain('<form method="post" action="/ru/account">');
    expect(html).toContain('<input type="hidden" name="action" value="verify">');
    expect(html).toContain('<label for="link-code">Шестизначный код</label>');

    // A wrong code: refused, nothing kept.
    const wrong = await post('/ru/account', { action: 'verify', email: fx.email('nojs'), code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('set-cookie') ?? '').not.toContain('account_session=');

    const res = await post('/ru/account', { action: 'verify', email: fx.email('nojs'), code: codeOf(mail) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ru/account');
    expect(res.headers.get('set-cookie')).toMatch(/account_session=[A-Za-z0-9_-]+; .*HttpOnly/);
  });

  it('refuses a forged token and a session that is not a parent’s', async () => {
    const forged = await post('/account/link', { access_token: 'a.b.c', refresh_token: 'x' });
    expect(forged.headers.get('location')).toBe('/account?error=invalid_link');
    expect(forged.headers.get('set-cookie')).toBeNull();

    // A staff member's real session (by password): the auth service vouches for it, but it is no parent's.
    const staff = await signIn(fx.email('coordinator'), fx.password);
    const { data } = await staff.auth.getSession();
    const notParent = await post('/es/account/link', {
      access_token: data.session!.access_token,
      refresh_token: data.session!.refresh_token,
    });
    expect(notParent.headers.get('location')).toBe('/es/account?error=access_denied');
    expect(notParent.headers.get('set-cookie')).toBeNull();
  });
});
