// Renders an outbox e-mail: subject, HTML, plain text and (when it confirms places) the .ics of
// the offers, in the e-mail's language, from the typed catalogs (shared/src/i18n/mail and the
// registration catalog's labels).
import { interpolate, type MessageValues } from '@academy/shared/i18n/index.ts';
import { ACCOUNT_PATH } from '@academy/shared/account.ts';
import { withLanguage, type Lang } from '@academy/shared/languages.ts';
import { localized } from '@academy/shared/localized.ts';
import { parentLinkUrl } from '@academy/shared/registration.ts';
import { renderHtml, renderText, type Block } from './blocks.ts';
import { offerCalendar } from './ics.ts';
import { holdsPlace, itemBlock, MAIL, offerTitle, type Catalog, type RenderOptions } from './items.ts';
import {
  type EnquiryMailPayload,
  type ItemInMail,
  type MailPayload,
  type PaymentEmailKind,
  type RegistrationMailPayload,
} from './payload.ts';
import { erasureParts, guardianParts } from './accountMail.ts';
import { accountLines, offeredPayBlocks, paymentBlocks, paymentMailParts, type Parts } from './payments.ts';
import { formatDateTime, formatDay } from './time.ts';

export type { RenderOptions } from './items.ts';

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

/** The e-mails to the academy's own address. */
const TO_ACADEMY = new Set<MailPayload['kind']>([
  'registration_notice',
  'enquiry_notice',
  'payment_refunded_late',
  'erasure_requested',
]);

function footer(payload: MailPayload, t: Catalog): string[] {
  const lines: string[] = [t.academyName];
  if (payload.academy.email || payload.academy.phone)
    lines.push(
      interpolate(t.footer, { email: payload.academy.email ?? '', phone: payload.academy.phone ?? '' }),
    );
  if (payload.kind === 'guardian_invited')
    lines.push(interpolate(t.guardian_invited.footerReason, { inviter: payload.invitation.invited_by }));
  else if (!TO_ACADEMY.has(payload.kind)) lines.push(t.footerReason);
  return lines;
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
  // A confirmed place tells what is paid and what remains (payloads with the database's accounts).
  const account = p.kind === 'registration_confirmed' || p.kind === 'place_accepted';
  const items = p.items.map((item) =>
    itemBlock(item, lang, t, opts, account ? accountLines(item, lang, t) : []),
  );
  const text = (
    key: Exclude<
      RegistrationMailPayload['kind'],
      'registration_notice' | 'before_camp_reminder' | PaymentEmailKind
    >,
  ) => ({
    subject: interpolate(t[key].subject, values),
    intro: { type: 'paragraph', text: interpolate(t[key].intro, values) } as Block,
  });
  const placed = p.items.filter(holdsPlace);
  const calendarNote: Block[] = placed.length > 0 ? [{ type: 'paragraph', text: t.calendarNote }] : [];
  switch (p.kind) {
    case 'registration_received': {
      const { subject, intro } = text(p.kind);
      const blocks = [greeting, intro, ...items, ...paymentBlocks(p, p.items, lang, t, opts)];
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
          ? paymentBlocks(p, p.items, lang, t, opts)
          : [];
      return {
        subject,
        blocks: [greeting, intro, ...items, ...pay, ...kitAndPlace(p, placed, lang, t), ...calendarNote],
        calendar: placed,
      };
    }
    case 'place_offered': {
      const { subject, intro } = text(p.kind);
      // While online payments are on, the family accepts the place by paying on its page.
      if (p.online_payments && first)
        return {
          subject,
          blocks: [greeting, ...offeredPayBlocks(first, values, lang, t, opts), ...items],
          calendar: [],
        };
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
    case 'before_camp_reminder':
      return beforeCampParts(p, greeting, lang, t, opts);
    case 'hold_expired':
    case 'registration_cancelled': {
      const { subject, intro } = text(p.kind);
      return { subject, blocks: [greeting, intro, ...items], calendar: [] };
    }
    case 'payment_receipt':
    case 'balance_due':
    case 'balance_reminder':
    case 'refund_issued':
    case 'deposit_unpaid':
    case 'payment_refunded_late':
      return paymentMailParts({ ...p, kind: p.kind }, values, greeting, lang, t, opts);
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

/**
 * A reminder of the details a booking still misses before its offer starts: the child, the offer,
 * each detail missing and the day they are due, and the family's account page in the e-mail's
 * language (the family signs in there with a code sent to this address).
 */
function beforeCampParts(
  p: RegistrationMailPayload,
  greeting: Block,
  lang: Lang,
  t: Catalog,
  opts: RenderOptions,
): Parts {
  const n = t.before_camp_reminder;
  const item = p.items[0];
  const camp = item?.before_camp;
  const values: MessageValues = {
    child: item?.child_name ?? '',
    offer: item ? offerTitle(item, lang) : '',
    date: camp ? formatDay(camp.due_on, lang) : '',
  };
  return {
    subject: interpolate(n.subject, values),
    blocks: [
      greeting,
      { type: 'paragraph', text: interpolate(n.intro, values) },
      { type: 'lines', lines: (camp?.missing ?? []).map((detail) => `• ${n.details[detail]}`) },
      {
        type: 'button',
        href: `${opts.siteUrl.replace(/\/+$/, '')}${withLanguage(ACCOUNT_PATH, lang)}`,
        label: n.button,
      },
      { type: 'paragraph', text: n.signIn },
    ],
    calendar: [],
  };
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
  if (
    payload.kind === 'registration_notice' ||
    payload.kind === 'payment_refunded_late' ||
    payload.kind === 'erasure_requested'
  )
    return payload.family.email;
  return undefined;
}

/** Renders one outbox e-mail in `lang`. */
export function renderMail(payload: MailPayload, lang: Lang, opts: RenderOptions): RenderedMail {
  const t = MAIL[lang];
  const parts =
    payload.kind === 'enquiry_notice'
      ? enquiryParts(payload, t)
      : payload.kind === 'guardian_invited'
        ? guardianParts(payload, lang, t, opts)
        : payload.kind === 'erasure_requested'
          ? erasureParts(payload, t)
          : registrationParts(payload, lang, t, opts);
  const doc = {
    lang,
    title: parts.subject,
    header: t.academyName,
    blocks: parts.blocks,
    footer: footer(payload, t),
  };
  const calendar =
    payload.kind === 'enquiry_notice' ||
    payload.kind === 'guardian_invited' ||
    payload.kind === 'erasure_requested'
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
