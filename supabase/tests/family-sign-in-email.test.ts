/**
 * A Coordinator sends a family its account's sign-in e-mail from the back office
 * (admin/src/providers/familySignIn.ts, the code the family card runs): the database decides who
 * may and records who did; the auth service sends the e-mail, in the family's language, with its
 * limits. Nobody but the family sees the code or the link.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { familyMailer, sendFamilySignInEmail } from '../../admin/src/providers/familySignIn.ts';
import { SaveError } from '../../admin/src/providers/saveErrors.ts';
import { mailsTo, nthMail } from '../../packages/local-supabase/test/parentSignIn.ts';
import { accountTools, expectRefusal } from './family-accounts-support.ts';
import { useFixture } from './fixtures.ts';
import { stack, type Client } from './helpers.ts';

const BLOCK = 137;
const SITE = 'http://127.0.0.1:8080';
const fx = useFixture('family-sign-in-mail', { settings: { online_registration: true } });
const { register, one } = accountTools(fx, BLOCK);
let coordinator: { id: string; client: Client };
let editor: Client;
let admin: Client;

const mailer = () => familyMailer(stack().url, stack().anonKey);

async function refusalOf(work: Promise<unknown>): Promise<SaveError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SaveError);
  return error as SaveError;
}

async function logRows(familyId: number) {
  return (
    await fx.db.query<{ actor_id: string; actor_email: string }>(
      `select actor_id, actor_email from public.access_log
        where event = 'sign_in_email_sent' and subject_type = 'family' and subject_id = $1 order by id`,
      [String(familyId)],
    )
  ).rows;
}

beforeAll(async () => {
  admin = (await fx.staff('admin', 'Admin')).client;
  coordinator = await fx.staff('coordinator', 'Coordinator');
  editor = (await fx.staff('editor', 'Editor')).client;
});

describe("a family's sign-in e-mail sent from the back office", () => {
  it('reaches the family in its language, with a link to its browser, and the access log says who sent it', async () => {
    const offer = await fx.offer({ capacity: 5 });
    const family = await register('spanish', [{ offer_ids: [offer] }], { language: 'es' });
    const address = fx.email('spanish');
    await sendFamilySignInEmail(coordinator.client, mailer(), { id: family.family_id, language: 'es' }, SITE);

    const mail = await nthMail(stack().dataDir, address, 1);
    expect(mail.subject).toMatch(/^Tu código para entrar: \d{6}$/);
    expect(mail.text).toContain('Escribe este código para entrar en tu cuenta familiar');
    // An implicit-flow link (no PKCE binding to anyone's browser), back to the link page.
    const link = new URL(mail.link);
    expect(link.searchParams.get('token')).not.toMatch(/^pkce_/);
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/es/account/link`);
    const opened = await fetch(link, { redirect: 'manual' });
    const back = new URL(opened.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/es/account/link`);
    const token = new URLSearchParams(back.hash.slice(1)).get('access_token')!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      email: string;
      app_metadata: { role?: string };
    };
    expect(claims).toMatchObject({ email: address, app_metadata: { role: 'parent' } });

    expect(await logRows(family.family_id)).toEqual([
      { actor_id: coordinator.id, actor_email: fx.email('coordinator') },
    ]);
  });

  it("meets the auth service's limit: a second e-mail within the minute is refused with the wait, and not recorded", async () => {
    const offer = await fx.offer({ capacity: 5 });
    const family = await register('twice', [{ offer_ids: [offer] }]);
    const target = { id: family.family_id, language: 'en' as const };
    await sendFamilySignInEmail(coordinator.client, mailer(), target, SITE);
    const refused = await refusalOf(sendFamilySignInEmail(coordinator.client, mailer(), target, SITE));
    expect(refused.message).toBe('app.family.sign_in_email_wait');
    expect(refused.args.seconds).toBeGreaterThan(0);
    expect(refused.args.seconds).toBeLessThanOrEqual(60);
    expect(await mailsTo(stack().dataDir, fx.email('twice'))).toHaveLength(1);
    expect(await logRows(family.family_id)).toHaveLength(1);
  });

  it('is refused to an Editor by the database, and for an erased family', async () => {
    const offer = await fx.offer({ capacity: 5 });
    const family = await register('refused', [{ offer_ids: [offer] }]);
    const target = { id: family.family_id, language: 'en' as const };
    const byEditor = await refusalOf(sendFamilySignInEmail(editor, mailer(), target, SITE));
    expect(byEditor.message).toBe('app.errors.not_registration_staff');
    // Straight to the database, without the back office: the same refusals.
    expectRefusal(
      await editor.rpc('record_family_sign_in_email', { p_family_id: family.family_id }),
      '42501',
      'not_registration_staff',
    );
    expectRefusal(
      await coordinator.client.rpc('log_access', {
        p_event: 'sign_in_email_sent',
        p_subject_type: 'family',
        p_subject_id: String(family.family_id),
      }),
      '22023',
      'access_event_server_only',
    );
    expect(await mailsTo(stack().dataDir, fx.email('refused'))).toHaveLength(0);
    expect(await logRows(family.family_id)).toHaveLength(0);

    expect((await admin.rpc('erase_family', { p_family_id: family.family_id })).error).toBeNull();
    const erased = await refusalOf(sendFamilySignInEmail(coordinator.client, mailer(), target, SITE));
    expect(erased.message).toBe('app.errors.family_not_found');
    expect(
      await one(
        `select count(*)::int as n from public.access_log where event = 'sign_in_email_sent' and subject_id = $1`,
        [String(family.family_id)],
      ),
    ).toEqual({ n: 0 });
  });
});
