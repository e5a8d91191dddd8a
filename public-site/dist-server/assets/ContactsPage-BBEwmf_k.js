import { E as __toESM, T as require_react, d as require_jsx_runtime, f as useSite, s as localized, u as useConsent } from "../entry-server.js";
import { o as JsonLd, r as academyData, t as useAcademyFacts } from "./useAcademyFacts-DU_qOSEc.js";
import { t as PageHead } from "./PageHead-RIgpmaxD.js";
import { t as Hero } from "./Hero-D1wun-ua.js";
import { t as RichText } from "./RichText-DdRFrWX2.js";
import { n as usePage, t as pageDescription } from "./usePage-B39hLb48.js";
// src/pages/ContactsPage.css
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
// src/pages/ContactsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Contacts (SPEC §2.3): hero, text, the office (address and phone links) and the map. The map is
* a third party's frame: it loads only after the visitor accepted third-party content or clicked
* its placeholder, so opening the page sends nothing to the map provider (EU privacy rules).
*/
function ContactsPage() {
	const { lang, t, settings } = useSite();
	const { content } = usePage("contacts");
	const { choice } = useConsent();
	const [asked, setAsked] = (0, import_react.useState)(false);
	const showMap = asked || choice === "accepted";
	const title = localized(content, "title", lang);
	const facts = useAcademyFacts();
	const address = localized(settings, "address", lang);
	const phone = settings.phone_number?.trim();
	const email = settings.contact_email?.trim();
	const mapUrl = settings.map_embed_url?.trim();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
			title: title || void 0,
			description: pageDescription(localized(content, "text", lang)),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: academyData(facts) })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hero, { title }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container split split--wide-left",
				children: [content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html: localized(content, "text", lang) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("aside", {
					className: "office-card",
					"aria-labelledby": "office-title",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							id: "office-title",
							className: "office-card__title",
							children: t("officeAddress")
						}),
						address && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: settings.address_url ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							href: settings.address_url,
							target: "_blank",
							rel: "noopener noreferrer",
							children: [
								address,
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "sr-only",
									children: t("opensInNewTab")
								})
							]
						}) : address }),
						phone && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "office-card__label",
							children: t("phoneLabel")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: `tel:${phone.replace(/[^\d+]/g, "")}`,
							children: phone
						})] }),
						email && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "office-card__label",
							children: t("emailLabel")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							href: `mailto:${email}`,
							children: email
						})] }),
						settings.whatsapp_link && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							className: "button button--primary",
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
						})
					]
				})]
			})
		}),
		mapUrl && /^https:\/\//i.test(mapUrl) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section section--sand",
			"aria-labelledby": "map-title",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "map-title",
					className: "section__title",
					children: t("mapHeading")
				}), showMap ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("iframe", {
					className: "map-frame",
					src: mapUrl,
					title: t("mapTitle"),
					width: 1200,
					height: 450,
					loading: "lazy",
					referrerPolicy: "no-referrer",
					sandbox: "allow-scripts allow-same-origin allow-popups"
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "map-placeholder",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("mapNotice") }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "button button--primary",
							onClick: () => setAsked(true),
							children: t("showMap")
						}),
						settings.address_url && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							className: "text-link",
							href: settings.address_url,
							target: "_blank",
							rel: "noopener noreferrer",
							children: t("openMapInNewTab")
						})
					]
				})]
			})
		})
	] });
}
export { ContactsPage as default };
