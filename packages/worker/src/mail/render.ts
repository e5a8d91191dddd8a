// Renders an outbox e-mail: subject, HTML, plain text and (when it confirms places) the .ics of
// the offers, in the e-mail's language, from the typed catalogs (shared/src/i18n/mail and the
// registration catalog's labels).
import { formatPrice } from '@academy/shared/format.ts';
import { interpolate, type MessageValues } from '@academy/shared/i18n/index.ts';
import { mailEn } from '@academy/shared/i18n/mail/en.ts';
import { mailEs } from '@academy/shared/i18n/mail/es.ts';
import { mailRu } from '@academy/shared/i18n/mail/ru.ts';
import { registrationEn } from '@academy/shared/i18n/registration/en.ts';
import { registrationEs } from '@academy/shared/i18n/registration/es.ts';
import { registrationRu } from '@academy/shared/i18n/registration/ru.ts';
import type { Lang } from '@academy/shared/languages.ts';
import { localized } from '@academy/shared/localized.ts';
import { parentLinkUrl } from '@academy/shared/registration.ts';
import { priceLine } from '@academy/shared/registrationAmounts.ts';
import { renderHtml, renderText, type Block } from './blocks.ts';
import { offerCalendar } from './ics.ts';
import type { EnquiryMailPayload, ItemInMail, MailPayload, RegistrationMailPayload } from './payload.ts';
import { formatDateTime, formatDay, shortTime } from './time.ts';

const MAIL = { en: mailEn, es: mailEs, ru: mailRu };
const LABELS = { en: registrationEn, es: registrationEs, ru: registrationRu };

