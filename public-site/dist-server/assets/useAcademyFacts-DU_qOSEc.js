import { a as ogImageUrl, d as require_jsx_runtime, f as useSite, i as jsonLdText, m as withLanguage, r as absoluteUrl, s as localized } from "../entry-server.js";
// src/app/JsonLd.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Structured data for search engines: data, not a script that runs (the CSP allows none inline). */
function JsonLd({ data }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("script", {
		type: "application/ld+json",
		dangerouslySetInnerHTML: { __html: jsonLdText(data) }
	});
}
// src/app/structuredData.ts
var CONTEXT = "https://schema.org";
var SOCIAL_FIELDS = [
	"social_video_url",
	"social_short_video_url",
	"social_photo_url",
	"social_network_url"
];
/** Drops empty values, so no property is sent without content. */
function compact(data) {
	return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== void 0 && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0)));
}
/** A reference to the academy node (the same @id everywhere). */
function academyRef(facts) {
	return { "@id": `${facts.url.replace(/\/+$/, "")}/#academy` };
}
function postalAddress(facts) {
	const address = localized(facts.settings, "address", facts.lang);
	return address ? {
		"@type": "PostalAddress",
		streetAddress: address,
		addressCountry: "ES"
	} : void 0;
}
/** The academy: a SportsActivityLocation with its address and contacts from site settings. */
function academyData(facts) {
	const { settings } = facts;
	return compact({
		"@context": CONTEXT,
		"@type": "SportsActivityLocation",
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
		sameAs: SOCIAL_FIELDS.map((field) => settings[field]).filter((url) => Boolean(url))
	});
}
/** One article: headline, dates, picture, language, and the academy as author and publisher. */
function articleData(facts, article) {
	const organization = compact({
		"@type": "Organization",
		name: facts.name,
		url: facts.url
	});
	return compact({
		"@context": CONTEXT,
		"@type": "NewsArticle",
		mainEntityOfPage: article.url,
		headline: article.headline.length > 110 ? `${article.headline.slice(0, 109)}…` : article.headline,
		description: article.description,
		image: article.image ? [article.image] : void 0,
		datePublished: article.published,
		dateModified: article.modified ?? article.published,
		inLanguage: facts.lang,
		author: organization,
		publisher: organization
	});
}
/**
* The camps or the campus as an Event at the academy, with one Offer per price (priced in euro)
* or, without prices, the page as the place to book.
*/
function eventData(facts, event) {
	const offers = (event.offers.length > 0 ? event.offers : [{}]).map((offer) => compact({
		"@type": "Offer",
		name: offer.name,
		price: offer.price,
		priceCurrency: "EUR",
		url: event.url,
		availability: "https://schema.org/InStock"
	}));
	return compact({
		"@context": CONTEXT,
		"@type": "Event",
		name: event.name,
		description: event.description,
		url: event.url,
		image: event.image ? [event.image] : void 0,
		startDate: event.startDate,
		eventStatus: "https://schema.org/EventScheduled",
		eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
		inLanguage: facts.lang,
		location: compact({
			"@type": "SportsActivityLocation",
			...academyRef(facts),
			name: facts.name,
			address: postalAddress(facts)
		}),
		organizer: compact({
			"@type": "Organization",
			name: facts.name,
			url: facts.url
		}),
		offers
	});
}
// src/app/useAcademyFacts.ts
/** What the structured data says about the academy, in the page's language. */
function useAcademyFacts(image) {
	const { t, lang, settings, env, media } = useSite();
	return {
		name: t("academyName"),
		url: absoluteUrl(env.siteUrl, withLanguage("/", lang)),
		settings,
		lang,
		image: ogImageUrl(media(image), env) || void 0
	};
}
/** The absolute URL of the current page. */
function usePageUrl() {
	const { env, path, lang } = useSite();
	return absoluteUrl(env.siteUrl, withLanguage(path, lang));
}
export { eventData as a, articleData as i, usePageUrl as n, JsonLd as o, academyData as r, useAcademyFacts as t };
