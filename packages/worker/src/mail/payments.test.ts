import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '@academy/shared/languages.ts';
import { item, opts, payload } from './fixtures.ts';
import type { ItemInMail, PaymentInMail, RegistrationMailPayload } from './payload.ts';
import { renderMail } from './render.ts';

const link = (lang: Lang, token = 'p1.41.1900000000.sig') =>
  `https://academy.example${lang === 'en' ? '' : `/${lang}`}/registration/manage?token=${token}`;

/** A place whose deposit is paid, with its balance due on a day. */
function paidItem(overrides: Partial<ItemInMail> = {}): ItemInMail {
  return item({
    status: 'confirmed',
    pay_by: null,
    paid: 100,
    remaining: 250,
    balance_due_on: '2027-06-14',
    ...overrides,
  });
}

const cardPayment: PaymentInMail = {
  id: 9,
  registration_id: 41,
  kind: 'deposit',
  amount: 100,
  method: 'card_online',
  paid_on: '2027-03-02',
  provider_payment_id: 'pi_3Receipt',
};

function online(
  kind: RegistrationMailPayload['kind'],
  items: ItemInMail[],
  more: Partial<RegistrationMailPayload> = {},
): RegistrationMailPayload {
  return {
    ...payload(kind, items),
    online_payments: true,
    transfer_allowed: false,
    payments: [],
    refund: null,
    totals: { due_now: 100, total: 350, paid: 100, remaining: 250 },
    ...more,
  };
}

