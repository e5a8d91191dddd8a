/**
 * E-mail, end to end: the worker (graphile-worker) sends what a registration wrote to the outbox
 * through real SMTP to a real catcher (MailDev), in the family's language, as HTML and text, with
 * the .ics of the offer; each attempt lands in the delivery log; a failed attempt is retried
 * with backoff; a rolled-back registration queues and sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationAnswer } from '@academy/shared/registration.ts';
import { useFixture } from './fixtures.ts';
import { startMailWorker, type MailWorker } from './registration-mail-support.ts';
import { agedToken, anonFrom, createOffer, newAddress, registrationForm } from './registration-support.ts';

const { tag, db, offers } = useFixture('reg-mail', { settings: { online_registration: true } });
const SITE = 'http://127.0.0.1:8080';
let mailWorker: MailWorker;

interface CaughtMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
  attachments?: { filename: string; contentType: string; generatedFileName: string }[];
}

beforeAll(async () => {
  mailWorker = await startMailWorker(SITE);
});

afterAll(async () => {
  await mailWorker?.stop();
});

async function inbox(): Promise<CaughtMail[]> {
  return (await fetch(`${mailWorker.catcher.webUrl}/api/email`)).json() as Promise<CaughtMail[]>;
}

/** The e-mails to `address` once `count` have arrived (within `ms`). */
async function mailsTo(address: string, count = 1, ms = 60_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const mails = (await inbox()).filter((m) => m.to.some((t) => t.address === address));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function register(offer: number, familyLanguage: 'es' | 'ru' | 'en') {
  const form = registrationForm(await agedToken(db, 10), [{ name: 'Martina', offer_ids: [offer] }], {
    language: familyLanguage,
  });
  const { data, error } = await anonFrom(newAddress(26)).rpc('submit_registration', {
    p_form: form as never,
  });
  expect(error).toBeNull();
  return { form, answer: data as unknown as RegistrationAnswer };
}

describe('the confirmation', () => {
  it('reaches the family within 60 s in their language, with HTML, text and the offer’s .ics', async () => {
    const offer = await createOffer(db, { title_en: `${tag} summer week`, kind: 'campus_week', capacity: 5 });
    offers.push(offer);
    const started = Date.now();
    const { form, answer } = await register(offer, 'es');
    const [mail] = await mailsTo(form.family.email);
    expect(mail, 'no e-mail within 60 s').toBeDefined();
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(mail!.subject).toBe('Tu inscripción en la Academia de Fútbol SierraMar');
    expect(mail!.from[0]).toMatchObject({
      address: 'sport@sierramar-academy.es',
      name: 'Academia de Fútbol SierraMar',
    });
    expect(mail!.text).toContain(`Martina: ${tag} summer week (es)`);
    expect(mail!.text).toContain('Plaza reservada');
    expect(mail!.text).toContain('Botas, espinilleras, botella de agua');
    expect(mail!.text).toContain(`Concepto: R${answer.submission_id}`);
    expect(mail!.html).toContain('<meta name="viewport"');
    expect(mail!.html).toContain(
      `${SITE}/es/registration/manage?token=p1.${answer.items[0]!.registration_id}.`,
    );
    const ics = mail!.attachments?.find((a) => a.filename === 'registration.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const calendar = await (
      await fetch(`${mailWorker.catcher.webUrl}/api/email/${mail!.id}/attachment/${ics!.generatedFileName}`)
    ).text();
    const start = (
      await db.query("select to_char(starts_on, 'YYYYMMDD') as d from public.offers where id = $1", [offer])
    ).rows[0].d;
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${start}`);
    expect(calendar).toContain(`SUMMARY:${tag} summer week (es): Martina`);

    // The academy hears of it too, and the delivery log has each attempt with the SMTP answer.
    const { rows } = await db.query(
      `select o.kind, o.status, d.ok, d.smtp_response from public.email_outbox o
         join public.email_deliveries d on d.outbox_id = o.id
        where o.family_id = $1 order by o.id, d.attempt`,
      [answer.family_id],
    );
    await expect
      .poll(async () =>
        (await mailsTo('sport@sierramar-academy.es')).some((m) => m.text.includes(form.family.email)),
      )
      .toBe(true);
    // "Reply" on the academy's copy answers the family.
    const notice = (await mailsTo('sport@sierramar-academy.es')).find((m) =>
      m.text.includes(form.family.email),
    );
    const source = await (await fetch(`${mailWorker.catcher.webUrl}/api/email/${notice!.id}/source`)).text();
    expect(source).toMatch(new RegExp(`^Reply-To: ${form.family.email.replace('.', '\\.')}\\r?$`, 'mi'));
    expect(rows[0]).toMatchObject({ kind: 'registration_received', status: 'sent', ok: true });
    expect(rows[0].smtp_response).toMatch(/^250/);
  });

  it('tells a waiting family its position, with nothing to pay and no calendar file', async () => {
    const offer = await createOffer(db, { title_en: `${tag} full`, capacity: 0 });
    offers.push(offer);
    const { form } = await register(offer, 'ru');
    const [mail] = await mailsTo(form.family.email);
    expect(mail!.subject).toBe('Ваша запись в футбольную академию SierraMar');
    expect(mail!.text).toContain('Место 1 в листе ожидания');
    expect(mail!.text).toContain('Пока вы в листе ожидания, платить ничего не нужно');
    expect(mail!.attachments ?? []).toEqual([]);
  });
});

describe('the outbox', () => {
  it('holds nothing, and nothing is sent, for a registration whose transaction rolled back', async () => {
    const offer = await createOffer(db, { title_en: `${tag} rollback`, capacity: 5 });
    offers.push(offer);
    const form = registrationForm(await agedToken(db, 10), [{ offer_ids: [offer] }]);
    const jobsBefore = Number(
      (await db.query("select count(*) from graphile_worker.jobs where task_identifier = 'send_email'"))
        .rows[0].count,
    );
    await db.query('begin');
    const inside = await db.query('select public.submit_registration($1::jsonb) as r', [
      JSON.stringify(form),
    ]);
    const familyId = (inside.rows[0].r as RegistrationAnswer).family_id;
    const written = await db.query(
      'select count(*)::int as n from public.email_outbox where family_id = $1',
      [familyId],
    );
    expect(written.rows[0].n).toBe(2);
    await db.query('rollback');
    const after = await db.query('select count(*)::int as n from public.email_outbox where family_id = $1', [
      familyId,
    ]);
    expect(after.rows[0].n).toBe(0);
    const jobsAfter = Number(
      (await db.query("select count(*) from graphile_worker.jobs where task_identifier = 'send_email'"))
        .rows[0].count,
    );
    expect(jobsAfter).toBeLessThanOrEqual(jobsBefore);
    // A registration sent afterwards is delivered: the worker was running all along.
    const { form: later } = await register(offer, 'en');
    expect(await mailsTo(later.family.email)).toHaveLength(1);
    expect(await mailsTo(form.family.email, 1, 1000)).toEqual([]);
  });

  it('retries a failed attempt with backoff, each attempt in the delivery log', async () => {
    const offer = await createOffer(db, { title_en: `${tag} retry`, capacity: 5 });
    offers.push(offer);
    const { answer } = await register(offer, 'en');
    const recipient = `${tag}-retry@example.com`;
    // A copy of the family's confirmation with no recipient: the first attempt fails.
    const { rows } = await db.query(
      `insert into public.email_outbox (kind, family_id, registration_ids, to_address, language, payload)
       select kind, family_id, registration_ids, null, language, payload from public.email_outbox
        where family_id = $1 and kind = 'registration_received' returning id`,
      [answer.family_id],
    );
    const id = Number(rows[0].id);
    const log = async () =>
      (
        await db.query(
          'select attempt, ok, error from public.email_deliveries where outbox_id = $1 order by attempt',
          [id],
        )
      ).rows;
    await expect.poll(log, { timeout: 20_000 }).toHaveLength(1);
    expect((await log())[0]).toMatchObject({ attempt: 1, ok: false, error: 'the e-mail has no recipient' });
    const job = (
      await db.query('select attempts, run_at > now() as later from graphile_worker.jobs where key = $1', [
        `email:${id}`,
      ])
    ).rows[0];
    expect(job).toMatchObject({ attempts: 1, later: true });
    await db.query('update public.email_outbox set to_address = $2 where id = $1', [id, recipient]);
    // The second attempt comes after the backoff (about e¹ ≈ 3 s) and succeeds.
    expect(await mailsTo(recipient, 1, 30_000)).toHaveLength(1);
    await expect.poll(log, { timeout: 5_000 }).toHaveLength(2);
    expect((await log())[1]).toMatchObject({ attempt: 2, ok: true, error: null });
    expect(
      (await db.query('select status from public.email_outbox where id = $1', [id])).rows[0].status,
    ).toBe('sent');
  });
});

describe('a place offered from the waiting list', () => {
  it('is e-mailed with its accept link, and its expiry is a job due at the hold’s end', async () => {
    const offer = await createOffer(db, { title_en: `${tag} freed`, capacity: 1 });
    offers.push(offer);
    const first = await register(offer, 'en');
    const second = await register(offer, 'en');
    await db.query("update public.registrations set status = 'cancelled' where id = $1", [
      first.answer.items[0]!.registration_id,
    ]);
    const id = second.answer.items[0]!.registration_id;
    const mails = await mailsTo(second.form.family.email, 2);
    const offered = mails.find((m) => m.subject === 'A place is free for Martina');
    expect(offered?.html).toContain(`${SITE}/registration/manage?token=p1.${id}.`);
    expect(offered?.text).toContain('Accept the place: http://');
    const job = await db.query(
      `select j.run_at = r.hold_expires_at as at_hold_end from graphile_worker.jobs j
         join public.registrations r on j.key = 'hold:' || r.id where r.id = $1 and j.task_identifier = 'expire_holds'`,
      [id],
    );
    expect(job.rows).toEqual([{ at_hold_end: true }]);

    // Accepted with the parents' link: the place is reserved, to be paid with the first reference.
    const token = (await db.query('select private.parent_link_token($1) as t', [id])).rows[0].t as string;
    const accepted = await anonFrom(newAddress(26)).rpc('parent_link_action', {
      p_token: token,
      p_action: 'accept_place',
    });
    expect(accepted.error).toBeNull();
    const all = await mailsTo(second.form.family.email, 3);
    const reserved = all.find((m) => m.subject === 'Place reserved for Martina');
    expect(reserved?.text).toContain(`Reference: R${second.answer.submission_id}`);
  });
});

describe('reminders', () => {
  it('are queued a week and a day before the start, once each, and sent with the .ics', async () => {
    const noon = "(current_date::timestamp + interval '12 hours') at time zone 'Europe/Madrid'";
    const week = await createOffer(db, { title_en: `${tag} in a week`, capacity: 5, starts_in_days: 7 });
    const tomorrow = await createOffer(db, { title_en: `${tag} tomorrow`, capacity: 5, starts_in_days: 1 });
    offers.push(week, tomorrow);
    const early = await register(week, 'en');
    const late = await register(week, 'en');
    const soon = await register(tomorrow, 'en');
    // The first family registered ten days ago (created_at is kept by a trigger: off meanwhile);
    // the second today, within the week: no week reminder for it.
    await db.query('begin');
    await db.query('alter table public.registrations disable trigger registrations_set_timestamps');
    await db.query("update public.registrations set created_at = now() - interval '10 days' where id = $1", [
      early.answer.items[0]!.registration_id,
    ]);
    await db.query('alter table public.registrations enable trigger registrations_set_timestamps');
    await db.query('commit');
    await db.query(`select private.queue_reminders(${noon})`);
    await db.query(`select private.queue_reminders(${noon})`);
    const kinds = async (id: number) =>
      (
        await db.query(
          "select kind from public.email_outbox where $1 = any (registration_ids) and kind::text like 'reminder%'",
          [id],
        )
      ).rows.map((r) => r.kind as string);
    expect(await kinds(early.answer.items[0]!.registration_id)).toEqual(['reminder_week']);
    expect(await kinds(late.answer.items[0]!.registration_id)).toEqual([]);
    expect(await kinds(soon.answer.items[0]!.registration_id)).toEqual(['reminder_day']);
    const mails = await mailsTo(soon.form.family.email, 2);
    const reminder = mails.find((m) => m.subject === `${tag} tomorrow starts tomorrow`);
    expect(reminder, mails.map((m) => m.subject).join(', ')).toBeDefined();
    expect(reminder?.attachments?.map((a) => a.filename)).toEqual(['registration.ics']);
  });
});
