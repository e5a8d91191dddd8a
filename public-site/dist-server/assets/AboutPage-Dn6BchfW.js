import { t as PageHead } from "./PageHead-RIgpmaxD.js";
import { t as FeatureList } from "./FeatureList-B5PI4CaG.js";
import { t as Hero } from "./Hero-D1wun-ua.js";
import { t as RichText } from "./RichText-DdRFrWX2.js";
import { t as SiteImage } from "./SiteImage-BXj7E6Q1.js";
import { c as localizedList, d as require_jsx_runtime, f as useSite, s as localized } from "../entry-server.js";
import { n as usePage, t as pageDescription } from "./usePage-B39hLb48.js";
// src/pages/AboutPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** About (SPEC §2.3): hero, three points, an image band, and the story as rich text. */
function AboutPage() {
	const { lang } = useSite();
	const { content } = usePage("about");
	const title = localized(content, "pageTitle", lang);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
			title: title || void 0,
			description: pageDescription(localized(content, "about_text", lang)),
			image: content?.hero_image
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hero, {
			title,
			image: content?.hero_image
		}),
		content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section",
			"aria-labelledby": "about-points-title",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "about-points-title",
					className: "section__title",
					children: localized(content, "about_header", lang)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeatureList, { items: localizedList(content, "bullets", lang) })]
			})
		}),
		content?.about_image && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "image-band",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteImage, {
				src: content.about_image,
				alt: "",
				width: 1600,
				height: 600,
				sizes: "100vw"
			})
		}),
		content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "container container--narrow",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html: localized(content, "about_text", lang) })
			})
		})
	] });
}
export { AboutPage as default };