describe('the e-mails of online payments', () => {
  it('a receipt tells each payment, what is paid and what remains per place, and the total left', () => {
    const second = paidItem({ registration_id: 42, child_name: 'Lucía', manage_token: 'p1.42.x.sig' });
    const p = online('payment_receipt', [paidItem(), second], {
      payments: [cardPayment, { ...cardPayment, registration_id: 42, method: 'bizum_online' }],
      totals: { due_now: 200, total: 700, paid: 200, remaining: 500 },
    });
    const en = renderMail(p, 'en', opts);
    expect(en.subject).toBe('We have received your payment');
    expect(en.text).toContain('Deposit for Pablo <b>: €100, 2 March 2027, by card');
    expect(en.text).toContain('Deposit for Lucía: €100, 2 March 2027, by Bizum');
    // One checkout paid both places: its reference once.
    expect(en.text.match(/Payment reference: pi_3Receipt/g)).toHaveLength(1);
    expect(en.text).toContain('Paid: €100');
    expect(en.text).toContain('Remaining: €250, due by 14 June 2027');
    expect(en.text).toContain('Total remaining: €500');
    expect(en.text).toContain('confirmed');
    expect(en.html).toContain('Pablo &lt;b&gt;');
    const es = renderMail(p, 'es', opts);
    expect(es.subject).toBe('Hemos recibido tu pago');
    expect(es.text).toContain('Señal de Pablo <b>: 100\u00a0€, 2 de marzo de 2027, con tarjeta');
    expect(es.text).toContain('Pendiente: 250\u00a0€, a pagar antes del 14 de junio de 2027');
    expect(es.text).toContain('Total pendiente: 500\u00a0€');
    const ru = renderMail(p, 'ru', opts);
    expect(ru.subject).toBe('Мы получили ваш платёж');
    expect(ru.text).toContain(
      'Задаток за ребёнка (Pablo <b>): 100\u00a0€, 2 марта 2027 г., способ оплаты: карта',
    );
    expect(ru.text).toContain('Осталось: 250\u00a0€, оплатить до 14 июня 2027 г.');
    expect(ru.text).toContain('Номер платежа: pi_3Receipt');
  });

  it('a receipt for a place paid in full says so, with no total left', () => {
    const p = online('payment_receipt', [paidItem({ paid: 350, remaining: 0, balance_due_on: null })], {
      payments: [{ ...cardPayment, amount: 350 }],
      totals: { due_now: 100, total: 350, paid: 350, remaining: 0 },
    });
    const mail = renderMail(p, 'en', opts);
    expect(mail.text).toContain('Fully paid');
    expect(mail.text).not.toContain('Total remaining');
  });

  it('a receipt says the places are confirmed only when they are', () => {
    const confirmed = {
      en: 'The places below are confirmed',
      es: 'Las plazas de abajo quedan confirmadas',
      ru: 'Места ниже подтверждены',
    };
    const held = online('payment_receipt', [paidItem({ status: 'new' })], { payments: [cardPayment] });
    const late = online('payment_receipt', [paidItem({ status: 'cancelled', paid: 0, remaining: 0 })], {
      payments: [cardPayment],
    });
    const mixed = online(
      'payment_receipt',
      [paidItem(), paidItem({ registration_id: 42, status: 'cancelled', paid: 0, remaining: 0 })],
      { payments: [cardPayment, { ...cardPayment, id: 10, registration_id: 42 }] },
    );
    for (const lang of LANGUAGES) {
      for (const p of [held, late, mixed])
        expect(renderMail(p, lang, opts).text, lang).not.toContain(confirmed[lang]);
      expect(renderMail(online('payment_receipt', [paidItem()]), lang, opts).text).toContain(confirmed[lang]);
    }
    expect(renderMail(held, 'en', opts).text).toContain('Below is where each place stands');
    expect(renderMail(late, 'en', opts).text).toContain('what you paid for it is being refunded');
    expect(renderMail(mixed, 'es', opts).text).toContain('te devolvemos lo que pagaste por ella');
    expect(renderMail(late, 'ru', opts).text).toContain('мы возвращаем оплату за него');
  });

  it('the balance e-mails tell what remains, the day, and link the parents’ page to pay', () => {
    for (const lang of LANGUAGES) {
      const due = renderMail(online('balance_due', [paidItem()]), lang, opts);
      const today = renderMail(online('balance_reminder', [paidItem()]), lang, opts);
      for (const mail of [due, today]) {
        expect(mail.html).toContain(`href="${link(lang)}"`);
        expect(mail.text).toContain(link(lang));
      }
      expect(due.subject, lang).toContain(
        { en: '14 June 2027', es: '14 de junio de 2027', ru: '14 июня 2027' }[lang],
      );
    }
    const en = renderMail(online('balance_due', [paidItem()]), 'en', opts);
    expect(en.subject).toBe('The balance for Pablo <b> is due on 14 June 2027');
    expect(en.text).toContain('Remaining: €250, due by 14 June 2027');
    expect(en.text).toContain('Total remaining: €250');
    expect(en.html).toContain('>Pay now</a>');
    const es = renderMail(online('balance_reminder', [paidItem()]), 'es', opts);
    expect(es.subject).toBe('El resto del pago de Pablo <b> vence hoy');
    expect(es.text).toContain('vence hoy, 14 de junio de 2027');
    expect(es.text).toContain('Pagar ahora: ' + link('es'));
    const ru = renderMail(online('balance_reminder', [paidItem()]), 'ru', opts);
    expect(ru.text).toContain('Оплатить: ' + link('ru'));
    expect(ru.text).toContain('Всего осталось: 250\u00a0€');
  });

  it('a refund tells the amount, of which payment, the reason and when it arrives', () => {
    const p = online('refund_issued', [paidItem({ status: 'cancelled', paid: 0, remaining: 0 })], {
      payments: [cardPayment],
      refund: {
        id: 3,
        status: 'succeeded',
        amount: 60.5,
        reason: 'Cancelled 20 days before',
        automatic: false,
        payment_amount: 100,
      },
    });
    const en = renderMail(p, 'en', opts);
    expect(en.subject).toBe('We have refunded €60.50');
    expect(en.text).toContain('We have refunded €60.50 of your payment of €100.');
    expect(en.text).toContain('Deposit for Pablo <b>, paid on 2 March 2027 by card (pi_3Receipt)');
    expect(en.text).toContain('Reason: Cancelled 20 days before');
    expect(en.text).toContain('within a few days');
    const es = renderMail(p, 'es', opts);
    expect(es.subject).toBe('Te hemos devuelto 60,50\u00a0€');
    expect(es.text).toContain('Motivo: Cancelled 20 days before');
    expect(es.text).toContain('en unos días');
    const ru = renderMail(p, 'ru', opts);
    expect(ru.subject).toBe('Мы вернули 60,50\u00a0€');
    expect(ru.text).toContain('из вашего платежа на сумму 100\u00a0€');
    expect(ru.text).toContain('в течение нескольких дней');
  });

  it('a refund tells the database’s own reason in the family’s language, an Admin’s as typed', () => {
    const refund = {
      id: 5,
      status: 'succeeded' as const,
      amount: 100,
      reason: 'Paid beyond what was due',
      reason_code: 'overpaid' as const,
      automatic: true,
      payment_amount: 100,
    };
    const p = online('refund_issued', [paidItem()], { payments: [cardPayment], refund });
    expect(renderMail(p, 'en', opts).text).toContain('Reason: You paid more than was due');
    expect(renderMail(p, 'es', opts).text).toContain('Motivo: Pagaste más de lo que correspondía');
    expect(renderMail(p, 'ru', opts).text).toContain('Причина: Вы оплатили больше, чем требовалось');
    for (const lang of LANGUAGES) expect(renderMail(p, lang, opts).text).not.toContain('Paid beyond');
    const cancelled = online('refund_issued', [paidItem({ status: 'cancelled' })], {
      payments: [cardPayment],
      refund: {
        ...refund,
        reason: 'Cancelled by the family within the cancellation policy',
        reason_code: 'family_cancelled',
      },
    });
    expect(renderMail(cancelled, 'es', opts).text).toContain(
      'Motivo: Cancelaste dentro del plazo de la política de cancelación',
    );
    // An Admin's reason has no code: told as typed, in any language.
    const typed = online('refund_issued', [paidItem()], {
      payments: [cardPayment],
      refund: { ...refund, reason: 'Gesto comercial', reason_code: null, automatic: false },
    });
    expect(renderMail(typed, 'ru', opts).text).toContain('Причина: Gesto comercial');
  });

  it('a hold ended unpaid says the place was released and how to register again', () => {
    const p = online('deposit_unpaid', [item({ status: 'cancelled', pay_by: null, paid: 0, remaining: 0 })]);
    for (const lang of LANGUAGES) {
      const mail = renderMail(p, lang, opts);
      const register = `https://academy.example${lang === 'en' ? '' : `/${lang}`}/registration`;
      expect(mail.html, lang).toContain(`href="${register}"`);
      expect(mail.text).toContain('Pablo <b>');
    }
    expect(renderMail(p, 'en', opts).subject).toBe('The place for Pablo <b> has been released');
    // A released place owes nothing, and is not "fully paid" either.
    expect(renderMail(p, 'en', opts).text).not.toMatch(/Fully paid|Remaining/);
    expect(renderMail(p, 'es', opts).text).toContain(
      'Volver a inscribirte: https://academy.example/es/registration',
    );
    expect(renderMail(p, 'ru', opts).text).toContain('освобождено для других семей');
  });

  it('tells the academy, in its language, of a late payment refunded: who, which place, amount, id', () => {
    const p = online('payment_refunded_late', [item({ status: 'cancelled', paid: 0, remaining: 0 })], {
      payments: [cardPayment],
      refund: { id: 4, status: 'pending', amount: 100, reason: 'late', automatic: true, payment_amount: 100 },
    });
    const es = renderMail(p, 'es', opts);
    expect(es.subject).toBe('Pago tardío devuelto: Ana');
    expect(es.replyTo).toBe('ana@example.com');
    expect(es.text).toContain('Correo: ana@example.com · Teléfono: +34 600');
    expect(es.text).toContain('Pablo <b>: Semana de verano 1');
    expect(es.text).toContain('Pago: 100\u00a0€ el 2 de marzo de 2027 con tarjeta (pi_3Receipt)');
    expect(es.text).toContain('Devuelto: 100\u00a0€');
    // The academy's own copy: no link to the family's page, no "you receive this because".
    expect(es.text).not.toContain('token=');
    expect(es.text).not.toContain('Recibes este correo');
    expect(renderMail(p, 'en', opts).text).toContain('Payment: €100 on 2 March 2027 by card (pi_3Receipt)');
    expect(renderMail(p, 'ru', opts).subject).toBe('Поздний платёж возвращён: Ana');
  });

  it('asks for the deposit online by the hold’s end, with the totals the database computed', () => {
    const held = item({
      pay_by: '2027-03-02T10:30:00Z',
      paid: 0,
      remaining: 350,
      balance_due_on: '2027-06-14',
    });
    // Totals differ from the items' own sum: the database's are told.
    const p = online('registration_received', [held], {
      totals: { due_now: 90, total: 315, paid: 0, remaining: 315 },
    });
    const en = renderMail(p, 'en', opts);
    expect(en.text).toContain('To pay now: €90');
    expect(en.text).toContain('Price of the places: €315');
    expect(en.text).toContain('Pay the deposit (€90) by 2 March 2027 at 11:30 to keep the place.');
    expect(en.text).toContain(`Pay now: ${link('en')}`);
    // Transfer is not allowed: no bank details, no Bizum phone, no office.
    expect(en.text).not.toContain('IBAN');
    expect(en.text).not.toContain('+34 611 48 25 90');
    const es = renderMail(p, 'es', opts);
    expect(es.text).toContain('Paga el depósito (90\u00a0€) antes del 2 de marzo de 2027 a las 11:30');
    const ru = renderMail(p, 'ru', opts);
    expect(ru.text).toContain('Оплатите задаток (90\u00a0€) до 2 марта 2027 г. в 11:30');
    const transfer = renderMail({ ...p, transfer_allowed: true }, 'en', opts);
    expect(transfer.text).toContain('You can also pay by bank transfer within that time:');
    expect(transfer.text).toContain('IBAN: ES91 2100 0418 4502 0005 1332');
    expect(transfer.text).toContain('Reference: R12');
  });

  it('offers a freed place to be accepted by paying the deposit', () => {
    const offered = item({ status: 'offered', hold_expires_at: '2027-06-01T10:00:00Z' });
    const p = online('place_offered', [offered]);
    const en = renderMail(p, 'en', opts);
    expect(en.text).toContain('To accept it, pay the deposit (€100) with the button below');
    expect(en.text).toContain('until 1 June 2027 at 12:00');
    expect(en.html).toContain(`<a href="${link('en')}"`);
    expect(en.html).toContain('>Pay the deposit</a>');
    expect(en.html).not.toContain('>Accept the place</a>');
    expect(renderMail(p, 'es', opts).text).toContain('paga el depósito (100\u00a0€)');
    expect(renderMail(p, 'ru', opts).text).toContain('оплатите задаток (100\u00a0€)');
  });

  it('a confirmation with online payments tells what remains and links the page to pay it', () => {
    const p = online('registration_confirmed', [paidItem()]);
    const mail = renderMail(p, 'en', opts);
    expect(mail.text).toContain('Remaining: €250, due by 14 June 2027');
    expect(mail.text).toContain('Total remaining: €250');
    expect(mail.text).toContain(`Pay now: ${link('en')}`);
  });

  it('speaks to a Spanish family as tú in every e-mail of payments', () => {
    const kinds = [
      'payment_receipt',
      'balance_due',
      'balance_reminder',
      'refund_issued',
      'deposit_unpaid',
    ] as const;
    const refund = {
      id: 3,
      status: 'succeeded' as const,
      amount: 10,
      reason: 'x',
      automatic: true,
      payment_amount: 100,
    };
    const texts = [
      ...kinds.map((kind) => online(kind, [paidItem()], { payments: [cardPayment], refund })),
      online('registration_received', [item({ pay_by: '2027-03-02T10:30:00Z' })], { transfer_allowed: true }),
      online('place_offered', [item({ status: 'offered', hold_expires_at: '2027-06-01T10:00:00Z' })]),
      online('registration_confirmed', [paidItem()]),
    ].map((p) => {
      const mail = renderMail({ ...p, academy: { ...p.academy, payment_instructions_es: null } }, 'es', opts);
      return `${mail.subject}\n${mail.text}`;
    });
    for (const text of texts)
      expect(text).not.toMatch(
        /(?<!\p{L})(usted|su|sus|le|les|esté|escriba|llame|pague|desea|acéptela|inscribirse)(?!\p{L})/iu,
      );
  });
});
