import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { mailEs } from '@academy/shared/i18n/mail/es.ts';
import { expect, test } from '../fixtures.ts';
import { mailTo } from './parent-support.ts';
import { depositPaid, familyAwaitingDeposit, withOnlinePayments } from './payment-support.ts';
import { STAFF, openAdmin } from './staff-support.ts';

// An Admin refunds part of a deposit paid online: asked in the back office with a reason and a
// confirmation, done by the payment provider, recorded when its event says so, told to the family
// by e-mail and kept in the access log. A Coordinator sees the payment but cannot refund it.

/** axe-core's WCAG 2.x A and AA findings on the page as it is (MUI's focus guards left out). */
async function violations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-testid="sentinelStart"]')
    .exclude('[data-testid="sentinelEnd"]')
    .analyze();
  return results.violations.map(
    (v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

test.describe('an Admin', () => {
  test.use({ storageState: STAFF.admin.state });

  test('refunds part of a deposit paid online, and the family is told', async ({ page, sql }) => {
    await withOnlinePayments(sql, async () => {
      const email = `reembolso-${Date.now()}@example.com`;
      const family = await familyAwaitingDeposit(sql, `Refund camp ${Date.now()}`, email);
      await depositPaid(sql, family.registrationId);

      await openAdmin(page, `/admin/registrations/${family.registrationId}`);
      const payments = page.getByRole('region', { name: 'Payments' });
      await expect(payments.getByText('Card, online')).toBeVisible();
      await expect(payments.getByTestId('provider-payment-id')).toHaveText(/^pi_/);
      await payments.getByRole('button', { name: /^Refund/ }).click();

      const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
      await dialog.getByLabel('Amount to refund (€)').fill('12.50');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('One day of the camp was cancelled');
      const found = await violations(page, 'refund dialog');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm the refund' });
      await expect(confirm).toContainText('This cannot be undone.');
      found.push(...(await violations(page, 'refund confirmation')));
      expect(found).toEqual([]);
      await confirm.getByRole('button', { name: 'Refund €12.50' }).click();

      // Requested at once; refunded once the provider's event has arrived.
      const refunds = page.getByRole('list', { name: 'Refunds' });
      await expect(refunds).toContainText('Refunded', { timeout: 30_000 });
      const [row] = await sql<{ amount: string; status: string; refunded: string; reason: string }>(
        `select f.amount::text, f.status, p.refunded::text, f.reason
           from public.refunds f join public.payments p on p.id = f.payment_id
          where p.registration_id = $1`,
        [family.registrationId],
      );
      expect(row).toEqual({
        amount: '12.50',
        status: 'succeeded',
        refunded: '12.50',
        reason: 'One day of the camp was cancelled',
      });
      const logged = await sql<{ actor_email: string }>(
        `select actor_email from public.access_log where event = 'refund_requested'
           and subject_id = (select id::text from public.payments where registration_id = $1)`,
        [family.registrationId],
      );
      expect(logged).toEqual([{ actor_email: STAFF.admin.email }]);
      await expect
        .poll(async () =>
          (await mailTo(email)).some((m) =>
            m.subject.startsWith(mailEs.refund_issued.subject.split('{')[0]!),
          ),
        )
        .toBe(true);
    });
  });
});

test.describe('a Coordinator', () => {
  test.use({ storageState: STAFF.coordinator.state });

  test('sees a payment made online but no way to refund it', async ({ page, sql }) => {
    await withOnlinePayments(sql, async () => {
      const family = await familyAwaitingDeposit(
        sql,
        `No refund camp ${Date.now()}`,
        `coord-${Date.now()}@example.com`,
      );
      await depositPaid(sql, family.registrationId);
      await openAdmin(page, `/admin/registrations/${family.registrationId}`);
      const payments = page.getByRole('region', { name: 'Payments' });
      await expect(payments.getByText('Card, online')).toBeVisible();
      await expect(payments.getByText('Only an Admin may refund a payment.')).toBeVisible();
      await expect(payments.getByRole('button', { name: /Refund/ })).toHaveCount(0);
    });
  });
});
