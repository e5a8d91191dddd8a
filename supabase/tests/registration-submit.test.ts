/**
 * submit_registration through real PostgREST and supabase-js with the public key: what one
 * form writes (family, children, consents, registrations, e-mails) and answers, the same form
 * sent again, and every refusal of the form's guards and checks, each with its code in `hint`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { publicErrorCode } from '@academy/shared/dbErrors.ts';
import {
  REGISTRATION_LIMITS,
  REGISTRATION_TEXT_LIMITS,
  fieldPath,
  registrationFormSchema,
  type RegistrationAnswer,
} from '@academy/shared/registration.ts';
import { useFixture } from './fixtures.ts';
import { stack } from './helpers.ts';
import {
  agedToken,
  anonFrom,
  type ChildFields,
  createOffer,
  newAddress,
  registrationForm,
} from './registration-support.ts';

const fx = useFixture('reg-submit', {
  settings: {
    online_registration: true,
    bank_iban: 'ES91 2100 0418 4502 0005 1332',
    sibling_discount_percent: 10,
  },
});
const { tag, db, offers } = fx;
const BLOCK = 21;
let camp: number;
let trial: number;

beforeAll(async () => {
  camp = await fx.offer({ title_en: `${tag} camp`, capacity: 10, price: 300, deposit: 100 });
  trial = await fx.offer({ title_en: `${tag} trial`, kind: 'trial', capacity: 5, price: 0, deposit: null });
});

async function send(form: object, address = newAddress(BLOCK)) {
  return anonFrom(address).rpc('submit_registration', { p_form: form as never });
}

async function validForm(children: ChildFields[] = [{ offer_ids: [camp] }]) {
  return registrationForm(await agedToken(db, 10), children);
}

describe('a valid form', () => {
  it('registers, records consents and e-mails, and answers per child and offer with what to pay', async () => {
    const form = await validForm([
      { name: 'Pablo', offer_ids: [camp, trial], allergies: 'Nuts' },
      { name: 'Lucía', date_of_birth: '2016-01-20', offer_ids: [camp] },
    ]);
    // The shared schema takes the same form the database takes.
    expect(registrationFormSchema.safeParse(form).success).toBe(true);
    const { data, error } = await send(form);
    expect(error).toBeNull();
    const answer = data as unknown as RegistrationAnswer;
    expect(answer.replayed).toBe(false);
    expect(answer.items.map((i) => [i.child_index, i.offer_id, i.status, i.due_now])).toEqual([
      [0, camp, 'new', 100],
      [0, trial, 'new', 0],
      [1, camp, 'new', 100],
    ]);
    // The second child's place costs 10 % less (the sibling discount): 300 + 0 + 270.
    expect(answer.payment).toMatchObject({ due_now: 200, total: 570, currency: 'EUR' });
    expect(answer.payment.reference).toBe(`R${answer.submission_id}`);
    expect(answer.payment.bank_iban).toBe('ES91 2100 0418 4502 0005 1332');

    const family = (await db.query('select * from public.families where id = $1', [answer.family_id]))
      .rows[0];
    expect(family).toMatchObject({ parent_name: 'Ana García', email: form.family.email, language: 'es' });
    const children = (
      await db.query('select name, allergies from public.children where family_id = $1 order by id', [
        answer.family_id,
      ])
    ).rows;
    expect(children).toEqual([
      { name: 'Pablo', allergies: 'Nuts' },
      { name: 'Lucía', allergies: null },
    ]);
    // Pablo: child data, health data (he has allergies), two photo choices, the declaration.
    const consents = (
      await db.query(
        `select c.name, k.kind, k.given, k.text_version, k.language, k.text_sha256 = t.sha256 as same_text,
                k.signed_by, k.client_address is not null as has_address
           from public.consents k join public.children c on c.id = k.child_id
           join public.consent_texts t on (t.kind, t.version, t.language) = (k.kind, k.text_version, k.language)
          where k.family_id = $1 order by c.id, k.kind`,
        [answer.family_id],
      )
    ).rows;
    expect(consents.map((c) => `${c.name} ${c.kind} ${c.given}`)).toEqual([
      'Pablo child_data true',
      'Pablo health_data true',
      'Pablo photos_website true',
      'Pablo photos_social false',
      'Pablo guardian true',
      'Lucía child_data true',
      'Lucía photos_website true',
      'Lucía photos_social false',
      'Lucía guardian true',
    ]);
    for (const c of consents)
      expect(c).toMatchObject({
        text_version: 1,
        language: 'en',
        same_text: true,
        signed_by: 'Ana García',
        has_address: true,
      });
    const mails = (
      await db.query(
        'select kind, to_address, language, registration_ids from public.email_outbox where family_id = $1 order by id',
        [answer.family_id],
      )
    ).rows;
    const ids = answer.items.map((i) => String(i.registration_id));
    expect(mails).toEqual([
      { kind: 'registration_received', to_address: form.family.email, language: 'es', registration_ids: ids },
      {
        kind: 'registration_notice',
        to_address: 'sport@sierramar-academy.es',
        language: 'es',
        registration_ids: ids,
      },
    ]);
  });

  it('sent again with the same key gives the first answer and books nothing more', async () => {
    const form = await validForm();
    const first = (await send(form)).data as unknown as RegistrationAnswer;
    const again = await send(form, newAddress(BLOCK));
    expect(again.error).toBeNull();
    expect(again.data).toEqual({ ...first, replayed: true });
    const { rows } = await db.query(
      'select count(*)::int as n from public.registrations where family_id = $1',
      [first.family_id],
    );
    expect(rows[0].n).toBe(1);
    const families = await db.query('select count(*)::int as n from public.families where email = $1', [
      form.family.email,
    ]);
    expect(families.rows[0].n).toBe(1);
  });

  it('refuses the same key with another form, and a form token used by another form', async () => {
    const form = await validForm();
    await send(form);
    const changed = await send({ ...form, family: { ...form.family, phone: '+34 699 000 000' } });
    expect(changed.error).toMatchObject({ code: 'PT409', hint: 'submission_changed' });
    expect(changed.status).toBe(409);
    const reused = await send({ ...form, idempotency_key: crypto.randomUUID() });
    expect(reused.error).toMatchObject({ code: 'PT409', hint: 'form_token_used' });
  });
});

describe('the guards, in the database', () => {
  it('refuses a filled honeypot', async () => {
    const { error } = await send({ ...(await validForm()), website: 'http://spam.example' });
    expect(publicErrorCode(error)).toBe('honeypot');
  });

  it('refuses a form sent sooner than the minimum time after it was shown', async () => {
    const { data: token } = await anonFrom(newAddress(BLOCK)).rpc('form_token');
    expect(token).toMatch(/^f2\.registration\.\d+\.[0-9a-f]{24}\.[\w-]{43}$/);
    const { error } = await send(registrationForm(token as string, [{ offer_ids: [camp] }]));
    expect(error).toMatchObject({ code: 'P0001', hint: 'too_fast' });
    expect(REGISTRATION_LIMITS.minFormSeconds).toBeGreaterThan(0);
  });

  it('refuses a token older than the form may be, and one not signed by the database', async () => {
    const old = await agedToken(db, REGISTRATION_LIMITS.maxFormAgeHours * 3600 + 60);
    expect((await send(registrationForm(old, [{ offer_ids: [camp] }]))).error?.hint).toBe('form_expired');
    const good = await agedToken(db, 10);
    const forged = good.replace(/\.[^.]+$/, '.' + 'A'.repeat(43));
    expect((await send(registrationForm(forged, [{ offer_ids: [camp] }]))).error?.hint).toBe(
      'form_token_invalid',
    );
    // A token made by the caller with an earlier time: its signature no longer fits.
    const [v, form, , nonce, sig] = good.split('.');
    const backdated = [v, form, String(Date.now() - 3_600_000), nonce, sig].join('.');
    expect((await send(registrationForm(backdated, [{ offer_ids: [camp] }]))).error?.hint).toBe(
      'form_token_invalid',
    );
  });

  it('counts the registrations committed from one address over the window, and no other address', async () => {
    const address = newAddress(BLOCK);
    for (let i = 0; i < REGISTRATION_LIMITS.submissionsPerAddress; i++) {
      const { error } = await send(await validForm(), address);
      expect(error).toBeNull();
    }
    const over = await send(await validForm(), address);
    expect(over.error).toMatchObject({ code: 'PT429', hint: 'too_many_submissions' });
    expect(over.status).toBe(429);
    expect((await send(await validForm(), newAddress(BLOCK))).error).toBeNull();
    const { rows } = await db.query(
      "select count(*)::int as n from public.registration_submissions where client_address = $1::inet and created_at > now() - interval '1 hour'",
      [address],
    );
    expect(rows[0].n).toBe(REGISTRATION_LIMITS.submissionsPerAddress);
  });

  it('takes the client address from the site server only with the relay key', async () => {
    const relay = (await db.query("select value from private.secrets where name = 'relay'")).rows[0]
      .value as string;
    const visitor = '203.0.113.7';
    const forged = anonFrom(newAddress(BLOCK));
    const plain = await forged
      .rpc('submit_registration', { p_form: (await validForm()) as never }, {})
      .then((r) => r.data as unknown as RegistrationAnswer);
    const viaRelay = await fetch(`${stack().url}/rest/v1/rpc/submit_registration`, {
      method: 'POST',
      headers: {
        apikey: stack().anonKey,
        'content-type': 'application/json',
        'x-registration-relay': relay,
        'x-registration-client-address': visitor,
      },
      body: JSON.stringify({ p_form: await validForm() }),
    }).then((r) => r.json() as Promise<RegistrationAnswer>);
    const pretended = await fetch(`${stack().url}/rest/v1/rpc/submit_registration`, {
      method: 'POST',
      headers: {
        apikey: stack().anonKey,
        'content-type': 'application/json',
        'x-registration-relay': 'guessed',
        'x-registration-client-address': visitor,
        'cf-connecting-ip': visitor,
        'x-forwarded-for': visitor,
      },
      body: JSON.stringify({ p_form: await validForm() }),
    }).then((r) => r.json() as Promise<RegistrationAnswer>);
    const address = async (a: RegistrationAnswer) =>
      (
        await db.query(
          'select host(client_address) as a from public.registration_submissions where id = $1',
          [a.submission_id],
        )
      ).rows[0].a;
    expect(await address(viaRelay)).toBe(visitor);
    expect(await address(pretended)).toBe('127.0.0.1');
    expect(await address(plain)).toMatch(/^127\.21\./);
  });
});

describe('the form, checked again', () => {
  const refused = async (form: object) => (await send(form)).error;

  it('limits the children and offers of one form', async () => {
    const many = Array.from({ length: REGISTRATION_LIMITS.maxChildren + 1 }, () => ({ offer_ids: [camp] }));
    expect((await refused(await validForm(many)))?.hint).toBe('too_many_children');
    const extra: number[] = [];
    for (let i = 0; i < REGISTRATION_LIMITS.maxOffers; i++)
      extra.push(await createOffer(db, { title_en: `${tag} extra ${i}`, capacity: 2 }));
    offers.push(...extra);
    const spread = [{ offer_ids: [camp, ...extra.slice(0, 3)] }, { offer_ids: extra.slice(3) }];
    expect((await refused(await validForm(spread)))?.hint).toBe('too_many_offers');
  });

  it('refuses a birth year outside the offer’s, with the reason', async () => {
    const error = await refused(await validForm([{ date_of_birth: '2008-03-01', offer_ids: [camp] }]));
    expect(error).toMatchObject({ code: '22023', hint: 'birth_year_out_of_range' });
    expect(JSON.parse((error as { details: string }).details)).toEqual({
      child: 0,
      offer: camp,
      birth_year: 2008,
      min: 2010,
      max: 2019,
    });
  });

  it('refuses an unknown offer, a closed one, and everything while online registration is off', async () => {
    expect(await refused(await validForm([{ offer_ids: [2_000_000_000] }]))).toMatchObject({
      code: 'PT404',
      hint: 'offer_not_found',
    });
    const later = await createOffer(db, {
      title_en: `${tag} later`,
      capacity: 3,
      registration_opens_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const off = await createOffer(db, { title_en: `${tag} off`, capacity: 3, online_registration: false });
    offers.push(later, off);
    expect((await refused(await validForm([{ offer_ids: [later] }])))?.hint).toBe('offer_closed');
    expect((await refused(await validForm([{ offer_ids: [off] }])))?.hint).toBe('offer_closed');
    await db.query('update public.registration_settings set online_registration = false where id = 1');
    try {
      expect((await refused(await validForm()))?.hint).toBe('registration_closed');
      const { data } = await anonFrom(newAddress(BLOCK)).rpc('open_offers');
      expect(data).toEqual([]);
    } finally {
      await db.query('update public.registration_settings set online_registration = true where id = 1');
    }
  });

  it('requires the child’s data, the declaration, and health data consent when health data is given', async () => {
    const noChildData = await validForm([{ offer_ids: [camp], consents: { child_data: false } }]);
    expect(await refused(noChildData)).toMatchObject({
      hint: 'consent_required',
      details: 'children.0.consents.child_data',
    });
    const noHealth = await validForm([
      { offer_ids: [camp], medication: 'Inhaler', consents: { health_data: false } },
    ]);
    expect(await refused(noHealth)).toMatchObject({
      hint: 'consent_required',
      details: 'children.0.consents.health_data',
    });
    expect(registrationFormSchema.safeParse(noHealth).error?.issues.map((i) => fieldPath(i.path))).toEqual([
      'children.0.consents.health_data',
    ]);
    const noDeclaration = { ...(await validForm()), guardian_declaration: false };
    expect(await refused(noDeclaration)).toMatchObject({
      hint: 'consent_required',
      details: 'guardian_declaration',
    });
    const unknownVersion = await validForm();
    unknownVersion.consent_versions.photos_social = 99;
    expect((await refused(unknownVersion))?.hint).toBe('consent_version_unknown');
  });

  it('names the field it refuses, as the shared schema does', async () => {
    const cases: [string, (f: ReturnType<typeof registrationForm>) => void][] = [
      ['family.email', (f) => (f.family.email = 'not-an-address')],
      ['family.phone', (f) => (f.family.phone = '12')],
      ['family.parent_name', (f) => (f.family.parent_name = '   ')],
      [
        'family.emergency_name',
        (f) => (f.family.emergency_name = 'x'.repeat(REGISTRATION_TEXT_LIMITS.emergency_name + 1)),
      ],
      ['children.0.date_of_birth', (f) => (f.children[0]!.date_of_birth = '2015-02-30')],
      ['children.0.position', (f) => (f.children[0]!.position = 'striker' as never)],
      ['children.0.authorised_collectors', (f) => (f.children[0]!.authorised_collectors = '')],
      ['children.0.offer_ids', (f) => (f.children[0]!.offer_ids = [camp, camp])],
    ];
    for (const [path, spoil] of cases) {
      const form = await validForm();
      spoil(form);
      expect(
        registrationFormSchema.safeParse(form).error?.issues.map((i) => fieldPath(i.path)),
        path,
      ).toContain(path);
      expect(await refused(form), path).toMatchObject({
        code: '22023',
        hint: 'submission_invalid',
        details: path,
      });
    }
  });

  it('leaves nothing behind when it refuses', async () => {
    const form = await validForm([{ offer_ids: [camp] }, { date_of_birth: '2001-01-01', offer_ids: [camp] }]);
    expect((await refused(form))?.hint).toBe('birth_year_out_of_range');
    const { rows } = await db.query('select count(*)::int as n from public.families where email = $1', [
      form.family.email,
    ]);
    expect(rows[0].n).toBe(0);
    const subs = await db.query(
      'select count(*)::int as n from public.registration_submissions where idempotency_key = $1',
      [form.idempotency_key],
    );
    expect(subs.rows[0].n).toBe(0);
  });
});

describe('the limits of the form', () => {
  it('are the same in the database and in the shared schema', async () => {
    const { rows } = await db.query('select * from private.registration_limits');
    const limits = rows[0];
    expect({
      maxChildren: limits.max_children,
      maxOffers: limits.max_offers,
      minFormSeconds: limits.min_form_seconds,
      maxFormAgeHours: limits.max_form_age_hours,
      addressWindowMinutes: limits.address_window_minutes,
      submissionsPerAddress: limits.submissions_per_address,
      enquiriesPerAddress: limits.enquiries_per_address,
    }).toEqual(REGISTRATION_LIMITS);
    // Each text limit is the one its table's check holds: one character more is refused.
    const checks: [string, string, number][] = [
      ['families', 'parent_name', REGISTRATION_TEXT_LIMITS.parent_name],
      ['families', 'emergency_name', REGISTRATION_TEXT_LIMITS.emergency_name],
      ['families', 'phone', REGISTRATION_TEXT_LIMITS.phone],
      ['children', 'name', REGISTRATION_TEXT_LIMITS.child_name],
      ['children', 'allergies', REGISTRATION_TEXT_LIMITS.allergies],
      ['children', 'medication', REGISTRATION_TEXT_LIMITS.medication],
      ['children', 'authorised_collectors', REGISTRATION_TEXT_LIMITS.authorised_collectors],
      ['enquiries', 'name', REGISTRATION_TEXT_LIMITS.enquiry_name],
      ['enquiries', 'message', REGISTRATION_TEXT_LIMITS.message],
    ];
    for (const [table, column, max] of checks) {
      const { rows: ok } = await db.query(
        `select pg_catalog.string_agg(pg_get_constraintdef(c.oid), ' ') as defs from pg_constraint c
          where c.conrelid = $1::regclass and c.contype = 'c'`,
        [`public.${table}`],
      );
      expect(ok[0].defs, `${table}.${column}`).toContain(`char_length(${column}) <= ${max}`);
    }
  });
});
