/**
 * Before camp, the reminders (docs/family-accounts.md, "Before camp"): while a booking that holds
 * a place misses details its offer requires, the family is e-mailed when the requirement first
 * applies, a week before the day they are due and the day before, each once (a job run twice, or
 * two at once, sends nothing more), nothing once the booking is ready, cancelled or past the
 * day; the e-mail is in the family's language and leads to the account page in it.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTools } from './family-accounts-support.ts';
import { useFixture } from './fixtures.ts';
import { stack } from './helpers.ts';
import { formatDay } from '../../packages/worker/src/mail/time.ts';
import { startMailWorker, type MailWorker } from './registration-mail-support.ts';

const BLOCK = 171;
const SITE = 'http://127.0.0.1:8080';
const fx = useFixture('before-camp', { settings: { online_registration: true } });
const { db } = fx;
const { register, one } = accountTools(fx, BLOCK);

/** An offer requiring `details`, due `dueInDays` days from the academy's today. */
async function offerRequiring(details: string, dueInDays: number, title = `${fx.tag} camp`) {
  const offer = await fx.offer({ capacity: 10, starts_in_days: 40, title_en: title });
  await db.query(
    `update public.offers set before_camp_details = $2::public.before_camp_detail[],
       before_camp_deadline = private.academy_date(now()) + $3::int where id = $1`,
    [offer, details, dueInDays],
  );
  return offer;
}

/** Runs the job as the worker does, `days` days from now. */
async function runJob(days: number, client: pg.Client = db): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select private.queue_before_camp_reminders(now() + make_interval(days => $1::int)) as n`,
    [days],
  );
  return rows[0]!.n;
}

/** The steps of the reminders queued for a booking, in order. */
async function steps(registrationId: number): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `select dedupe_key as key from public.email_outbox
     where kind = 'before_camp_reminder' and $1 = any (registration_ids) order by id`,
    [registrationId],
  );
  return rows.map((r) => r.key.split(':')[1]!);
}

async function book(who: string, offer: number, language = 'es', name = 'Marta') {
  const answer = await register(who, [{ name, offer_ids: [offer] }], { language });
  return { registrationId: answer.items[0]!.registration_id, familyId: answer.family_id };
}

/** Gives what an offer requiring medical_form and collectors asks, as the account does. */
async function makeReady(registrationId: number) {
  const { child_id } = await one<{ child_id: string }>(
    'select child_id from public.registrations where id = $1',
    [registrationId],
  );
  await db.query('update public.children set medical_confirmed_at = now() where id = $1', [child_id]);
  await db.query(
    `insert into public.child_collectors (child_id, name, relationship, phone)
     values ($1, 'Tía Rosa', 'Aunt', '+34 600 123 123')`,
    [child_id],
  );
}

describe('the reminders of what a booking misses before camp', () => {
  it('go once per step: first, a week before, the day before; none after the day', async () => {
    const offer = await offerRequiring('{medical_form,collectors}', 20);
    const { registrationId } = await book('steps', offer);
    await runJob(0);
    await runJob(0);
    expect(await steps(registrationId)).toEqual(['first']);
    // Eight days before: not yet the week's.
    await runJob(12);
    expect(await steps(registrationId)).toEqual(['first']);
    await runJob(13);
    await runJob(15);
    expect(await steps(registrationId)).toEqual(['first', 'week']);
    await runJob(19);
    await runJob(19);
    expect(await steps(registrationId)).toEqual(['first', 'week', 'day']);
    await runJob(20);
    await runJob(21);
    expect(await steps(registrationId)).toEqual(['first', 'week', 'day']);
  });

  it('skip the week’s and the day’s when the first one went out within that time', async () => {
    const offer = await offerRequiring('{collectors}', 5);
    const { registrationId } = await book('late', offer);
    await runJob(0);
    await runJob(1);
    expect(await steps(registrationId)).toEqual(['first']);
    const soon = await offerRequiring('{collectors}', 1);
    const tomorrow = await book('tomorrow', soon);
    await runJob(0);
    expect(await steps(tomorrow.registrationId)).toEqual(['first']);
  });

  it('stop once the booking is ready, cancelled, or its day has passed, and never ask for nothing', async () => {
    const offer = await offerRequiring('{medical_form,collectors}', 20);
    const ready = await book('ready', offer);
    const cancelled = await book('cancelled', offer);
    await runJob(0);
    expect(await steps(ready.registrationId)).toEqual(['first']);
    expect(await steps(cancelled.registrationId)).toEqual(['first']);
    await makeReady(ready.registrationId);
    await db.query(
      `update public.registrations set status = 'cancelled', cancel_reason = 'parent' where id = $1`,
      [cancelled.registrationId],
    );
    await runJob(13);
    await runJob(19);
    expect(await steps(ready.registrationId)).toEqual(['first']);
    expect(await steps(cancelled.registrationId)).toEqual(['first']);

    const past = await offerRequiring('{collectors}', -1);
    const nothing = await offerRequiring('{}', 20);
    const late = await book('past', past);
    const free = await book('free', nothing);
    await runJob(0);
    expect(await steps(late.registrationId)).toEqual([]);
    expect(await steps(free.registrationId)).toEqual([]);
  });

  it('are queued once when two workers run the job at the same moment', async () => {
    const offer = await offerRequiring('{collectors}', 20);
    const { registrationId } = await book('twice', offer);
    const clients = [0, 1].map(() => new pg.Client({ connectionString: stack().dbUrl }));
    try {
      await Promise.all(clients.map((c) => c.connect()));
      const pids = await Promise.all(
        clients.map(
          async (c) => (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid,
        ),
      );
      await Promise.all(clients.map((c) => c.query('begin')));
      // Both find the booking without a reminder: one inserts it, the other's insert waits for
      // that transaction (the unique key), and finds it there once it commits.
      const runs = clients.map((c) => runJob(0, c));
      for (let waiting = 0; waiting === 0;) {
        const { rows } = await db.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where pid = any ($1) and wait_event_type = 'Lock'`,
          [pids],
        );
        waiting = rows[0]!.n;
      }
      await Promise.all(clients.map((c) => c.query('commit')));
      await Promise.all(runs);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    expect(await steps(registrationId)).toEqual(['first']);
  });
});

