// What e-mails say about paying: how to pay the places taken (online through the parents' page
// while online payments are on, else by transfer, Bizum or at the office), and the e-mails of
// online payments (receipts, balances, refunds, a hold ended unpaid, a late payment refunded).
// Every amount is the database's: nothing is priced here.
import { formatPrice } from '@academy/shared/format.ts';
import { interpolate, type MessageValues } from '@academy/shared/i18n/index.ts';
import { languagePrefix, type Lang } from '@academy/shared/languages.ts';
import { localized } from '@academy/shared/localized.ts';
import { parentLinkUrl } from '@academy/shared/registration.ts';
import { REGISTRATION_PATH } from '@academy/shared/registrationPaths.ts';
import type { Block } from './blocks.ts';
import { holdsPlace, itemBlock, type Catalog, type RenderOptions } from './items.ts';
import type {
  ItemInMail,
  PaymentEmailKind,
  PaymentInMail,
  RefundInMail,
  RegistrationMailPayload,
  TotalsInMail,
} from './payload.ts';
import { formatDateTime, formatDay } from './time.ts';

/** The family's amounts over the places: the database's, or for a payload written before it
 * computed them (an e-mail's payload is kept from its first attempt), the places' own. */
function totalsOf(p: RegistrationMailPayload, placed: ItemInMail[]): TotalsInMail {
  if (p.totals) return p.totals;
  const dueNow = placed.reduce((sum, i) => sum + Number(i.amounts.due_now), 0);
  const total = placed.reduce((sum, i) => sum + Number(i.amounts.price), 0);
  return { due_now: dueNow, total, paid: 0, remaining: total };
}

/** What is paid for a place and what remains, with the balance's day. */
export function accountLines(item: ItemInMail, lang: Lang, t: Catalog): string[] {
  if (item.remaining === undefined) return [];
  const lines: string[] = [];
  const paid = Number(item.paid ?? 0);
  const remaining = Number(item.remaining);
  if (paid > 0) lines.push(interpolate(t.account.paid, { amount: formatPrice(paid, lang) }));
  // A place given up (cancelled, waiting) owes nothing: only what was paid for it is told.
  if (item.status === 'cancelled' || item.status === 'waiting') return lines;
  if (remaining <= 0) lines.push(t.account.fullyPaid);
  else if (item.balance_due_on)
    lines.push(
      interpolate(t.account.balanceDue, {
        amount: formatPrice(remaining, lang),
        date: formatDay(item.balance_due_on, lang),
      }),
    );
  else lines.push(interpolate(t.account.remaining, { amount: formatPrice(remaining, lang) }));
  return lines;
}

function transferLines(p: RegistrationMailPayload, t: Catalog): string[] {
  const a = p.academy;
  const lines: string[] = [];
  if (a.bank_iban) {
    lines.push(interpolate(t.payment.transfer, { holder: a.bank_account_holder ?? a.company_name ?? '' }));
    lines.push(interpolate(t.payment.iban, { iban: a.bank_iban }));
    if (a.bank_bic) lines.push(interpolate(t.payment.bic, { bic: a.bank_bic }));
  }
  if (p.reference) lines.push(interpolate(t.payment.reference, { reference: p.reference }));
  return lines;
}

function payButton(item: ItemInMail, lang: Lang, label: string, opts: RenderOptions): Block {
  return { type: 'button', href: parentLinkUrl(opts.siteUrl, lang, item.manage_token), label };
}

/** The earliest of the places' holds waiting for a deposit. */
function earliestPayBy(items: ItemInMail[]): ItemInMail | undefined {
  return items.filter((i) => i.pay_by).sort((a, b) => Date.parse(a.pay_by!) - Date.parse(b.pay_by!))[0];
}

