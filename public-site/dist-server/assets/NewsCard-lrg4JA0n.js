import { C as require_dist, d as require_jsx_runtime, f as useSite, s as localized, x as previewText } from "../entry-server.js";
import { n as news_default_default, t as formatSiteDate } from "./dates-Ctm_I5kS.js";
import { t as SiteImage } from "./SiteImage-BXj7E6Q1.js";
// src/components/NewsCard.css
var import_dist = require_dist();
// src/components/NewsCard.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* One news card (SPEC §2.3): preview image (the academy's default picture when there is none),
* title, the text without markup cut to 200 characters plus '...', and the date.
*/
function NewsCard({ item, to, headingLevel = 3 }) {
	const { lang } = useSite();
	const title = localized(item, "title", lang);
	const Heading = `h${headingLevel}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "news-card",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteImage, {
			className: "news-card__image",
			src: item.preview_image_url || news_default_default,
			alt: "",
			width: 640,
			height: 400,
			sizes: "(min-width: 1000px) 280px, (min-width: 640px) 45vw, 100vw"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "news-card__body",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
					className: "news-card__date",
					dateTime: item.publish_date,
					children: formatSiteDate(item.publish_date, lang)
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Heading, {
					className: "news-card__title",
					children: to ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_dist.Link, {
						className: "news-card__link",
						to,
						children: title
					}) : title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "news-card__text",
					children: previewText(localized(item, "text", lang), 200)
				})
			]
		})]
	});
}
export { NewsCard as t };
