import { C as require_dist, d as require_jsx_runtime, f as useSite, s as localized } from "../entry-server.js";
import { t as PageHead } from "./PageHead-RIgpmaxD.js";
import { t as RichText } from "./RichText-DdRFrWX2.js";
import { n as usePage, t as pageDescription } from "./usePage-B39hLb48.js";
/* empty css                   */
// src/pages/LegalPage.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** Cookies and Privacy (SPEC §2.3): 'Back to Main Page', the title and the text. */
function LegalPage() {
	const { route } = useSite();
	return route.page === "privacy" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PolicyPage, { pageKey: "privacy" }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PolicyPage, { pageKey: "cookies" });
}
function PolicyPage({ pageKey }) {
	const { lang, t, href } = useSite();
	const { content } = usePage(pageKey);
	const title = localized(content, "title", lang);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "plain-page",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
			title: title || void 0,
			description: pageDescription(localized(content, "text", lang))
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
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html: localized(content, "text", lang) })
			]
		})]
	});
}
export { LegalPage as default };
