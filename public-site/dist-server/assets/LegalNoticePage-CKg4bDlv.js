import { C as require_dist, d as require_jsx_runtime, f as useSite, s as localized } from "../entry-server.js";
import { t as PageHead } from "./PageHead-RIgpmaxD.js";
/* empty css                   */
// src/pages/LegalNoticePage.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/**
* The legal notice (aviso legal) that Spanish law (LSSI-CE art. 10) requires of a business
* website: who owns the site, their tax id, registered address, registry entry and contact
* e-mail, from site settings, in the page's language.
*/
function LegalNoticePage() {
	const { lang, t, href, settings } = useSite();
	const name = t("academyName");
	const owner = settings.company_name?.trim() || name;
	const email = settings.contact_email?.trim();
	const rows = [
		["legalOwner", owner],
		["legalTaxId", settings.company_tax_id?.trim()],
		["legalAddress", settings.company_address?.trim() || localized(settings, "address", lang)],
		["legalRegistry", settings.company_registry?.trim()]
	];
	const title = t("legalNoticeTitle");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "plain-page",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
			title,
			description: t("legalNoticeDescription", { owner })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "container container--narrow",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_dist.Link, {
					className: "back-link",
					to: href("/"),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						"aria-hidden": "true",
						children: "← "
					}), t("backToMain")]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: title }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "rich-text",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("legalNoticeIntro") }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("dl", {
							className: "legal-facts",
							children: [rows.map(([label, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "legal-facts__row",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t(label) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: value || t("legalNotGiven") })]
							}, label)), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "legal-facts__row",
								children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("dt", { children: t("legalEmail") }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("dd", { children: email ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
									href: `mailto:${email}`,
									children: email
								}) : t("legalNotGiven") })]
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: t("legalUseTitle") }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("legalUseText") }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: t("legalIpTitle") }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("legalIpText", { owner }) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", { children: t("legalLawTitle") }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("legalLawText") })
					]
				})
			]
		})]
	});
}
export { LegalNoticePage as default };
