import { createContext, type RouterContextProvider } from 'react-router-dom';
import type { SiteClient } from './client.ts';
import { translator } from '../i18n/messages.ts';
import type { RoutePage } from '../routing/siteRoutes.ts';
import type { Lang } from '@academy/shared/languages.ts';
import { ACADEMY_TIME_ZONE } from '@academy/shared/constants.ts';
import { formatDateTime, formatPrice } from '@academy/shared/format.ts';
import type { OpenOffer, RegistrationPageState } from '@academy/shared/registrationForm.ts';
import { priceLine } from '@academy/shared/registrationAmounts.ts';
import { offerTexts as textsOf, type OfferTexts } from '../lib/offerText.ts';
import { paymentTexts, type PaymentTexts } from '../lib/paymentTexts.ts';

/**
 * What the site route's loader learns about registrations, besides the page's data: the offers
 * open now (for the places left on the campus and camps pages, and whether the header's Join Us
 * leads to the form), and, for a page the site server renders with a form, that form's state.
 */
export interface RegistrationSource {
  /** open_offers(), asked afresh: empty while online registration is off. */
  offers(): Promise<OpenOffer[]>;
  /** form_token('enquiry'): a signed token for one enquiry (the contacts page's form). */
  formToken(): Promise<string>;
  /** The state the site server rendered a form page with (never in the browser). */
  state: RegistrationPageState | null;
}

/** The registration part of a page's visit. */
export interface RegistrationVisit {
  /** The offers open for online registration; null when they could not be asked. */
  offers: OpenOffer[] | null;
  state: RegistrationPageState | null;
  /** The enquiry form's token, on the contacts page while registration is on. */
  enquiryToken: string | null;
  /**
   * What the registration form says of each of its offers (by id), written by the loader. Their
   * dates and prices need the browser's Intl, whose first use on a page costs a phone a long task
   * (its locale data loads): the registration pages, which the browser hydrates, read such texts
   * from their data instead of formatting them. Empty on any other page.
   */
  offerTexts: Record<number, OfferTexts>;
  /** The answer page's amounts and the parents' page's hold date, written the same way. */
  formatted: FormattedTexts;
}

/** The amounts and dates of the answer and parents' pages, in the page's language. */
export interface FormattedTexts {
  /** What to pay now, and in all (the answer page). */
  dueNow?: string;
  total?: string;
  /** What the answer's places have had paid so far (the answer page, once something is paid). */
  paid?: string;
  /** Each place's price line, discounts named, by registration id (the answer page). */
  prices?: Record<number, string>;
  /** The registration's price line (the parents' page). */
  price?: string;
  /** Until when an offered place is held, day and time on the academy's clock (the parents' page). */
  holdExpires?: string;
  /** The payment parts' amounts and dates (the answer, parents' and return pages). */
  pay?: PaymentTexts;
}

/** A visit with nothing about registrations (the site has no registration source). */
export const NO_REGISTRATION: RegistrationVisit = {
  offers: null,
  state: null,
  enquiryToken: null,
  offerTexts: {},
  formatted: {},
};

/**
 * `visit` with the texts its registration page would otherwise format as it hydrates, in `lang`
 * (whose catalog is loaded): the form's offer lines, the answer's amounts, the hold's end.
 */
export function withWrittenTexts(visit: RegistrationVisit, lang: Lang): RegistrationVisit {
  const state = visit.state;
  switch (state?.kind) {
    case 'form': {
      const t = translator(lang);
      const offerTexts = Object.fromEntries(state.offers.map((offer) => [offer.id, textsOf(offer, lang, t)]));
      return { ...visit, offerTexts };
    }
    case 'answer': {
      const answer = state.summary?.answer;
      if (!answer) return visit;
      const prices = Object.fromEntries(
        answer.items.map((item) => [item.registration_id, priceLine(item, lang)]),
      );
      return {
        ...visit,
        formatted: {
          dueNow: formatPrice(answer.payment.due_now, lang),
          total: formatPrice(answer.payment.total, lang),
          ...(answer.payment.paid ? { paid: formatPrice(answer.payment.paid, lang) } : {}),
          prices,
          ...(state.summary?.pay ? { pay: paymentTexts(state, lang) } : {}),
        },
      };
    }
    case 'manage': {
      const link = state.link;
      if (!link) return visit;
      const holdExpires = link.hold_expires_at
        ? formatDateTime(link.hold_expires_at, lang, { timeZone: ACADEMY_TIME_ZONE })
        : undefined;
      return {
        ...visit,
        formatted: { holdExpires, price: priceLine(link.amounts, lang), pay: paymentTexts(state, lang) },
      };
    }
    case 'paid':
    case 'payment_refused':
      return { ...visit, formatted: { pay: paymentTexts(state, lang) } };
    default:
      return visit;
  }
}

const RegistrationContext = createContext<RegistrationSource | null>(null);

/** Adds a registration source to the router context the loader gets. */
export function withRegistration(
  context: RouterContextProvider,
  source: RegistrationSource,
): RouterContextProvider {
  context.set(RegistrationContext, source);
  return context;
}

/**
 * `ask`, answered from its last answer for `ms` (one call serves every page rendered meanwhile;
 * a failure is not kept).
 */
export function reusedFor<T>(ms: number, ask: () => Promise<T>): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (last && now - last.at < ms) return last.answer;
    const current = { at: now, answer: ask() };
    last = current;
    current.answer.catch(() => {
      if (last === current) last = null;
    });
    return current.answer;
  };
}

/** open_offers() and form_token() through the site's REST client. */
export function registrationCalls(client: Promise<SiteClient> | SiteClient) {
  return {
    offers: async (): Promise<OpenOffer[]> => {
      const { data, error } = await (await client).rpc('open_offers');
      if (error) throw new Error(`open_offers: ${error.message}`);
      return data ?? [];
    },
    formToken: async (): Promise<string> => {
      const { data, error } = await (await client).rpc('form_token', { p_form: 'enquiry' });
      if (error || typeof data !== 'string') throw new Error(`form_token: ${error?.message ?? 'no token'}`);
      return data;
    },
  };
}

/**
 * The registration part of a visit. A failure to ask for the offers leaves every page as it is
 * without registrations (null), never breaks it.
 */
export async function loadRegistration(
  context: RouterContextProvider,
  page: RoutePage,
): Promise<RegistrationVisit> {
  const source = context.get(RegistrationContext);
  if (!source) return NO_REGISTRATION;
  const offers = await source.offers().catch((error: unknown) => {
    console.error('[site] asking for the open offers failed', error);
    return null;
  });
  // The contacts page's enquiry form is there while families can write through the site.
  const enquiryToken =
    page === 'contacts' && offers && offers.length > 0
      ? await source.formToken().catch((error: unknown) => {
          console.error('[site] asking for a form token failed', error);
          return null;
        })
      : null;
  return { ...NO_REGISTRATION, offers, state: source.state, enquiryToken };
}
