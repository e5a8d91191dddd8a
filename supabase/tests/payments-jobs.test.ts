/**
 * Online payments' jobs: a deposit's hold gets its expiry job (key hold:<registration id>, due at
 * pay_by) from the outbox's relay, as a registration's e-mails get theirs, without the submission
 * adding it in its own transaction; a checkout still open moves the job's time to its end; a
 * refund asked gets its refund_payment job (key refund:<refund id>).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import type { Client } from './helpers.ts';
import { deliver, linkToken, paySession, registerFamily, sessionEvent } from './payments-support.ts';
import { startMailWorker, type MailWorker } from './registration-mail-support.ts';

const BLOCK = 64;
const fx = useFixture('pay-jobs', {
  settings: {
    online_registration: true,
    online_payments: true,
    deposit_hold_hours: 2,
    transfer_allowed: false,
  },
});
const { db } = fx;
let mailWorker: MailWorker;
let admin: Client;

beforeAll(async () => {
  mailWorker = await startMailWorker('http://127.0.0.1:8080');
  admin = (await fx.staff('admin', 'Admin')).client;
});

afterAll(async () => {
  await mailWorker?.stop();
});

/** The job of `key` once it exists (the relay adds it within seconds), or undefined after 10 s. */
async function job(key: string): Promise<{ task_identifier: string; run_at: Date } | undefined> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await db.query(
      'select task_identifier, run_at from graphile_worker.jobs where key = $1',
      [key],
    );
    if (rows[0]) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

describe('the jobs of payments', () => {
  it('end a deposit’s hold at pay_by, or at the end of a checkout still open', async () => {
    const offer = await fx.offer({ capacity: 5, price: 300, deposit: 100 });
    const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const id = answer.items[0]!.registration_id;
    const hold = await job(`hold:${id}`);
    const { rows } = await db.query<{ pay_by: Date }>(
      'select pay_by from public.registrations where id = $1',
      [id],
    );
    expect(hold).toEqual({ task_identifier: 'expire_holds', run_at: rows[0]!.pay_by });

    // A checkout opened 10 minutes before the end lasts 31 minutes: the sweep's job follows it.
    await db.query('select graphile_worker.remove_job($1)', [`hold:${id}`]);
    await db.query("update public.registrations set pay_by = now() + interval '10 minutes' where id = $1", [
      id,
    ]);
    const session = await paySession(db, { token: await linkToken(db, id) });
    await db.query('select private.requeue_all()');
    const later = await job(`hold:${id}`);
    expect(later!.run_at.getTime() / 1000).toBe(session.expires_at);
  });

  it('ask the provider for a refund', async () => {
    const offer = await fx.offer({ capacity: 5, price: 300, deposit: 100 });
    const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const id = answer.items[0]!.registration_id;
    const session = await paySession(db, { token: await linkToken(db, id) });
    await deliver(db, sessionEvent('checkout.session.completed', session));
    const { rows } = await db.query<{ id: string }>(
      'select id from public.payments where registration_id = $1',
      [id],
    );
    const { data, error } = await admin.rpc('request_refund', {
      p_payment_id: Number(rows[0]!.id),
      p_amount: 10,
      p_reason: 'Goodwill',
    });
    expect(error).toBeNull();
    expect(await job(`refund:${(data as { id: number }).id}`)).toMatchObject({
      task_identifier: 'refund_payment',
    });
  });
});