/** Online: the deposit by the hold's end (or what remains), paid on the parents' page. */
function onlineBlocks(
  p: RegistrationMailPayload,
  placed: ItemInMail[],
  totals: TotalsInMail,
  lang: Lang,
  t: Catalog,
  opts: RenderOptions,
): Block[] {
  const held = earliestPayBy(placed);
  const transfer = p.transfer_allowed ? transferLines(p, t) : [];
  const byTransfer: Block[] =
    transfer.length > 0
      ? [
          { type: 'paragraph', text: t.online.transferToo },
          { type: 'lines', lines: transfer },
        ]
      : [];
  if (held)
    return [
      {
        type: 'paragraph',
        text: interpolate(t.online.payBy, {
          amount: formatPrice(totals.due_now, lang),
          deadline: formatDateTime(held.pay_by!, lang),
        }),
      },
      payButton(held, lang, t.online.payButton, opts),
      ...byTransfer,
    ];
  if (Number(totals.remaining) <= 0) return [];
  const first = placed.find((i) => Number(i.remaining ?? 1) > 0) ?? placed[0]!;
  return [
    {
      type: 'lines',
      lines: [interpolate(t.account.totalRemaining, { amount: formatPrice(totals.remaining, lang) })],
    },
    { type: 'paragraph', text: t.online.payLater },
    payButton(first, lang, t.online.payButton, opts),
    ...byTransfer,
  ];
}

/** How to pay the places taken, for the e-mails that take or confirm them. */
export function paymentBlocks(
  p: RegistrationMailPayload,
  items: ItemInMail[],
  lang: Lang,
  t: Catalog,
  opts: RenderOptions,
): Block[] {
  const placed = items.filter(holdsPlace);
  if (placed.length === 0)
    return items.length > 0 ? [{ type: 'paragraph', text: t.payment.waitingNote }] : [];
  const totals = totalsOf(p, placed);
  const lines = [interpolate(t.payment.dueNow, { amount: formatPrice(totals.due_now, lang) })];
  if (Number(totals.total) !== Number(totals.due_now))
    lines.push(interpolate(t.payment.total, { amount: formatPrice(totals.total, lang) }));
  const blocks: Block[] = [
    { type: 'heading', text: t.payment.heading },
    { type: 'lines', lines },
  ];
  if (p.online_payments) blocks.push(...onlineBlocks(p, placed, totals, lang, t, opts));
  else {
    const how = transferLines(p, t);
    if (p.academy.bizum_phone) how.push(interpolate(t.payment.bizum, { phone: p.academy.bizum_phone }));
    how.push(t.payment.office);
    blocks.push({ type: 'lines', lines: how });
  }
  const note = localized(p.academy, 'payment_instructions', lang);
  if (note) blocks.push({ type: 'paragraph', text: note });
  return blocks;
}

/** A freed place offered while online payments are on: the family accepts it by paying. */
export function offeredPayBlocks(
  item: ItemInMail,
  values: MessageValues,
  lang: Lang,
  t: Catalog,
  opts: RenderOptions,
): Block[] {
  return [
    {
      type: 'paragraph',
      text: interpolate(t.place_offered_pay.intro, {
        ...values,
        amount: formatPrice(item.amounts.due_now, lang),
      }),
    },
    payButton(item, lang, t.place_offered_pay.button, opts),
  ];
}

function childOf(p: RegistrationMailPayload, payment: PaymentInMail): string {
  return p.items.find((i) => i.registration_id === payment.registration_id)?.child_name ?? '';
}

function paymentValues(p: RegistrationMailPayload, payment: PaymentInMail, lang: Lang, t: Catalog) {
  return {
    kind: t.paymentKinds[payment.kind],
    child: childOf(p, payment),
    amount: formatPrice(payment.amount, lang),
    date: formatDay(payment.paid_on, lang),
    method: t.methods[payment.method],
    id: payment.provider_payment_id ?? '',
  };
}

/** The provider's ids of the payments, each once (one checkout pays several places). */
function providerIds(payments: PaymentInMail[]): string[] {
  return [...new Set(payments.flatMap((x) => (x.provider_payment_id ? [x.provider_payment_id] : [])))];
}

/** A refund's reason for the family: the database's own in the e-mail's language, an Admin's as
 * typed; empty when there is none (erased, or no refund). */
function refundReason(refund: RefundInMail | null | undefined, m: Catalog['refund_issued']): string {
  if (refund?.reason_code) return m.reasons[refund.reason_code];
  return refund?.reason ?? '';
}

/** The receipt's first sentence: the places are said confirmed only when every one of them is;
 * a place no longer held (its payment came late and is refunded) is named as such. */
function receiptIntro(items: ItemInMail[], m: Catalog['payment_receipt']): string {
  if (items.length > 0 && items.every((i) => i.status === 'confirmed')) return m.intro;
  if (items.some((i) => i.status === 'cancelled' || i.status === 'waiting')) return m.introRefunded;
  return m.introHeld;
}

