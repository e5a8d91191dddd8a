import { C as require_dist, E as __toESM, S as stripHtml, T as require_react, b as isEmptyHtml, g as CAMPUS_TYPES, h as CAMPUS_ROLES, p as LOCALES } from "../entry-server.js";
// src/app/usePageData.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_dist = require_dist();
/**
* The current page's data. On a client-side navigation it may still be on its way: the page
* then suspends, and the page's loader shows meanwhile (see PageOutlet).
*/
function usePageLoad() {
	const { load } = (0, import_dist.useLoaderData)();
	return load instanceof Promise ? (0, import_react.use)(load) : load;
}
/** The current page's page_data() answer, or null when it failed or the page needs none. */
function usePageData() {
	const load = usePageLoad();
	return load.ok ? load.data : null;
}
// ../shared/src/format.ts
var formatters = /* @__PURE__ */ new Map();
function dateFormatter(lang, timeZone) {
	const key = `d|${lang}|${timeZone ?? ""}`;
	let formatter = formatters.get(key);
	if (!formatter) {
		formatter = new Intl.DateTimeFormat(LOCALES[lang], {
			day: "numeric",
			month: "long",
			year: "numeric",
			timeZone
		});
		formatters.set(key, formatter);
	}
	return formatter;
}
function priceFormatter(lang, fractionDigits) {
	const key = `p|${lang}|${fractionDigits}`;
	let formatter = formatters.get(key);
	if (!formatter) {
		formatter = new Intl.NumberFormat(LOCALES[lang], {
			style: "currency",
			currency: "EUR",
			minimumFractionDigits: fractionDigits,
			maximumFractionDigits: fractionDigits
		});
		formatters.set(key, formatter);
	}
	return formatter;
}
/**
* A long date in the language's locale: '12 March 2025', '12 de marzo de 2025',
* '12 марта 2025 г.'. Accepts a Date, an ISO string (e.g. a timestamptz from the API) or epoch
* milliseconds; an invalid or missing date gives ''.
*/
function formatDate(date, lang, options = {}) {
	if (date === null || date === void 0 || date === "") return "";
	const value = date instanceof Date ? date : new Date(date);
	if (Number.isNaN(value.getTime())) return "";
	return dateFormatter(lang, options.timeZone).format(value);
}
/** True for a real calendar day written 'YYYY-MM-DD' ('2027-06-30'; not '2027-02-30'). */
function isCalendarDate(value) {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
	if (!match) return false;
	const [year, month, day] = [
		Number(match[1]),
		Number(match[2]),
		Number(match[3])
	];
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
var DAY_MONTH_LOCALES = {
	en: "en-US",
	es: LOCALES.es,
	ru: LOCALES.ru
};
/**
* A calendar day ('YYYY-MM-DD') as day and month in the language: 'June 30', '30 de junio',
* '30 июня'. The day is taken as written (no time zone shifts it); anything else gives ''.
*/
function formatDayMonth(value, lang) {
	if (!value || !isCalendarDate(value)) return "";
	const key = `dm|${lang}`;
	let formatter = formatters.get(key);
	if (!formatter) {
		formatter = new Intl.DateTimeFormat(DAY_MONTH_LOCALES[lang], {
			day: "numeric",
			month: "long",
			timeZone: "UTC"
		});
		formatters.set(key, formatter);
	}
	return formatter.format(/* @__PURE__ */ new Date(`${value}T00:00:00Z`));
}
/**
* A euro price in the language's locale, without decimals when whole: '€120' (en), '120 €'
* (es, ru; the space is a no-break space), '€120.50', '120,50 €'. Accepts numbers and numeric
* strings (PostgreSQL numeric); anything else gives ''.
*/
function formatPrice(amount, lang) {
	if (amount === null || amount === void 0 || amount === "") return "";
	const value = typeof amount === "number" ? amount : Number(amount);
	if (!Number.isFinite(value)) return "";
	return priceFormatter(lang, Math.round(value * 100) % 100 === 0 ? 0 : 2).format(value);
}
// ../shared/src/pageRead.ts
var MEDIA_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
var LINK = /^https?:\/\/[^\s]+$/i;
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var same = (value) => value;
/** A rule that is either valid or read as `fallback` (zod's string → '', optional → absent). */
function leaf(ok, fallback) {
	return {
		ok,
		out: same,
		read: (value) => ok(value) ? value : fallback
	};
}
var text = leaf((v) => typeof v === "string" && !isEmptyHtml(v), "");
var optionalText = leaf((v) => v === void 0 || v === null || typeof v === "string", void 0);
var isMedia = (v) => typeof v === "string" && v.trim() !== "" && MEDIA_URL.test(v);
var media = leaf(isMedia, "");
var optionalMedia = leaf((v) => v === void 0 || isMedia(v), void 0);
var optionalLink = leaf((v) => v === void 0 || typeof v === "string" && (v === "" || LINK.test(v)), void 0);
var date = leaf((v) => typeof v === "string" && isCalendarDate(v), "");
var isNumber = (v) => typeof v === "number" && Number.isFinite(v);
var price = leaf((v) => isNumber(v) && v >= 0, void 0);
var percent = leaf((v) => isNumber(v) && v >= 0 && v <= 100, void 0);
var optionalOneOf = (values) => leaf((v) => v === void 0 || typeof v === "string" && values.includes(v), void 0);
function object(shape) {
	const entries = Object.entries(shape);
	const ok = (value) => isRecord(value) && entries.every(([key, rule]) => rule.ok(value[key]));
	const out = (value) => {
		const source = value;
		const result = {};
		for (const [key, rule] of entries) if (source[key] !== void 0) result[key] = rule.out(source[key]);
		return result;
	};
	return {
		ok,
		out,
		fields: entries.map(([key]) => key),
		read: (value) => {
			if (ok(value)) return out(value);
			const source = isRecord(value) ? value : {};
			const result = {};
			for (const [key, rule] of entries) {
				const read = rule.read(source[key]);
				if (read !== void 0) result[key] = read;
			}
			return result;
		}
	};
}
/** A list: read leniently, it keeps its valid items (bounds only decide validity). */
function list(item, bounds = {}) {
	const { min = 0, max = Infinity } = bounds;
	const ok = (value) => Array.isArray(value) && value.length >= min && value.length <= max && value.every((v) => item.ok(v));
	const out = (value) => value.map((v) => item.out(v));
	return {
		ok,
		out,
		read: (value) => Array.isArray(value) ? value.filter((v) => item.ok(v)).map((v) => item.out(v)) : []
	};
}
/** A translation of a localized list: absent, null, empty or within the English bounds. */
function optionalList(item, bounds) {
	const inner = list(item, bounds);
	const ok = (value) => value === void 0 || value === null || Array.isArray(value) && value.length === 0 || inner.ok(value);
	const out = (value) => Array.isArray(value) ? inner.out(value) : value;
	return {
		ok,
		out,
		read: (value) => ok(value) ? out(value) : void 0
	};
}
function tr(...names) {
	return Object.fromEntries(names.flatMap((name) => [
		[`${name}_en`, text],
		[`${name}_es`, optionalText],
		[`${name}_ru`, optionalText]
	]));
}
function optionalTr(...names) {
	return Object.fromEntries(names.flatMap((name) => [
		"en",
		"es",
		"ru"
	].map((lang) => [`${name}_${lang}`, optionalText])));
}
function trList(name, item, bounds) {
	const translation = optionalList(item, bounds);
	return {
		[`${name}_en`]: list(item, bounds),
		[`${name}_es`]: translation,
		[`${name}_ru`]: translation
	};
}
var textList = list(text);
var headedText = object({
	header: text,
	text
});
/** The light rules of each page key, in the order and with the names of pageSchemas. */
var pageReadRules = {
	index: object({
		...tr("page_title", "about_header", "bullit_one_header", "bullit_one_text", "bullit_two_header", "bullit_two_text", "bullit_three_header", "bullit_three_text"),
		hero_video_url: media,
		hero_poster_url: media,
		partners: list(object({
			name: text,
			logo_url: media,
			url: optionalLink
		})),
		gallery: list(object({
			image_url: media,
			...tr("caption")
		}))
	}),
	about: object({
		...tr("pageTitle", "about_header", "about_text"),
		...trList("bullets", headedText, {
			min: 3,
			max: 3
		}),
		about_image: media,
		hero_image: media
	}),
	coaches: object(tr("title", "text")),
	venues: object({
		...tr("page_title", "venues_text_one", "venues_text_two"),
		venues_image: media,
		hero_image: media
	}),
	programmes: object({
		...tr("title", "text", "text_two", "subs_title", "subs_text", "fourCards_title", "card_one_text", "card_two_text", "card_three_text", "card_four_text"),
		text_two_image: media,
		card_one_img: media,
		card_two_img: media,
		card_three_img: media,
		card_four_img: media
	}),
	news: object(tr("title")),
	contacts: object(tr("title", "text")),
	camps: object({
		...tr("title", "intro", "text", "first_bullets_header", "bullit_one_header", "bullit_one_text", "bullit_two_header", "bullit_two_text", "bullit_three_header", "bullit_three_text", "bullit_four_header", "bullit_four_text", "bullit_five_header", "bullit_five_text", "bullit_six_header", "bullit_six_text", "bullit_seven_header", "bullit_seven_text", "services_header", "text_contacts"),
		...optionalTr("dates_title"),
		hero_image: media
	}),
	campus: object({
		...tr("title", "intro", "text", "discounts_title"),
		start_date: date,
		campus_image: media,
		hero_image: optionalMedia,
		...trList("extras", object({
			text,
			price
		}), { min: 1 }),
		...trList("discounts", object({
			text,
			discount: percent
		}), { min: 1 }),
		...trList("cards", object({
			title: text,
			price_per_week: price,
			tags: textList,
			content: textList,
			note: optionalText,
			role: optionalOneOf(CAMPUS_ROLES),
			type: optionalOneOf(CAMPUS_TYPES)
		}), { min: 1 }),
		...trList("goals", object({
			sectionTitle: text,
			items: textList,
			subsections: list(object({
				title: text,
				items: textList
			}))
		}), { min: 1 })
	}),
	cookies: object(tr("title", "text")),
	privacy: object(tr("title", "text"))
};
/**
* Reads a page's content for display without zod; never throws. The same result as
* readPageContent: valid content as is (unknown keys dropped), otherwise every readable part
* kept and the rest '' for text, [] for lists, absent for optional parts.
*/
function readPageContentLight(key, raw) {
	return pageReadRules[key].read(raw);
}
// src/pages/usePage.ts
/**
* The current page's data and its texts (the `pages` row of `key`), read with defaults: a
* missing or partly invalid row still renders what it has (SPEC §8: a failed part stays empty,
* the page stays up). `content` is undefined only when loading the page failed. Read without zod
* (readPageContentLight, the same result as readPageContent) to keep zod out of the first load.
*/
function usePage(key) {
	const load = usePageLoad();
	return (0, import_react.useMemo)(() => {
		if (!load.ok) return {
			failed: true,
			data: null,
			content: void 0
		};
		return {
			failed: false,
			data: load.data,
			content: readPageContentLight(key, load.data?.page ?? {})
		};
	}, [key, load]);
}
/** The longest page description search engines show in full. */
var DESCRIPTION_MAX = 160;
/** A rich text as a one-line page description: markup stripped, cut at a word near 160 characters. */
function pageDescription(html) {
	const text = stripHtml(html).replace(/\s+/g, " ").trim();
	if (text.length <= DESCRIPTION_MAX) return text;
	const cut = text.slice(0, 159);
	const space = cut.lastIndexOf(" ");
	return `${(space > 100 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
export { formatPrice as a, formatDayMonth as i, usePage as n, usePageData as o, formatDate as r, pageDescription as t };