export interface RenderedMail {
  /** The academy's name in the e-mail's language, for the From line. */
  senderName: string;
  subject: string;
  /** Where a reply goes, when not to the sender: the family, on the academy's copy of a notice. */
  replyTo: string | undefined;
  html: string;
  text: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

/** Where the e-mail's links lead: the site's address. */
export interface RenderOptions {
  siteUrl: string;
}

type Catalog = (typeof MAIL)[Lang];

function offerTitle(item: ItemInMail, lang: Lang): string {
  return localized(item.offer, 'title', lang);
}

/** The offer's days (and time): '30 June 2027 to 4 July 2027', '2 May 2027, 10:00–11:30'. */
function offerWhen(item: ItemInMail, lang: Lang, t: Catalog): string {
  const { offer } = item;
  if (offer.starts_at && offer.starts_on === offer.ends_on)
    return interpolate(t.dateTime, {
      date: formatDay(offer.starts_on, lang),
      start: shortTime(offer.starts_at),
      end: offer.ends_at ? shortTime(offer.ends_at) : '',
    });
  return interpolate(t.dates, {
    start: formatDay(offer.starts_on, lang),
    end: formatDay(offer.ends_on, lang),
  });
}

function statusLine(item: ItemInMail, lang: Lang): string {
  const labels = LABELS[lang];
  if (item.status === 'waiting' && item.waiting_position !== null)
    return interpolate(labels.waitingPosition, { position: item.waiting_position });
  return labels.status[item.status];
}

function itemBlock(item: ItemInMail, lang: Lang, t: Catalog, opts: RenderOptions): Block {
  return {
    type: 'item',
    title: `${item.child_name}: ${offerTitle(item, lang)}`,
    lines: [
      offerWhen(item, lang, t),
      // The price a place costs this family, discounts named; none for the waiting list.
      ...(item.status === 'waiting' || item.status === 'cancelled' ? [] : [priceLine(item.amounts, lang)]),
    ],
    status: statusLine(item, lang),
    link: { href: parentLinkUrl(opts.siteUrl, lang, item.manage_token), label: t.manageLink },
  };
}

const holdsPlace = (item: ItemInMail) => item.status === 'new' || item.status === 'confirmed';

function paymentBlocks(
  payload: RegistrationMailPayload,
  items: ItemInMail[],
  lang: Lang,
  t: Catalog,
): Block[] {
  const placed = items.filter(holdsPlace);
  if (placed.length === 0)
    return items.length > 0 ? [{ type: 'paragraph', text: t.payment.waitingNote }] : [];
  const a = payload.academy;
  // The database's amounts, discounts applied: nothing is priced here.
  const dueNow = placed.reduce((sum, i) => sum + Number(i.amounts.due_now), 0);
  const total = placed.reduce((sum, i) => sum + Number(i.amounts.price), 0);
  const lines = [interpolate(t.payment.dueNow, { amount: formatPrice(dueNow, lang) })];
  if (total !== dueNow) lines.push(interpolate(t.payment.total, { amount: formatPrice(total, lang) }));
  const how: string[] = [];
  if (a.bank_iban) {
    how.push(interpolate(t.payment.transfer, { holder: a.bank_account_holder ?? a.company_name ?? '' }));
    how.push(interpolate(t.payment.iban, { iban: a.bank_iban }));
    if (a.bank_bic) how.push(interpolate(t.payment.bic, { bic: a.bank_bic }));
  }
  if (payload.reference) how.push(interpolate(t.payment.reference, { reference: payload.reference }));
  if (a.bizum_phone) how.push(interpolate(t.payment.bizum, { phone: a.bizum_phone }));
  how.push(t.payment.office);
  const blocks: Block[] = [
    { type: 'heading', text: t.payment.heading },
    { type: 'lines', lines },
    { type: 'lines', lines: how },
  ];
  const note = localized(a, 'payment_instructions', lang);
  if (note) blocks.push({ type: 'paragraph', text: note });
  return blocks;
}

/** The kit list of each offer, once per offer, and where the academy is. */
function kitAndPlace(payload: RegistrationMailPayload, items: ItemInMail[], lang: Lang, t: Catalog): Block[] {
  const blocks: Block[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    const kit = localized(item.offer, 'kit_list', lang);
    if (seen.has(item.offer.id) || !kit) continue;
    seen.add(item.offer.id);
    blocks.push({ type: 'heading', text: interpolate(t.kitHeading, { offer: offerTitle(item, lang) }) });
    blocks.push({ type: 'paragraph', text: kit });
  }
  const address = localized(payload.academy, 'address', lang);
  if (address) {
    blocks.push({ type: 'heading', text: t.placeHeading }, { type: 'paragraph', text: address });
    if (payload.academy.address_url)
      blocks.push({ type: 'link', href: payload.academy.address_url, label: t.mapLink });
  }
  return blocks;
}

function footer(payload: MailPayload, t: Catalog): string[] {
  const lines: string[] = [t.academyName];
  if (payload.academy.email || payload.academy.phone)
    lines.push(
      interpolate(t.footer, { email: payload.academy.email ?? '', phone: payload.academy.phone ?? '' }),
    );
  if (payload.kind !== 'registration_notice' && payload.kind !== 'enquiry_notice') lines.push(t.footerReason);
  return lines;
}

interface Parts {
  subject: string;
  blocks: Block[];
  /** Items whose offers go into the .ics. */
  calendar: ItemInMail[];
}

function registrationParts(p: RegistrationMailPayload, lang: Lang, t: Catalog, opts: RenderOptions): Parts {
  const first = p.items[0];
  const values: MessageValues = {
    child: first?.child_name ?? '',
    offer: first ? offerTitle(first, lang) : '',
    date: first ? formatDay(first.offer.starts_on, lang) : '',
    deadline: first?.hold_expires_at ? formatDateTime(first.hold_expires_at, lang) : '',
    parent: p.family.parent_name,
    reference: p.reference ?? '',
  };
  const greeting: Block = {
    type: 'paragraph',
    text: interpolate(t.greeting, { name: p.family.parent_name }),
  };
  const items = p.items.map((item) => itemBlock(item, lang, t, opts));
  const text = (key: Exclude<RegistrationMailPayload['kind'], 'registration_notice'>) => ({
    subject: interpolate(t[key].subject, values),
    intro: { type: 'paragraph', text: interpolate(t[key].intro, values) } as Block,
  });
  const placed = p.items.filter(holdsPlace);
  const calendarNote: Block[] = placed.length > 0 ? [{ type: 'paragraph', text: t.calendarNote }] : [];
  switch (p.kind) {
    case 'registration_received': {
      const { subject, intro } = text(p.kind);
      const blocks = [greeting, intro, ...items, ...paymentBlocks(p, p.items, lang, t)];
      return {
        subject,
        blocks: [...blocks, ...kitAndPlace(p, placed, lang, t), ...calendarNote],
        calendar: placed,
      };
    }
    case 'place_accepted':
    case 'registration_confirmed':
    case 'reminder_week':
    case 'reminder_day': {
      const { subject, intro } = text(p.kind);
      const pay =
        p.kind === 'place_accepted' || p.kind === 'registration_confirmed'
          ? paymentBlocks(p, p.items, lang, t)
          : [];
      return {
        subject,
        blocks: [greeting, intro, ...items, ...pay, ...kitAndPlace(p, placed, lang, t), ...calendarNote],
        calendar: placed,
      };
    }
    case 'place_offered': {
      const { subject, intro } = text(p.kind);
      const accept: Block[] = first
        ? [
            {
              type: 'button',
              href: parentLinkUrl(opts.siteUrl, lang, first.manage_token),
              label: t.acceptLink,
            },
          ]
        : [];
      return { subject, blocks: [greeting, intro, ...accept, ...items], calendar: [] };
    }
    case 'hold_expired':
    case 'registration_cancelled': {
      const { subject, intro } = text(p.kind);
      return { subject, blocks: [greeting, intro, ...items], calendar: [] };
    }
    case 'registration_notice': {
      const family = p.family;
      const contact = interpolate(t.registration_notice.contact, {
        email: family.email,
        phone: family.phone,
        language: family.language,
      });
      return {
        subject: interpolate(t.registration_notice.subject, values),
        blocks: [
          { type: 'paragraph', text: interpolate(t.registration_notice.intro, values) },
          { type: 'lines', lines: [family.parent_name, contact] },
          ...p.items.map((item) => ({ ...itemBlock(item, lang, t, opts), link: undefined })),
        ],
        calendar: [],
      };
    }
  }
}

function enquiryParts(p: EnquiryMailPayload, t: Catalog): Parts {
  const e = p.enquiry;
  const n = t.enquiry_notice;
  return {
    subject: interpolate(n.subject, { name: e.name }),
    blocks: [
      { type: 'paragraph', text: n.intro },
      {
        type: 'lines',
        lines: [
          interpolate(n.name, { name: e.name }),
          ...(e.email ? [interpolate(n.email, { email: e.email })] : []),
          ...(e.phone ? [interpolate(n.phone, { phone: e.phone })] : []),
          interpolate(n.language, { language: e.language }),
        ],
      },
      { type: 'paragraph', text: e.message },
    ],
    calendar: [],
  };
}

/** The academy's copy of an enquiry or a registration is answered to the family, not to itself. */
function replyTo(payload: MailPayload): string | undefined {
  if (payload.kind === 'enquiry_notice') return payload.enquiry.email ?? undefined;
  if (payload.kind === 'registration_notice') return payload.family.email;
  return undefined;
}

/** Renders one outbox e-mail in `lang`. */
export function renderMail(payload: MailPayload, lang: Lang, opts: RenderOptions): RenderedMail {
  const t = MAIL[lang];
  const parts =
    payload.kind === 'enquiry_notice' ? enquiryParts(payload, t) : registrationParts(payload, lang, t, opts);
  const doc = {
    lang,
    title: parts.subject,
    header: t.academyName,
    blocks: parts.blocks,
    footer: footer(payload, t),
  };
  const calendar =
    payload.kind === 'enquiry_notice'
      ? undefined
      : offerCalendar(parts.calendar, payload.academy, lang, (offer) => interpolate(t.kitHeading, { offer }));
  return {
    senderName: t.academyName,
    subject: parts.subject,
    replyTo: replyTo(payload),
    html: renderHtml(doc),
    text: renderText(doc),
    attachments: calendar
      ? [
          {
            filename: 'registration.ics',
            content: calendar,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          },
        ]
      : [],
  };
}
