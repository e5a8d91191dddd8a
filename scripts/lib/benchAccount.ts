// A family signed in to its account on the site server, for benchmarks of the account pages: a
// family registered through the API for an offer of its own, then signed in as a parent does
// (the code asked for on /account, read from the e-mail the auth service wrote, and sent back).
import type pg from 'pg';
import { codeOf, nthMail } from '../../packages/local-supabase/test/parentSignIn.ts';
import { agedTokens, createOffer, familiesFrom, form } from './benchFamilies.ts';

interface AccountStack {
  url: string;
  pool: pg.Pool;
  config: { anonKey: string; dataDir: string };
}

/** Keeps the cookies a site server sets, as a browser does, and sends them back. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async post(url: string, fields: Record<string, string>): Promise<Response> {
    const res = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: this.header() },
      body: new URLSearchParams(fields),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

/**
 * Registers a family with one child for a new offer and signs it in on the site's account page;
 * returns the Cookie header of its session.
 */
export async function signedInFamily(stack: AccountStack, siteUrl: string): Promise<string> {
  await stack.pool.query('update public.registration_settings set online_registration = true where id = 1');
  const offer = await createOffer(stack.pool as unknown as pg.Client, 20);
  const [family] = familiesFrom({ url: stack.url, anonKey: stack.config.anonKey }, 93, 1);
  const [token] = await agedTokens([family!]);
  const filled = form(token!, offer, 0, 'Account');
  const { error } = await family!.client.rpc('submit_registration', { p_form: filled as never });
  if (error) throw new Error(`registering the account's family failed: ${error.message}`);
  const email = filled.family.email;
  const jar = new CookieJar();
  const sent = await jar.post(`${siteUrl}/account`, { action: 'send', email });
  if (sent.status !== 303) throw new Error(`asking for a sign-in code: ${sent.status}`);
  const code = codeOf(await nthMail(stack.config.dataDir, email, 1));
  const verified = await jar.post(`${siteUrl}/account`, { action: 'verify', code });
  const cookie = jar.header();
  if (verified.status !== 303 || !cookie.includes('account_session='))
    throw new Error(`signing in with the code: ${verified.status}`);
  return cookie;
}
