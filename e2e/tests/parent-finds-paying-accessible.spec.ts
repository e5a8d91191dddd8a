import { registrationEn } from '@academy/shared/i18n/registration/en.ts';
import { registrationEs } from '@academy/shared/i18n/registration/es.ts';
import { registrationRu } from '@academy/shared/i18n/registration/ru.ts';
import { messages as checkoutMessages } from '../../packages/local-payments/src/messages.ts';
import { expect, test } from '../fixtures.ts';
import { violations } from './axe-support.ts';
import { withOnlinePayments } from './payment-support.ts';
import { registeredFamily, storyCamp } from './registration-support.ts';
import { LANGS } from './visitor-support.ts';

// axe-core (WCAG 2.x A and AA rules) finds nothing on the way to paying, in every language and on
// a phone: the parents' page with Pay, the local provider's checkout page (as it opens and with a
// declined card told), the return page while the payment is confirmed, and a refused Pay.
test.use({ viewport: { width: 390, height: 844 } });

const CATALOGS = { en: registrationEn, es: registrationEs, ru: registrationRu };

for (const { lang, prefix } of LANGS) {
  test(`paying online in ${lang} passes axe`, async ({ page, sql }) => {
    const pay = CATALOGS[lang].payment;
    const checkout = checkoutMessages[lang];
    await withOnlinePayments(sql, async () => {
      const stamp = Date.now();
      const offerId = await storyCamp(sql, `Axe camp ${lang} ${stamp}`, 3);
      const family = await registeredFamily(sql, offerId, {
        parent: 'Ana Pérez',
        email: `axe-pay-${lang}-${stamp}@example.com`,
        child: 'Lucía Pérez',
        language: lang,
      });
      const [row] = await sql<{ token: string }>('select private.parent_link_token($1) as token', [
        family.registrationId,
      ]);
      const manage = `${prefix}/registration/manage?token=${encodeURIComponent(row!.token)}`;
      await page.goto(manage);
      const payButton = page.getByRole('button', {
        name: new RegExp(pay.payNow.split('{amount}')[0]!.trim()),
      });
      await expect(payButton).toBeVisible();
      const found = await violations(page, 'parents page');

      await payButton.click();
      const card = page.getByRole('region', { name: checkout.payWithCard });
      await expect(card).toBeVisible();
      found.push(...(await violations(page, 'checkout page')));
      await card.getByLabel(checkout.cardholderName).fill('Ana Pérez');
      await card.getByLabel(checkout.cardNumber).fill('4000 0000 0000 0002');
      await card.getByLabel(checkout.expiry).fill('12 / 34');
      await card.getByLabel(checkout.cvc).fill('123');
      await card.getByRole('button', { name: new RegExp(`^${checkout.pay} `) }).click();
      await expect(page.getByRole('alert')).toContainText(checkout.failures.card_declined);
      found.push(...(await violations(page, 'checkout page, card declined')));

      // The return page of a payment it does not know.
      await page.goto(`${prefix}/registration/paid?session_id=cs_test_unknown${stamp}`);
      await expect(page.getByRole('heading', { level: 1, name: pay.notFoundTitle })).toBeVisible();
      found.push(...(await violations(page, 'return page, unknown payment')));

      // Pay refused: the place was given up in another tab meanwhile.
      await page.goto(manage);
      await expect(payButton).toBeVisible();
      await sql(
        `update public.registrations set status = 'cancelled', cancel_reason = 'parent' where id = $1`,
        [family.registrationId],
      );
      await payButton.click();
      await expect(page.getByRole('heading', { level: 1, name: pay.refusedTitle })).toBeVisible();
      found.push(...(await violations(page, 'Pay refused')));
      expect(found).toEqual([]);
    });
  });
}