describe('what staff read of it', () => {
  it('the inbox and the roster (registration_overview) say what a booking misses, to Admins and Coordinators only', async () => {
    const coordinator = (await fx.staff('coordinator', 'Coordinator')).client;
    const editor = (await fx.staff('editor', 'Editor')).client;
    const offer = await offerRequiring('{medical_form,collectors}', 20);
    const plain = await fx.offer({ capacity: 5 });
    const missing = await book('inbox', offer);
    const done = await book('inbox-ready', offer);
    const free = await book('inbox-free', plain);
    await makeReady(done.registrationId);
    const read = async (client: typeof coordinator, filter?: boolean) => {
      let query = client
        .from('registration_overview')
        .select('id, before_camp_required, before_camp_missing, before_camp_ready')
        .in('id', [missing.registrationId, done.registrationId, free.registrationId])
        .order('id');
      if (filter !== undefined) query = query.eq('before_camp_ready', filter);
      const { data, error } = await query;
      expect(error).toBeNull();
      return data;
    };
    expect(await read(coordinator)).toEqual([
      {
        id: missing.registrationId,
        before_camp_required: ['medical_form', 'collectors'],
        before_camp_missing: ['medical_form', 'collectors'],
        before_camp_ready: false,
      },
      {
        id: done.registrationId,
        before_camp_required: ['medical_form', 'collectors'],
        before_camp_missing: [],
        before_camp_ready: true,
      },
      { id: free.registrationId, before_camp_required: [], before_camp_missing: [], before_camp_ready: true },
    ]);
    expect((await read(coordinator, false))?.map((r) => r.id)).toEqual([missing.registrationId]);
    expect(await read(editor)).toEqual([]);
  });
});

describe('the reminder e-mail', () => {
  let mailWorker: MailWorker;
  beforeAll(async () => {
    mailWorker = await startMailWorker(SITE);
  });
  afterAll(async () => {
    await mailWorker?.stop();
  });

  interface CaughtMail {
    subject: string;
    text: string;
    html: string;
    to: { address: string }[];
  }
  async function mailTo(address: string, subject: RegExp): Promise<CaughtMail | undefined> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const mails = (await (await fetch(`${mailWorker.catcher.webUrl}/api/email`)).json()) as CaughtMail[];
      const mail = mails.find((m) => m.to.some((t) => t.address === address) && subject.test(m.subject));
      if (mail || Date.now() > deadline) return mail;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('names the child, the offer, what is missing and the day, in the family’s language', async () => {
    const offer = await offerRequiring('{medical_form,collectors}', 20, `${fx.tag} summer`);
    await db.query(`update public.offers set title_ru = $2 where id = $1`, [offer, `${fx.tag} лето`]);
    await book('russian', offer, 'ru', 'Маша');
    await book('spanish', offer, 'es', 'Lucía');
    await runJob(0);
    const due = await one<{ d: string }>(
      `select to_char(private.academy_date(now()) + 20, 'YYYY-MM-DD') as d`,
    );

    const ru = await mailTo(fx.email('russian'), /нужны данные/);
    expect(ru, 'no Russian reminder within 60 s').toBeDefined();
    expect(ru!.subject).toBe(`До начала «${fx.tag} лето» нужны данные: Маша`);
    expect(ru!.text).toContain(`до ${formatDay(due.d, 'ru')}`);
    expect(ru!.text).toContain('Аллергии и лекарства (подтвердите, даже если их нет)');
    expect(ru!.text).toContain('Кто может забирать ребёнка');
    expect(ru!.text).not.toContain('Контакт на экстренный случай');
    expect(ru!.html).toContain(`href="${SITE}/ru/account"`);

    const es = await mailTo(fx.email('spanish'), /Faltan datos/);
    expect(es, 'no Spanish reminder within 60 s').toBeDefined();
    expect(es!.subject).toBe(`Faltan datos de Lucía antes de ${fx.tag} summer (es)`);
    expect(es!.text).toContain('Añádelos a más tardar el');
    expect(es!.text).toContain('tu cuenta de la familia');
    expect(es!.text).toContain('Quién puede recoger al menor');
    expect(es!.html).toContain(`href="${SITE}/es/account"`);
  });
});
