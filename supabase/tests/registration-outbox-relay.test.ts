/**
 * The outbox's relay: the worker sees e-mails being written to the outbox and then queues their
 * send jobs; the worker's sweep queues what the relay missed. Neither ever restarts a failing
 * e-mail's retries nor starts a second copy of one being sent. A transaction that writes e-mails
 * sends no notification (one would make the commits of a burst reach the disk one by one), and
 * one that commits after the relay queued a batch is still queued within seconds.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_APPLICATION } from '@academy/worker';
import { useFixture } from './fixtures.ts';
import { stack } from './helpers.ts';
import { startMailWorker, type MailWorker } from './registration-mail-support.ts';
import { agedToken, anonFrom, createOffer, newAddress, registrationForm } from './registration-support.ts';

const { tag, db, offers } = useFixture('reg-relay', { settings: { online_registration: true } });
let mailWorker: MailWorker;

beforeAll(async () => {
  mailWorker = await startMailWorker('http://127.0.0.1:8080');
});

afterAll(async () => {
  await mailWorker?.stop();
});

async function mailsTo(address: string): Promise<unknown[]> {
  const mails = (await (await fetch(`${mailWorker.catcher.webUrl}/api/email`)).json()) as {
    to: { address: string }[];
  }[];
  return mails.filter((m) => m.to.some((t) => t.address === address));
}

async function register(offer: number): Promise<string> {
  const form = registrationForm(await agedToken(db, 10), [{ offer_ids: [offer] }]);
  const { error } = await anonFrom(newAddress(27)).rpc('submit_registration', { p_form: form as never });
  expect(error).toBeNull();
  return form.family.email;
}

/** Inside a transaction the worker cannot see: a pending e-mail and its send job; the job's key. */
async function pendingEmailWithItsJob(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.email_outbox (kind, to_address, language, payload)
     values ('registration_notice', $1, 'en', '{}') returning id`,
    [`${tag}-sweep@example.com`],
  );
  const key = `email:${rows[0]!.id}`;
  await db.query('select private.queue_new_emails()');
  expect((await db.query('select 1 from graphile_worker.jobs where key = $1', [key])).rows).toHaveLength(1);
  return key;
}

describe('the relay', () => {
  it('sends the e-mails a registration wrote while its connection was cut, once it reconnects', async () => {
    const offer = await createOffer(db, { title_en: `${tag} cut`, capacity: 5 });
    offers.push(offer);
    const { rowCount } = await db.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [RELAY_APPLICATION],
    );
    expect(rowCount).toBe(1);
    // Written while the relay has no connection; its new connection finds it.
    const email = await register(offer);
    const relays = async () =>
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where application_name = $1',
          [RELAY_APPLICATION],
        )
      ).rows[0]!.n;
    await expect.poll(relays, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => mailsTo(email), { timeout: 15_000 }).toHaveLength(1);
  });
});

describe('an e-mail whose transaction commits after the relay queued the others', () => {
  it('is queued within seconds, not left for the sweep a minute later', async () => {
    const late = new pg.Client({ connectionString: stack().dbUrl });
    await late.connect();
    let id: string | undefined;
    try {
      await late.query('begin');
      ({ id } = (
        await late.query<{ id: string }>(
          `insert into public.email_outbox (kind, to_address, language, payload)
           values ('registration_notice', $1, 'en', '{}') returning id`,
          [`${tag}-late@example.com`],
        )
      ).rows[0]!);
      // Its number is taken: the relay sees it, waits for the writing to pause and queues the
      // e-mails committed by then, which are not this one yet.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await late.query('commit');
      const queuedOrSent = async () =>
        (
          await db.query<{ done: boolean }>(
            `select exists (select 1 from graphile_worker.jobs where key = 'email:' || $1::text)
                    or exists (select 1 from public.email_outbox where id = $1::bigint and status <> 'pending')
                    as done`,
            [id],
          )
        ).rows[0]!.done;
      await expect.poll(queuedOrSent, { timeout: 5_000 }).toBe(true);
    } finally {
      await late.end();
      if (id) {
        await db.query(`delete from graphile_worker._private_jobs where key = 'email:' || $1::text`, [id]);
        await db.query('delete from public.email_outbox where id = $1', [id]);
      }
    }
  });
});

describe('a registration', () => {
  it('sends no notification from its transaction, and its e-mail still goes out at once', async () => {
    const offer = await createOffer(db, { title_en: `${tag} quiet`, capacity: 5 });
    offers.push(offer);
    const listener = new pg.Client({ connectionString: stack().dbUrl });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.channel));
    try {
      // The channel the outbox once notified on.
      await listener.query('listen email_outbox');
      const email = await register(offer);
      await expect.poll(() => mailsTo(email), { timeout: 15_000 }).toHaveLength(1);
      // The relay queued the send job after the registration's commit, in a transaction of its own.
      expect(heard).toEqual([]);
    } finally {
      await listener.end();
    }
  });
});

describe('the sweep', () => {
  it('leaves a failing e-mail’s retry count and backoff as they are', async () => {
    await db.query('begin');
    try {
      const key = await pendingEmailWithItsJob();
      await db.query(
        `update graphile_worker._private_jobs set attempts = 1, run_at = now() + interval '1 hour',
           last_error = 'refused' where key = $1`,
        [key],
      );
      await db.query('select private.requeue_all()');
      const { rows } = await db.query(
        `select attempts, run_at > now() + interval '50 minutes' as later from graphile_worker.jobs where key = $1`,
        [key],
      );
      expect(rows).toEqual([{ attempts: 1, later: true }]);
    } finally {
      await db.query('rollback');
    }
  });

  it('starts no second copy of an e-mail being sent', async () => {
    await db.query('begin');
    try {
      const key = await pendingEmailWithItsJob();
      const { rows: locked } = await db.query<{ payload: unknown }>(
        `update graphile_worker._private_jobs set locked_at = now(), locked_by = 'another worker'
          where key = $1 returning payload`,
        [key],
      );
      await db.query('select private.requeue_all()');
      const { rows } = await db.query(
        `select count(*)::int as n from graphile_worker._private_jobs where payload::jsonb = $1::jsonb`,
        [JSON.stringify(locked[0]!.payload)],
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await db.query('rollback');
    }
  });
});
