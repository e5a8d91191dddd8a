import { C as require_dist, d as require_jsx_runtime, f as useSite, s as localized } from "../entry-server.js";
import { i as articleData, n as usePageUrl, o as JsonLd, t as useAcademyFacts } from "./useAcademyFacts-DU_qOSEc.js";
import { t as PageHead } from "./PageHead-RIgpmaxD.js";
import { o as usePageData, t as pageDescription } from "./usePage-B39hLb48.js";
import { n as news_default_default, t as formatSiteDate } from "./dates-Ctm_I5kS.js";
import { t as RichText } from "./RichText-DdRFrWX2.js";
import { t as SiteImage } from "./SiteImage-BXj7E6Q1.js";
/* empty css                   */
// src/pages/NewsDetailPage.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/**
* One article (SPEC §2.3): 'View All News', title, date in the page's locale, header image,
* body, and 'Next Article' (the next older one). Unknown, malformed and unpublished ids read
* 'Article not found' (and the server answers 404).
*/
function NewsDetailPage() {
	const { lang, t, href, route } = useSite();
	const data = usePageData();
	const found = data?.article ?? null;
	const url = usePageUrl();
	const facts = useAcademyFacts(found?.preview_image_url);
	const newsPath = route.newsPath ?? "/news";
	const back = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_dist.Link, {
		className: "back-link",
		to: href(newsPath),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			children: "← "
		}), t("viewAllNews")]
	});
	if (!found) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "plain-page",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
			title: t("articleNotFound"),
			noindex: true
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "container container--narrow plain-page__box",
			children: [
				back,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: t("articleNotFound") }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("articleNotFoundText") })
			]
		})]
	});
	const title = localized(found, "title", lang);
	const description = pageDescription(localized(found, "text", lang));
	const next = data?.next_article_id;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("article", {
		className: "plain-page article",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
			title,
			description,
			image: found.preview_image_url,
			type: "article",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: articleData(facts, {
				url,
				headline: title,
				description,
				image: facts.image,
				published: found.publish_date,
				modified: found.updated_at
			}) })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "container container--narrow",
			children: [
				back,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: "article__title",
					children: title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "article__date",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
						dateTime: found.publish_date,
						children: formatSiteDate(found.publish_date, lang)
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteImage, {
					className: "article__image",
					src: found.preview_image_url || news_default_default,
					alt: "",
					width: 1200,
					height: 675,
					sizes: "(min-width: 860px) 800px, 100vw",
					priority: true
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, {
					className: "article__body",
					html: localized(found, "text", lang)
				}),
				next && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
					className: "article__next",
					"aria-label": t("nextArticle"),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_dist.Link, {
						className: "button button--secondary",
						to: href(`${newsPath}/${next}`),
						rel: "next",
						children: [
							t("nextArticle"),
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
								"aria-hidden": "true",
								children: "→"
							})
						]
					})
				})
			]
		})]
	});
}
export { NewsDetailPage as default };
