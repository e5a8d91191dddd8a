/**
 * The public forms' token and consents, in the database through real PostgREST: a form token
 * serves only the form it was made for (a registration's token is no enquiry's, and the other way
 * round), and a consent is JSON true or false, never text or a number read as a yes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { agedToken, anonFrom, newAddress, registrationForm } from './registration-support.ts';

const fx = useFixture('form-tokens', { settings: { online_registration: true } });
const { tag, db } = fx;
const BLOCK = 47;
let offer: number;

beforeAll(async () => {
  offer = await fx.offer({ capacity: 100 });
});

afterAll(async () => {
  await db.query('delete from public.enquiries where name = $1', [tag]);
});

const anon = () => anonFrom(newAddress(BLOCK));
const register = (form: object) => anon().rpc('submit_registration', { p_form: form as never });
const enquire = (token: string) =>
  anon().rpc('submit_enquiry', {
    p_enquiry: {
      form_token: token,
      name: tag,
      email: 'parent@example.com',
      message: 'Hello',
      language: 'en',
    },
  });
const familiesWith = async (email: string) =>
  Number((await db.query('select count(*) from public.families where email = $1', [email])).rows[0].count);

describe('a form token', () => {
  it('is made for one form, named in it, and the API makes either', async () => {
    const registration = await anon().rpc('form_token');
    expect(registration.data).toMatch(/^f2\.registration\.\d+\.[0-9a-f]{24}\.[\w-]{43}$/);
    const enquiry = await anon().rpc('form_token', { p_form: 'enquiry' });
    expect(enquiry.data).toMatch(/^f2\.enquiry\.\d+\.[0-9a-f]{24}\.[\w-]{43}$/);
    const unknown = await anon().rpc('form_token', { p_form: 'newsletter' as never });
    expect(unknown.status).toBe(400);
  });

  it("serves a registration once and is then no enquiry's token", async () => {
    const token = await agedToken(db, 10, 'registration');
    const form = registrationForm(token, [{ offer_ids: [offer] }]);
    expect((await register(form)).error).toBeNull();
    const { error } = await enquire(token);
    expect(error).toMatchObject({ code: '22023', hint: 'form_token_invalid' });
  });

  it("serves an enquiry once and is then no registration's token", async () => {
    const token = await agedToken(db, 10, 'enquiry');
    expect((await enquire(token)).error).toBeNull();
    const form = registrationForm(token, [{ offer_ids: [offer] }]);
    const { error } = await register(form);
    expect(error).toMatchObject({ code: '22023', hint: 'form_token_invalid' });
    expect(await familiesWith(form.family.email)).toBe(0);
  });

  it("is refused on the other form before it is used too, and its form can't be rewritten", async () => {
    const enquiryToken = await agedToken(db, 10, 'enquiry');
    expect((await register(registrationForm(enquiryToken, [{ offer_ids: [offer] }]))).error?.hint).toBe(
      'form_token_invalid',
    );
    const rewritten = enquiryToken.replace('.enquiry.', '.registration.');
    expect((await register(registrationForm(rewritten, [{ offer_ids: [offer] }]))).error?.hint).toBe(
      'form_token_invalid',
    );
    // The enquiry's own form still takes it.
    expect((await enquire(enquiryToken)).error).toBeNull();
    // A token of the earlier kind, made for any form, is no longer taken.
    const { rows } = await db.query<{ token: string }>(
      `select t.body || '.' || private.sign('form_token', t.body) as token
         from (select format('f1.%s.%s', (extract(epoch from clock_timestamp()) * 1000)::bigint - 10000,
                      encode(extensions.gen_random_bytes(12), 'hex')) as body) t`,
    );
    expect((await enquire(rows[0]!.token)).error?.hint).toBe('form_token_invalid');
  });
});

describe('a consent', () => {
  const notBooleans = ['yes', 'on', 'true', '1', 1, 0, 'no', 'false', {}, []].map((value) => ({ value }));

  it.each(notBooleans)(
    'refuses $value for a child’s consent, naming the field, and stores nothing',
    async ({ value }) => {
      for (const kind of ['child_data', 'photos_website'] as const) {
        const form = registrationForm(await agedToken(db, 10), [
          { offer_ids: [offer], consents: { [kind]: value as boolean } },
        ]);
        const { error } = await register(form);
        expect(error, `${kind}: ${JSON.stringify(value)}`).toMatchObject({
          code: '22023',
          hint: 'submission_invalid',
          details: `children.0.consents.${kind}`,
        });
        expect(await familiesWith(form.family.email)).toBe(0);
      }
    },
  );

  it.each(notBooleans)('refuses $value for the guardian’s declaration', async ({ value }) => {
    const form = {
      ...registrationForm(await agedToken(db, 10), [{ offer_ids: [offer] }]),
      guardian_declaration: value,
    };
    const { error } = await register(form);
    expect(error).toMatchObject({ hint: 'submission_invalid', details: 'guardian_declaration' });
    expect(await familiesWith(form.family.email)).toBe(0);
  });

  it('takes JSON true and false and stores each as given; a free choice left out is refused', async () => {
    const form = registrationForm(await agedToken(db, 10), [
      { offer_ids: [offer], consents: { photos_website: false, photos_social: true } },
    ]);
    expect((await register(form)).error).toBeNull();
    const { rows } = await db.query<{ kind: string; given: boolean }>(
      `select k.kind, k.given from public.consents k join public.families f on f.id = k.family_id
        where f.email = $1 order by k.kind`,
      [form.family.email],
    );
    expect(Object.fromEntries(rows.map((r) => [r.kind, r.given]))).toEqual({
      child_data: true,
      guardian: true,
      photos_social: true,
      photos_website: false,
    });
    const missing = registrationForm(await agedToken(db, 10), [{ offer_ids: [offer] }]);
    delete (missing.children[0]!.consents as Record<string, unknown>).photos_social;
    expect((await register(missing)).error).toMatchObject({
      hint: 'submission_invalid',
      details: 'children.0.consents.photos_social',
    });
  });
});
