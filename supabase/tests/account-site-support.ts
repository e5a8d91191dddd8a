/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * What the tests of the account pages through the site server share: the site server's app
 * against the test stack (its renderer records the state each page is rendered with), a browser's
 * cookie jar, and a parent signed in with the code of the e-mail.
 */
import { beforeAll, expect } from 'vitest';
import type { AccountPageState } from '@academy/shared/account.ts';
import type { RegistrationPageState } from '@academy/shared/registrationForm.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { codeOf, mailsTo, nthMail } from '../../packages/local-supabase/test/parentSignIn.ts';
import { createSiteApp } from '../../packages/site-server/src/app.ts';
import { StaticFiles } from '../../packages/site-server/src/staticFiles.ts';
import type { Fixture } from './fixtures.ts';
import { stack } from './helpers.ts';

/** The address requests are made to. */
export const SITE = 'https://academy.example';
/** The site the auth service's e-mail links may return to (supabase/config.toml). */
export const CONFIGURED_SITE = 'http://127.0.0.1:8080';

export function expectPrivate(res: Response) {
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('x-robots-tag')).toBe('noindex');
}

/** The site server for one test file; call at the file's top level (it registers a beforeAll). */
export function accountSite(fx: Fixture) {
  const { db, email } = fx;
  const rendered: (RegistrationPageState | undefined)[] = [];
  let app: ReturnType<typeof createSiteApp>;

  const renderer: SiteRenderer = {
    pageUrl: (url) => url,
    render: async (_url, visitor) => {
      rendered.push(visitor?.registration);
      return { status: 200, html: '<p>page</p>' };
    },
    sitemap: async () => null,
  };

  beforeAll(() => {
    const files = new StaticFiles('/nonexistent', new Set());
    app = createSiteApp(
      {
        supabaseUrl: stack().url,
        anonKey: stack().anonKey,
        siteUrl: CONFIGURED_SITE,
        publicDist: '/nonexistent',
        adminDist: '/nonexistent',
        imageCacheDir: '/tmp',
      },
      { renderer, publicFiles: files, adminFiles: files },
    );
  });

  /** The state the last account page was rendered with. */
  function lastState(): AccountPageState {
    const state = rendered.at(-1);
    expect(state?.kind).toBe('account');
    return state as AccountPageState;
  }

  /** A browser's cookie jar, as far as these pages need one. */
  class Browser {
    cookies = new Map<string, string>();
    setCookies: string[] = [];

    header() {
      return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }

    async request(path: string, init: RequestInit = {}) {
      const res = await app.request(`${SITE}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), cookie: this.header() },
      });
      this.setCookies = res.headers.getSetCookie();
      for (const line of this.setCookies) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        const v = value.join('=');
        if (!v || /max-age=0/i.test(line)) this.cookies.delete(name!);
        else this.cookies.set(name!, v);
      }
      return res;
    }

    post(path: string, fields: Record<string, string>) {
      return this.request(path, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
  }

  /** Lets the address have another e-mail at once (one a minute otherwise). */
  async function allowMail(address: string) {
    await db.query(
      `update auth.users set recovery_sent_at = null, confirmation_sent_at = null where lower(email) = lower($1)`,
      [address],
    );
  }

  /** The fixture removes the auth user of this address afterwards. */
  async function remember(address: string) {
    const row = (
      await db.query<{ id: string }>('select id from auth.users where lower(email) = lower($1)', [address])
    ).rows[0];
    if (row && !fx.users.includes(row.id)) fx.users.push(row.id);
  }

  /** Signs the address in on `path` with the code of the e-mail; returns the browser. */
  async function signInAddress(address: string, path = '/ru/account'): Promise<Browser> {
    const browser = new Browser();
    await allowMail(address);
    const before = (await mailsTo(stack().dataDir, address)).length;
    const sent = await browser.post(path, { action: 'send', email: address });
    expect(sent.status).toBe(303);
    const mail = await nthMail(stack().dataDir, address, before + 1);
    await remember(address);
    const verified = await browser.post(path, { action: 'verify', code: codeOf(mail) });
    expect(verified.status).toBe(303);
    return browser;
  }

  return {
    app: () => app,
    rendered,
    lastState,
    Browser,
    allowMail,
    remember,
    signInAddress,
    /** Signs `email(who)` in on `path`. */
    signIn: (who: string, path?: string) => signInAddress(email(who), path),
  };
}
