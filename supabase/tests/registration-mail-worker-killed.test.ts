/**
 * A worker killed while it sends an e-mail (SIGKILL, out of memory, the machine lost) leaves that
 * e-mail's job locked under its id. The next worker to start sees that nobody holds that id any
 * more and hands the job back to the queue: the e-mail goes out once, within a minute, not after
 * the queue's own 4-hour limit on stale locks. The worker runs as `npm start` runs it: its own
 * process (packages/worker/src/cli.ts).
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnPart, type PartProcess } from '../../scripts/lib/partProcess.ts';
import { freePort } from '../../scripts/lib/freePort.ts';
import { useFixture } from './fixtures.ts';
import { stack } from './helpers.ts';
import { agedToken, anonFrom, createOffer, newAddress, registrationForm } from './registration-support.ts';

/**
 * An SMTP server that takes every message but, while `hanging`, never answers the end of a
 * message to `hangFor`: the sender waits as for a slow server. Other messages (e-mails earlier
 * tests left in the outbox) are answered at once. Only answered messages count as delivered.
 */
async function hangingSmtp() {
  const delivered: string[] = [];
  const held: string[] = [];
  const state = { hanging: true, hangFor: '' };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write('220 test ESMTP\r\n');
    let buffer = '';
    let inData = false;
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (state.hanging && state.hangFor && message.includes(`To: ${state.hangFor}`)) held.push(message);
          else {
            delivered.push(message);
            socket.write('250 2.0.0 queued\r\n');
          }
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === 'EHLO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    delivered,
    held,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The outbox ids of messages (the X-Academy-Outbox-Id header the worker sets). */
const outboxIds = (messages: string[]) =>
  messages.map((message) => /^X-Academy-Outbox-Id: (\d+)$/im.exec(message)?.[1]);

const { tag, db, offers } = useFixture('reg-killed', { settings: { online_registration: true } });
let smtp: Awaited<ReturnType<typeof hangingSmtp>>;
const workers: PartProcess[] = [];

const startWorkerProcess = async () => {
  const worker = await spawnPart(
    'packages/worker/src/cli.ts',
    { DATABASE_URL: stack().dbUrl, SMTP_URL: smtp.url, SITE_URL: 'http://127.0.0.1:8080', MAIL_FROM: '' },
    { quiet: true },
  );
  workers.push(worker);
  return worker;
};

beforeAll(async () => {
  smtp = await hangingSmtp();
});

afterAll(async () => {
  for (const worker of workers) await worker.stop();
  await smtp?.stop();
});

describe('a worker killed while it sends an e-mail', { timeout: 120_000 }, () => {
  it('the next worker sends that e-mail, once, within a minute', async () => {
    const first = await startWorkerProcess();
    const offer = await createOffer(db, { title_en: `${tag} camp`, capacity: 5 });
    offers.push(offer);
    const form = registrationForm(await agedToken(db, 10), [{ offer_ids: [offer] }]);
    smtp.state.hangFor = form.family.email;
    const { error } = await anonFrom(newAddress(29)).rpc('submit_registration', { p_form: form as never });
    expect(error).toBeNull();
    const { rows } = await db.query<{ id: string }>(
      'select id::text from public.email_outbox where to_address = $1',
      [form.family.email],
    );
    const id = rows[0]!.id;

    // The worker has handed the e-mail to the server, which does not answer yet.
    await expect.poll(() => outboxIds(smtp.held), { timeout: 30_000 }).toContain(id);
    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    const locked = await db.query(
      `select 1 from graphile_worker._private_jobs where key = $1 and locked_by is not null`,
      [`email:${id}`],
    );
    expect(locked.rows).toHaveLength(1);

    smtp.state.hanging = false;
    const restartedAt = Date.now();
    await startWorkerProcess();
    await expect.poll(() => outboxIds(smtp.delivered), { timeout: 60_000, interval: 500 }).toContain(id);
    expect(Date.now() - restartedAt).toBeLessThan(60_000);
    await expect
      .poll(async () => (await db.query('select status from public.email_outbox where id = $1', [id])).rows)
      .toEqual([{ status: 'sent' }]);
    // Once: no second copy comes later either.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(outboxIds(smtp.delivered).filter((delivered) => delivered === id)).toHaveLength(1);
    // Had the server taken the first copy before the worker died, the two would be one message
    // to the family's mail service: both carry the outbox e-mail's own Message-ID.
    const messageIds = (messages: string[]) =>
      messages
        .filter((message) => outboxIds([message])[0] === id)
        .map((message) => /^Message-ID: (.+)$/im.exec(message)?.[1]?.trim());
    expect([...messageIds(smtp.held), ...messageIds(smtp.delivered)]).toEqual([
      `<outbox-${id}@127.0.0.1>`,
      `<outbox-${id}@127.0.0.1>`,
    ]);
  });
});
