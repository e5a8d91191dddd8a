import { mailEs } from '@academy/shared/i18n/mail/es.ts';
import { expect, test } from '../fixtures.ts';
import { hydrated } from './visitor-support.ts';
import { ageFormToken, fillChild, fillFamily, mailTo, openCampusWeek, reg, ui } from './parent-support.ts';
import {
  checkoutEs,
  depositPaid,
  familyAwaitingDeposit,
  parentsPage,
  payByCard,
  withOnlinePayments,
} from './payment-support.ts';
import { registeredFamily, storyCamp } from './registration-support.ts';

// Parents on a phone, in Spanish, pay online: the deposit from the answer page by card (a declined
// card first), by Bizum from the parents' page, the balance from its e-mail; a checkout left
// unpaid ends its hold and the place passes to the first waiting family.
test.use({ viewport: { width: 390, height: 844 } });

const pay = reg.payment;

test('a parent pays the deposit by card from the answer page, after a declined card, and gets the receipt', async ({
  page,
  sql,
}) => {
  await withOnlinePayments(sql, async () => {
    const week = await openCampusWeek(sql);
    const email = `paga-tarjeta-${Date.now()}@example.com`;
    await page.goto(`/es/registration?offer=${week.id}`);
    await hydrated(page);
    await fillChild(page, 1, {
      name: 'Lucía Pérez',
      birth: '2015-04-02',
      position: reg.positions.goalkeeper,
      shirt: reg.shirtSizes['140'],
      offer: week.title,
    });
    await fillFamily(page, email);
    await ageFormToken(page, sql);
    await page.getByRole('button', { name: ui.regSubmit }).click();
    await expect(page.getByRole('heading', { level: 1, name: ui.regAnswerTitle })).toBeVisible();

    // The answer says until when the place is held and offers to pay the deposit now.
    const [held] = await sql<{ id: number; deposit: string }>(
      `select r.id, (select a.due_now from public.registration_amounts(r.id) a)::text as deposit
         from public.registrations r join public.families f on f.id = r.family_id
        where f.email = $1 and r.pay_by is not null`,
      [email],
    );
    expect(held).toBeTruthy();
    await expect(page.getByText(pay.heldUntilOne.split('{time}')[0]!)).toBeVisible();
    await page.getByRole('button', { name: new RegExp(pay.payDeposit.split(':')[0]!) }).click();

    // The provider's checkout page, in Spanish, on the phone: the declined card is told, then paid.
    await expect(page.getByRole('heading', { name: checkoutEs.payWithCard })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await payByCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toContainText(checkoutEs.failures.card_declined);
    await payByCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/es\/registration\/paid\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { level: 1, name: pay.paidTitle })).toBeVisible({
      timeout: 30_000,
    });

    const [row] = await sql<{ status: string; method: string; provider: string; amount: string }>(
      `select r.status, p.method, p.provider_payment_id as provider, p.amount::text
         from public.registrations r join public.payments p on p.registration_id = r.id where r.id = $1`,
      [held!.id],
    );
    expect(row).toMatchObject({ status: 'confirmed', method: 'card_online', amount: held!.deposit });
    expect(row!.provider).toMatch(/^pi_/);
    await expect
      .poll(async () => (await mailTo(email)).map((m) => m.subject))
      .toContain(mailEs.payment_receipt.subject);
    const receipt = (await mailTo(email)).find((m) => m.subject === mailEs.payment_receipt.subject)!;
    expect(receipt.text).toContain(row!.provider);

    // Back on the answer page: the place is confirmed, the deposit paid, and Pay is for the balance.
    await page.goto('/es/registration/answer');
    await expect(page.getByRole('heading', { level: 1, name: ui.regAnswerTitle })).toBeVisible();
    await expect(page.getByText(reg.status.confirmed)).toBeVisible();
    await expect(page.getByText(pay.paid.split('{amount}')[0]!.trim())).toBeVisible();
    await expect(page.getByText(reg.status.new)).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(pay.payDeposit.split(':')[0]!) })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole('button', { name: new RegExp(pay.payNow.split('{amount}')[0]!.trim()) }),
    ).toBeVisible();
  });
});

