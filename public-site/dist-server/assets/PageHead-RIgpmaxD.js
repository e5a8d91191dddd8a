import { a as ogImageUrl, d as require_jsx_runtime, f as useSite, m as withLanguage, r as absoluteUrl } from "../entry-server.js";
// src/app/PageHead.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Open Graph's locale of each language. */
var OG_LOCALE = {
	en: "en_GB",
	es: "es_ES",
	ru: "ru_RU"
};
/**
* A page's head: title, description, canonical URL, the same page in the other languages
* (hreflang, with English as x-default), and what link previews show (Open Graph, Twitter).
* React 19 puts these tags into the document's head, on the server and on every navigation.
* Pages that must not be indexed (404, 'Article not found') pass `noindex`.
*/
function PageHead({ title, description, image, type = "website", noindex = false, children }) {
	const { t, lang, path, languages, env, media } = useSite();
	const name = t("academyName");
	const fullTitle = title ? `${title} | ${name}` : name;
	const summary = description?.trim() || t("siteDescription");
	const url = absoluteUrl(env.siteUrl, withLanguage(path, lang));
	const picture = ogImageUrl(media(image), env);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("title", { children: fullTitle }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "description",
			content: summary
		}),
		noindex ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "robots",
			content: "noindex"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("link", {
				rel: "canonical",
				href: url
			}),
			languages.length > 1 && languages.map((code) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("link", {
				rel: "alternate",
				hrefLang: code,
				href: absoluteUrl(env.siteUrl, withLanguage(path, code))
			}, code)),
			languages.length > 1 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("link", {
				rel: "alternate",
				hrefLang: "x-default",
				href: absoluteUrl(env.siteUrl, withLanguage(path, "en"))
			})
		] }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:type",
			content: type
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:site_name",
			content: name
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:title",
			content: title || name
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:description",
			content: summary
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:url",
			content: url
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:locale",
			content: OG_LOCALE[lang]
		}),
		languages.filter((code) => code !== lang).map((code) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:locale:alternate",
			content: OG_LOCALE[code]
		}, code)),
		picture && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "og:image",
			content: picture
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "twitter:card",
			content: picture ? "summary_large_image" : "summary"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "twitter:title",
			content: title || name
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "twitter:description",
			content: summary
		}),
		picture && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			name: "twitter:image",
			content: picture
		}),
		children
	] });
}
export { PageHead as t };
