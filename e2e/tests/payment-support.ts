// Shared steps of the payment stories (e2e/tests/*-pay*.spec.ts): online payments switched on for
// a story, a family with a place held for its deposit, its parents' page, the local provider's
// checkout page filled by its labels, and a deposit paid without a browser.
import type { Page } from '@playwright/test';
import { messages as checkoutMessages } from '../../packages/local-payments/src/messages.ts';
import { expect, type Sql } from '../fixtures.ts';
import { registeredFamily, storyCamp, type RegisteredFamily } from './registration-support.ts';

/** The local provider's checkout page in Spanish. */
export const checkoutEs = checkoutMessages.es;

/** Online registration and payments on (card and Bizum, no transfers) for `run`, then as before. */
export async function withOnlinePayments<T>(sql: Sql, run: () => Promise<T>): Promise<T> {
  const [before] = await sql<{ settings: object }>(
    `select to_jsonb(s) as settings from public.registration_settings s where id = 1`,
  );
  await sql(
    `update public.registration_settings set online_registration = true, online_payments = true,
       online_payment_methods = '{card,bizum}', transfer_allowed = false where id = 1`,
  );
  try {
    return await run();
  } finally {
    const s = before!.settings as Record<string, unknown>;
    await sql(
      `update public.registration_settings set online_registration = $1, online_payments = $2,
         online_payment_methods = $3::public.online_payment_method[], transfer_allowed = $4 where id = 1`,
      [s.online_registration, s.online_payments, s.online_payment_methods, s.transfer_allowed],
    );
  }
}

/** A camp and a family (Spanish) whose child holds one of its places, waiting for the deposit. */
export async function familyAwaitingDeposit(
  sql: Sql,
  title: string,
  email: string,
  places = 5,
): Promise<RegisteredFamily & { offerId: number }> {
  const offerId = await storyCamp(sql, title, places);
  const family = await registeredFamily(sql, offerId, { parent: 'Ana Pérez', email, child: 'Lucía Pérez' });
  return { ...family, offerId };
}

/** The parents' page of a registration, as the e-mails link to it (Spanish). */
export async function parentsPage(sql: Sql, registrationId: number): Promise<string> {
  const [row] = await sql<{ token: string }>('select private.parent_link_token($1) as token', [
    registrationId,
  ]);
  return `/es/registration/manage?token=${encodeURIComponent(row!.token)}`;
}

/** Fills the provider's card form (Spanish page) with `number` and presses Pay. */
export async function payByCard(page: Page, number: string): Promise<void> {
  const card = page.getByRole('region', { name: checkoutEs.payWithCard });
  await card.getByLabel(checkoutEs.cardholderName).fill('Ana Pérez');
  await card.getByLabel(checkoutEs.cardNumber).fill(number);
  await card.getByLabel(checkoutEs.expiry).fill('12 / 34');
  await card.getByLabel(checkoutEs.cvc).fill('123');
  // The button names the amount: 'Pagar 250,00 €'.
  await card.getByRole('button', { name: new RegExp(`^${checkoutEs.pay} `) }).click();
}

/**
 * The family's deposit paid without a browser: Pay on its parents' page (the site server opens
 * the checkout), the test card at the provider, then the place confirmed by the provider's event.
 */
export async function depositPaid(sql: Sql, registrationId: number): Promise<void> {
  const [row] = await sql<{ token: string }>('select private.parent_link_token($1) as token', [
    registrationId,
  ]);
  const res = await fetch(`${process.env.E2E_BASE_URL}/_payments/checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: row!.token, lang: 'es' }),
  });
  expect(res.status, await res.clone().text()).toBe(303);
  const session = /cs_test_[A-Za-z0-9]+/.exec(res.headers.get('location') ?? '')?.[0];
  expect(session).toBeTruthy();
  const paid = await fetch(`${process.env.E2E_PAYMENTS_URL}/_local/sessions/${session}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: '4242424242424242' }),
  });
  expect(paid.ok, await paid.clone().text()).toBe(true);
  await expect
    .poll(
      async () =>
        (
          await sql<{ status: string }>('select status from public.registrations where id = $1', [
            registrationId,
          ])
        )[0]!.status,
      { timeout: 30_000 },
    )
    .toBe('confirmed');
}
