// Structured data (schema.org JSON-LD) for search engines: the academy as a place where sports
// are practised, each article as a NewsArticle, the camps and the campus as Events with Offers.
// Pure builders: the pages pass what they show.
import type { SiteSettings } from '../data/types.ts';
import { CURRENCY } from '@academy/shared/constants.ts';
import type { Lang } from '@academy/shared/languages.ts';
import { localized } from '@academy/shared/localized.ts';

type Json = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const SOCIAL_FIELDS = [
  'social_video_url',
  'social_short_video_url',
  'social_photo_url',
  'social_network_url',
] as const;

/** Drops empty values, so no property is sent without content. */
function compact(data: Json): Json {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/** What the builders need to know about the academy. */
export interface AcademyFacts {
  name: string;
  /** The site's home page URL in the page's language. */
  url: string;
  settings: Partial<SiteSettings>;
  lang: Lang;
  /** An absolute image URL of the academy (its home picture). */
  image?: string;
}

/** A reference to the academy node (the same @id everywhere). */
function academyRef(facts: AcademyFacts): Json {
  return { '@id': `${facts.url.replace(/\/+$/, '')}/#academy` };
}

function postalAddress(facts: AcademyFacts): Json | undefined {
  const address = localized(facts.settings, 'address', facts.lang);
  return address ? { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'ES' } : undefined;
}

/** The academy: a SportsActivityLocation with its address and contacts from site settings. */
export function academyData(facts: AcademyFacts): Json {
  const { settings } = facts;
  return compact({
    '@context': CONTEXT,
    '@type': 'SportsActivityLocation',
    ...academyRef(facts),
    name: facts.name,
    legalName: settings.company_name,
    url: facts.url,
    image: facts.image,
    telephone: settings.phone_number,
    email: settings.contact_email,
    address: postalAddress(facts),
    hasMap: settings.address_url,
    taxID: settings.company_tax_id,
    sameAs: SOCIAL_FIELDS.map((field) => settings[field]).filter((url): url is string => Boolean(url)),
  });
}

/** One article: headline, dates, picture, language, and the academy as author and publisher. */
export function articleData(
  facts: AcademyFacts,
  article: {
    url: string;
    headline: string;
    description: string;
    image?: string;
    published: string;
    modified?: string;
  },
): Json {
  const organization = compact({ '@type': 'Organization', name: facts.name, url: facts.url });
  return compact({
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    mainEntityOfPage: article.url,
    // Search engines show at most 110 characters of a headline.
    headline: article.headline.length > 110 ? `${article.headline.slice(0, 109)}…` : article.headline,
    description: article.description,
    image: article.image ? [article.image] : undefined,
    datePublished: article.published,
    dateModified: article.modified ?? article.published,
    inLanguage: facts.lang,
    author: organization,
    publisher: organization,
  });
}

/** A price of an event: one programme card or the page's booking link. */
export interface EventOffer {
  name?: string;
  price?: number;
}

/**
 * The camps or the campus as an Event at the academy, with one Offer per price (priced in euro)
 * or, without prices, the page as the place to book.
 */
export function eventData(
  facts: AcademyFacts,
  event: {
    url: string;
    name: string;
    description: string;
    image?: string;
    startDate?: string;
    offers: EventOffer[];
  },
): Json {
  const offers = (event.offers.length > 0 ? event.offers : [{}]).map((offer) =>
    compact({
      '@type': 'Offer',
      name: offer.name,
      price: offer.price,
      priceCurrency: CURRENCY,
      url: event.url,
      availability: 'https://schema.org/InStock',
    }),
  );
  return compact({
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.name,
    description: event.description,
    url: event.url,
    image: event.image ? [event.image] : undefined,
    startDate: event.startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: facts.lang,
    location: compact({
      '@type': 'SportsActivityLocation',
      ...academyRef(facts),
      name: facts.name,
      address: postalAddress(facts),
    }),
    organizer: compact({ '@type': 'Organization', name: facts.name, url: facts.url }),
    offers,
  });
}
