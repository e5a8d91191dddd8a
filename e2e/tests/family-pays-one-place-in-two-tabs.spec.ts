import { mailEs } from '@academy/shared/i18n/mail/es.ts';
import { expect, test } from '../fixtures.ts';
import { WCAG_A_AA, axeOn } from './axe-support.ts';
import { mailTo, reg } from './parent-support.ts';
import {
  checkoutEs,
  familyAwaitingDeposit,
  parentsPage,
  payByCard,
  withOnlinePayments,
} from './payment-support.ts';

// A family on a phone, in Spanish, opens its parents' page in two tabs and presses Pay in both:
// both tabs reach the same Checkout Session (the database answers the second Pay with the open
// checkout of the same places), so the money is taken once. The first tab pays; the second tab's
// attempt is refused by the provider's page ("this payment is complete"), whose way on is the
// return page saying the payment was received. One payment confirms the place, one receipt goes
// out, nothing is refunded.
test.use({ viewport: { width: 390, height: 844 } });

const pay = reg.payment;
const payNow = new RegExp(pay.payNow.split('{amount}')[0]!.trim());

test('a family that pays one place in two tabs pays it once, and the second tab says it is paid', async ({
  page,
  sql,
}) => {
  await withOnlinePayments(sql, async () => {
    const email = `dos-pestanas-${Date.now()}@example.com`;
    const family = await familyAwaitingDeposit(sql, `Two tabs camp ${Date.now()}`, email);
    const link = await parentsPage(sql, family.registrationId);
    const second = await page.context().newPage();

    // Pay in the first tab, then in the second: the same checkout page.
    await page.goto(link);
    await page.getByRole('button', { name: payNow }).click();
    await expect(page.getByRole('heading', { name: checkoutEs.payWithCard })).toBeVisible();
    await second.goto(link);
    await second.getByRole('button', { name: payNow }).click();
    await expect(second.getByRole('heading', { name: checkoutEs.payWithCard })).toBeVisible();
    expect(second.url()).toBe(page.url());

    // The first tab pays.
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: pay.paidTitle })).toBeVisible({
      timeout: 30_000,
    });

    // The second tab, still showing the card form, pays too: the provider refuses, the page says
    // the payment is already made, and its way on is the return page.
    await payByCard(second, '4242 4242 4242 4242');
    await expect(second.getByRole('heading', { level: 1, name: checkoutEs.completeTitle })).toBeVisible();
    await expect(second.getByText(checkoutEs.completeText)).toBeVisible();
    expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const axe = await axeOn(second).withTags(WCAG_A_AA).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await second.getByRole('link', { name: checkoutEs.continue }).click();
    await expect(second).toHaveURL(/\/es\/registration\/paid\?session_id=cs_test_/);
    await expect(second.getByRole('heading', { level: 1, name: pay.paidTitle })).toBeVisible({
      timeout: 30_000,
    });

    // One payment of the deposit confirmed the place; nothing to refund, one charge at the provider.
    const rows = await sql<{ status: string; amount: string; deposit: string; refunds: string }>(
      `select r.status, p.amount::text, (select a.due_now from public.registration_amounts(r.id) a)::text as deposit,
              (select count(*) from public.refunds f where f.payment_id = p.id)::text as refunds
         from public.registrations r join public.payments p on p.registration_id = r.id where r.id = $1`,
      [family.registrationId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'confirmed', amount: rows[0]!.deposit, refunds: '0' });
    const session = /cs_test_[A-Za-z0-9]+/.exec(second.url())![0];
    const state = (await (await fetch(`${process.env.E2E_PAYMENTS_URL}/_local/api/state`)).json()) as {
      charges: { payment_intent: string; status: string }[];
      sessions: { id: string; payment_intent: string | null }[];
    };
    const intent = state.sessions.find((s) => s.id === session)!.payment_intent;
    expect(state.charges.filter((c) => c.payment_intent === intent && c.status === 'succeeded')).toHaveLength(
      1,
    );
    const receipts = (await mailTo(email)).filter((m) => m.subject === mailEs.payment_receipt.subject);
    expect(receipts).toHaveLength(1);
  });
});
