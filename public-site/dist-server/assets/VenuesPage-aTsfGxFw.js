import { t as PageHead } from "./PageHead-RIgpmaxD.js";
import { t as Hero } from "./Hero-D1wun-ua.js";
import { t as RichText } from "./RichText-DdRFrWX2.js";
import { t as SiteImage } from "./SiteImage-BXj7E6Q1.js";
import { d as require_jsx_runtime, f as useSite, s as localized } from "../entry-server.js";
import { n as usePage, t as pageDescription } from "./usePage-B39hLb48.js";
// src/pages/VenuesPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Venues (SPEC §2.3): hero, first text, an image, second text. */
function VenuesPage() {
	const { lang } = useSite();
	const { content } = usePage("venues");
	const title = localized(content, "page_title", lang);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
			title: title || void 0,
			description: pageDescription(localized(content, "venues_text_one", lang)),
			image: content?.hero_image
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hero, {
			title,
			image: content?.hero_image
		}),
		content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container split",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html: localized(content, "venues_text_one", lang) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteImage, {
					className: "split__image",
					src: content.venues_image,
					alt: "",
					width: 800,
					height: 600,
					sizes: "(min-width: 900px) 560px, 100vw"
				})]
			})
		}),
		content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section section--sand",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "container container--narrow",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html: localized(content, "venues_text_two", lang) })
			})
		})
	] });
}
export { VenuesPage as default };
