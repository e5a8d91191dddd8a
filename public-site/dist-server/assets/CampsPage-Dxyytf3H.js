import { a as eventData, n as usePageUrl, o as JsonLd, t as useAcademyFacts } from "./useAcademyFacts-DU_qOSEc.js";
import { t as PageHead } from "./PageHead-RIgpmaxD.js";
import { t as FeatureList } from "./FeatureList-B5PI4CaG.js";
import { t as Hero } from "./Hero-D1wun-ua.js";
import { t as RichText } from "./RichText-DdRFrWX2.js";
import { d as require_jsx_runtime, f as useSite, s as localized } from "../entry-server.js";
import { n as usePage, t as pageDescription } from "./usePage-B39hLb48.js";
// src/pages/CampsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var FEATURES = [
	"one",
	"two",
	"three",
	"four",
	"five"
];
var SERVICES = ["six", "seven"];
/**
* Camps (SPEC §2.3): hero, intro, the clubs text, five feature points, two service points,
* 'Dates and rates', and the Email and WhatsApp buttons.
*/
function CampsPage() {
	const { lang, t, settings } = useSite();
	const { content } = usePage("camps");
	const title = localized(content, "title", lang);
	const description = pageDescription(localized(content, "intro", lang));
	const facts = useAcademyFacts(content?.hero_image);
	const url = usePageUrl();
	const head = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
		title: title || void 0,
		description,
		image: content?.hero_image,
		children: content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: eventData(facts, {
			url,
			name: title,
			description,
			image: facts.image,
			offers: []
		}) })
	});
	if (!content) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [head, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hero, { title })] });
	const points = (names) => names.map((n) => ({
		header: localized(content, `bullit_${n}_header`, lang),
		text: localized(content, `bullit_${n}_text`, lang)
	}));
	const email = settings.contact_email?.trim();
	const datesTitle = localized(content, "dates_title", lang);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		head,
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hero, {
			title,
			image: content.hero_image
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container container--narrow",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, {
					className: "lead",
					html: localized(content, "intro", lang)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html: localized(content, "text", lang) })]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section section--sand",
			"aria-labelledby": "camp-features-title",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "camp-features-title",
					className: "section__title",
					children: localized(content, "first_bullets_header", lang)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeatureList, { items: points(FEATURES) })]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section",
			"aria-labelledby": "camp-services-title",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "camp-services-title",
					className: "section__title",
					children: localized(content, "services_header", lang)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeatureList, { items: points(SERVICES) })]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section section--pitch",
			"aria-labelledby": datesTitle ? "camp-dates-title" : void 0,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container container--narrow",
				children: [
					datesTitle && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "camp-dates-title",
						className: "section__title",
						children: datesTitle
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html: localized(content, "text_contacts", lang) }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "button-row",
						children: [email && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							className: "button button--primary",
							href: `mailto:${email}`,
							children: t("writeEmail")
						}), settings.whatsapp_link && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							className: "button button--outline-light",
							href: settings.whatsapp_link,
							target: "_blank",
							rel: "noopener noreferrer",
							children: [
								t("writeWhatsApp"),
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "sr-only",
									children: t("opensInNewTab")
								})
							]
						})]
					})
				]
			})
		})
	] });
}
export { CampsPage as default };