export interface Parts {
  subject: string;
  blocks: Block[];
  /** Items whose offers go into the .ics. */
  calendar: ItemInMail[];
}

/** The e-mails of online payments. */
export function paymentMailParts(
  p: RegistrationMailPayload & { kind: PaymentEmailKind },
  values: MessageValues,
  greeting: Block,
  lang: Lang,
  t: Catalog,
  opts: RenderOptions,
): Parts {
  const payments = p.payments ?? [];
  const items = (withLink = true) =>
    p.items.map((item) => {
      const block = itemBlock(item, lang, t, opts, accountLines(item, lang, t));
      return withLink ? block : { ...block, link: undefined };
    });
  const remainingLine = (): Block[] =>
    p.totals && Number(p.totals.remaining) > 0
      ? [
          {
            type: 'lines',
            lines: [interpolate(t.account.totalRemaining, { amount: formatPrice(p.totals.remaining, lang) })],
          },
        ]
      : [];
  switch (p.kind) {
    case 'payment_receipt': {
      const m = t.payment_receipt;
      const lines = [
        ...payments.map((x) => interpolate(m.line, paymentValues(p, x, lang, t))),
        ...providerIds(payments).map((id) => interpolate(m.providerId, { id })),
      ];
      return {
        subject: interpolate(m.subject, values),
        blocks: [
          greeting,
          { type: 'paragraph', text: interpolate(receiptIntro(p.items, m), values) },
          { type: 'heading', text: m.heading },
          { type: 'lines', lines },
          ...items(),
          ...remainingLine(),
        ],
        calendar: [],
      };
    }
    case 'balance_due':
    case 'balance_reminder': {
      const m = t[p.kind];
      const owing = p.items.filter((i) => Number(i.remaining ?? 1) > 0);
      const first = owing[0] ?? p.items[0];
      const due = first?.balance_due_on ? formatDay(first.balance_due_on, lang) : '';
      const dated = { ...values, date: due };
      return {
        subject: interpolate(m.subject, dated),
        blocks: [
          greeting,
          { type: 'paragraph', text: interpolate(m.intro, dated) },
          ...items(),
          ...remainingLine(),
          ...(first ? [payButton(first, lang, t.online.payButton, opts)] : []),
        ],
        calendar: [],
      };
    }
    case 'refund_issued': {
      const m = t.refund_issued;
      const refund = p.refund;
      const amounts = {
        ...values,
        amount: formatPrice(refund?.amount, lang),
        payment: formatPrice(refund?.payment_amount, lang),
      };
      const paid = payments[0];
      const reason = refundReason(refund, m);
      return {
        subject: interpolate(m.subject, amounts),
        blocks: [
          greeting,
          { type: 'paragraph', text: interpolate(m.intro, amounts) },
          {
            type: 'lines',
            lines: [
              ...(paid ? [interpolate(m.payment, paymentValues(p, paid, lang, t))] : []),
              ...(reason ? [interpolate(m.reason, { reason })] : []),
            ],
          },
          { type: 'paragraph', text: m.arrival },
          ...items(),
        ],
        calendar: [],
      };
    }
    case 'deposit_unpaid': {
      const m = t.deposit_unpaid;
      const register = `${opts.siteUrl.replace(/\/+$/, '')}${languagePrefix(lang)}${REGISTRATION_PATH}`;
      return {
        subject: interpolate(m.subject, values),
        blocks: [
          greeting,
          { type: 'paragraph', text: interpolate(m.intro, values) },
          ...items(),
          { type: 'paragraph', text: m.again },
          { type: 'button', href: register, label: m.registerLink },
        ],
        calendar: [],
      };
    }
    case 'payment_refunded_late': {
      const m = t.payment_refunded_late;
      const family = p.family;
      return {
        subject: interpolate(m.subject, values),
        blocks: [
          { type: 'paragraph', text: m.intro },
          {
            type: 'lines',
            lines: [family.parent_name, interpolate(m.contact, { email: family.email, phone: family.phone })],
          },
          ...items(false),
          {
            type: 'lines',
            lines: [
              ...payments.map((x) => interpolate(m.payment, paymentValues(p, x, lang, t))),
              ...(p.refund ? [interpolate(m.refund, { amount: formatPrice(p.refund.amount, lang) })] : []),
            ],
          },
        ],
        calendar: [],
      };
    }
  }
}