test('a parent pays the deposit with Bizum from the parents page', async ({ page, sql }) => {
  await withOnlinePayments(sql, async () => {
    const email = `paga-bizum-${Date.now()}@example.com`;
    const family = await familyAwaitingDeposit(sql, `Bizum camp ${Date.now()}`, email);
    await page.goto(await parentsPage(sql, family.registrationId));
    await page.getByRole('button', { name: new RegExp(pay.payNow.split('{amount}')[0]!.trim()) }).click();

    await expect(page.getByRole('heading', { name: checkoutEs.orPayWithBizum })).toBeVisible();
    const bizum = page.getByRole('region', { name: checkoutEs.orPayWithBizum });
    await bizum.getByLabel(checkoutEs.phone).fill('612 345 678');
    await bizum.getByRole('button', { name: new RegExp(`^${checkoutEs.payWithBizum}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: pay.paidTitle })).toBeVisible({
      timeout: 30_000,
    });
    const [row] = await sql<{ status: string; method: string }>(
      `select r.status, p.method from public.registrations r join public.payments p on p.registration_id = r.id
        where r.id = $1`,
      [family.registrationId],
    );
    expect(row).toEqual({ status: 'confirmed', method: 'bizum_online' });
  });
});

test('an abandoned checkout ends its hold at its job, and the place goes to the first waiting family', async ({
  page,
  sql,
}) => {
  await withOnlinePayments(sql, async () => {
    const stamp = Date.now();
    const offerId = await storyCamp(sql, `Abandoned camp ${stamp}`, 1);
    const first = await registeredFamily(sql, offerId, {
      parent: 'Ana Pérez',
      email: `abandona-${stamp}@example.com`,
      child: 'Lucía Pérez',
    });
    const waiting = await registeredFamily(sql, offerId, {
      parent: 'Marta Ruiz',
      email: `espera-${stamp}@example.com`,
      child: 'Pablo Ruiz',
    });
    expect([first.status, waiting.status]).toEqual(['new', 'waiting']);

    // The family presses Pay, reaches the checkout page, and goes back without paying.
    await page.goto(await parentsPage(sql, first.registrationId));
    await page.getByRole('button', { name: new RegExp(pay.payNow.split('{amount}')[0]!.trim()) }).click();
    await expect(page.getByRole('heading', { name: checkoutEs.payWithCard })).toBeVisible();
    await page.getByRole('link', { name: checkoutEs.back }).click();
    await expect(page.getByText(pay.cancelledNotice.split('{time}')[0]!.trim())).toBeVisible();

    // The hold's job is due when the open checkout ends; run at that time, it ends the hold.
    const [job] = await sql<{ run_at: Date }>(`select run_at from graphile_worker.jobs where key = $1`, [
      `hold:${first.registrationId}`,
    ]);
    expect(job).toBeTruthy();
    await sql(`select private.expire_holds($1::timestamptz + interval '1 second')`, [job!.run_at]);
    const statuses = await sql<{ id: number; status: string; cancel_reason: string | null }>(
      `select id::int, status, cancel_reason from public.registrations where offer_id = $1 order by id`,
      [offerId],
    );
    expect(statuses).toEqual([
      { id: first.registrationId, status: 'cancelled', cancel_reason: 'deposit_unpaid' },
      { id: waiting.registrationId, status: 'offered', cancel_reason: null },
    ]);
    await expect
      .poll(async () => (await mailTo(`abandona-${stamp}@example.com`)).map((m) => m.subject))
      .toContain(mailEs.deposit_unpaid.subject.replace('{child}', 'Lucía Pérez'));
    await expect
      .poll(async () => (await mailTo(`espera-${stamp}@example.com`)).length)
      .toBeGreaterThanOrEqual(2);
  });
});

test('the balance e-mail leads to paying the rest', async ({ page, sql }) => {
  await withOnlinePayments(sql, async () => {
    const email = `paga-resto-${Date.now()}@example.com`;
    const family = await familyAwaitingDeposit(sql, `Balance camp ${Date.now()}`, email);
    await depositPaid(sql, family.registrationId);

    // A week before the balance's day, the worker's hourly run queues the balance e-mail.
    const [due] = await sql<{ at: string }>(
      `select ((o.starts_on - s.balance_due_days - 7)::timestamp + interval '10 hours')::text as at
         from public.offers o, public.registration_settings s where o.id = $1 and s.id = 1`,
      [family.offerId],
    );
    await sql(`select private.queue_balance_emails($1::timestamptz)`, [due!.at]);
    let link = '';
    await expect
      .poll(async () => {
        const mail = (await mailTo(email)).find((m) =>
          m.subject.startsWith(mailEs.balance_due.subject.split('{')[0]!),
        );
        link = /https?:\/\/\S+\/registration\/manage\?token=[\w.%-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');

    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('button', { name: new RegExp(pay.payNow.split('{amount}')[0]!.trim()) }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: pay.paidTitle })).toBeVisible({
      timeout: 30_000,
    });
    await expect
      .poll(
        async () =>
          (
            await sql<{ progress: string }>(
              `select payment_progress::text as progress from public.registration_overview where id = $1`,
              [family.registrationId],
            )
          )[0]!.progress,
      )
      .toBe('paid');
  });
});
