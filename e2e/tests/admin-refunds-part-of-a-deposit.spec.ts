import { mailEs } from '@academy/shared/i18n/mail/es.ts';
import { adminEs } from '@academy/shared/i18n/admin/es.ts';
import { adminRu } from '@academy/shared/i18n/admin/ru.ts';
import { expect, test } from '../fixtures.ts';
import { violations } from './axe-support.ts';
import { mailTo } from './parent-support.ts';
import { depositPaid, familyAwaitingDeposit, withOnlinePayments } from './payment-support.ts';
import { STAFF, openAdmin } from './staff-support.ts';

// An Admin refunds part of a deposit paid online: asked in the back office with a reason and a
// confirmation, done by the payment provider, recorded when its event says so, told to the family
// by e-mail and kept in the access log. A Coordinator sees the payment but cannot refund it. The
// payments card, the dialog and its confirmation pass axe in English, Spanish and Russian.

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

  test('finds the payments card, the refund dialog and its confirmation accessible in Spanish and Russian', async ({
    page,
    sql,
  }) => {
    test.setTimeout(120_000);
    await withOnlinePayments(sql, async () => {
      const family = await familyAwaitingDeposit(
        sql,
        `Refund axe camp ${Date.now()}`,
        `reembolso-axe-${Date.now()}@example.com`,
      );
      await depositPaid(sql, family.registrationId);
      // A refund the provider refused, as the worker records it: the card shows its message.
      const failure = 'Charge ch_3Qx has already been refunded. (charge_already_refunded)';
      await sql(
        `insert into public.refunds (payment_id, amount, reason, status, requested_by, failure)
         select p.id, 10, 'Injury', 'failed', (select id from public.users where email = $2), $3
           from public.payments p where p.registration_id = $1`,
        [family.registrationId, STAFF.admin.email, failure],
      );

      await openAdmin(page, `/admin/registrations/${family.registrationId}`);
      const found: string[] = [];
      for (const [from, to, t] of [
        ['English', 'Español', adminEs.app],
        ['Español', 'Русский', adminRu.app],
      ] as const) {
        await page.getByRole('button', { name: from, exact: true }).click();
        await page.getByRole('menuitem', { name: to }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', to === 'Español' ? 'es' : 'ru');
        const payments = page.getByRole('region', { name: t.payments.title });
        const refunds = payments.getByRole('list', { name: t.refunds.title });
        await expect(refunds).toContainText(t.refunds.statuses.failed);
        await expect(refunds).toContainText(t.refunds.failure.replace('%{failure}', failure));
        found.push(...(await violations(page, `payments card (${to})`)));

        await payments.getByRole('button', { name: new RegExp(`^${t.refunds.refund}`) }).click();
        const dialog = page.getByRole('dialog', { name: t.refunds.dialog_title });
        await dialog.getByLabel(t.refunds.amount).fill('5');
        await dialog.getByRole('textbox', { name: t.refunds.reason }).fill('Un día del campus se canceló');
        found.push(...(await violations(page, `refund dialog (${to})`)));
        await dialog.getByRole('button', { name: t.refunds.next }).click();
        const confirm = page.getByRole('dialog', { name: t.refunds.confirm_title });
        await expect(confirm).toBeVisible();
        found.push(...(await violations(page, `refund confirmation (${to})`)));
        // Back, then cancelled: nothing is refunded.
        await confirm.getByRole('button', { name: t.refunds.back }).click();
        await page
          .getByRole('dialog', { name: t.refunds.dialog_title })
          .getByRole('button', { name: t.refunds.cancel })
          .click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      expect(found).toEqual([]);
      const asked = await sql(
        `select 1 from public.refunds f join public.payments p on p.id = f.payment_id
          where p.registration_id = $1 and f.status <> 'failed'`,
        [family.registrationId],
      );
      expect(asked).toEqual([]);
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
