import { createContext, type RouterContextProvider } from 'react-router-dom';
import type { SiteClient } from '../data/client.ts';
import { translator } from '../i18n/messages.ts';
import type { RoutePage } from '../routing/siteRoutes.ts';
import type { Lang } from '@academy/shared/languages.ts';
import type { OpenOffer, RegistrationPageState } from '@academy/shared/registrationForm.ts';
import { offerTexts as textsOf, type OfferTexts } from './offerText.ts';

/**
 * What the site route's loader learns about registrations, besides the page's data: the offers
 * open now (for the places left on the campus and camps pages, and whether the header's Join Us
 * leads to the form), and, for a page the site server renders with a form, that form's state.
 */
export interface RegistrationSource {
  /** open_offers(), asked afresh: empty while online registration is off. */
  offers(): Promise<OpenOffer[]>;
  /** form_token(): a signed token for one form (the contacts page's enquiry form). */
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
   * (its locale data loads): the form's page, which the browser hydrates, reads these texts from
   * its data instead of formatting them. Empty on any other page.
   */
  offerTexts: Record<number, OfferTexts>;
}

/** `visit` with the texts of its form's offers in `lang` (whose catalog is loaded). */
export function withOfferTexts(visit: RegistrationVisit, lang: Lang): RegistrationVisit {
  if (visit.state?.kind !== 'form') return visit;
  const t = translator(lang);
  const offerTexts = Object.fromEntries(
    visit.state.offers.map((offer) => [offer.id, textsOf(offer, lang, t)]),
  );
  return { ...visit, offerTexts };
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
      const { data, error } = await (await client).rpc('form_token');
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
  if (!source) return { offers: null, state: null, enquiryToken: null, offerTexts: {} };
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
  return { offers, state: source.state, enquiryToken, offerTexts: {} };
}
