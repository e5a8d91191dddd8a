import { E as __toESM, T as require_react, d as require_jsx_runtime, f as useSite, s as localized } from "../entry-server.js";
import { t as PageHead } from "./PageHead-RIgpmaxD.js";
import { t as Hero } from "./Hero-D1wun-ua.js";
import { t as NewsCard } from "./NewsCard-lrg4JA0n.js";
import { n as usePage } from "./usePage-B39hLb48.js";
// src/data/clientApi.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var api;
/**
* The browser's API, made on first use: a server-rendered page needs no API call to show, so
* the REST client's code loads with the first navigation or 'More news', not with the page.
*/
function clientApi(config) {
	api ??= Promise.all([import("../entry-server.js").then((n) => n.n), import("../entry-server.js").then((n) => n.t)]).then(([{ createSiteApi }, { createSiteClient }]) => createSiteApi(createSiteClient(config)));
	return api;
}
// src/pages/NewsListPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** True while more published articles exist than the pages loaded so far (SPEC §7). */
function hasMoreNews(total, offset, pageSize = 4) {
	return total > offset + pageSize;
}
/** News (SPEC §2.3): 4 cards per page, 'More news' loads the next 4 while there are more. */
function NewsListPage() {
	const { lang, t, href, route, env } = useSite();
	const { content, data } = usePage("news");
	const [more, setMore] = (0, import_react.useState)([]);
	const [loadingMore, setLoadingMore] = (0, import_react.useState)(false);
	const title = localized(content, "title", lang);
	const firstPage = data?.news ? {
		items: data.news,
		total: data.news_total ?? data.news.length
	} : null;
	const pages = firstPage ? [firstPage, ...more] : [];
	const items = pages.flatMap((p) => p.items);
	const last = pages[pages.length - 1];
	const offset = (pages.length - 1) * 4;
	const canLoadMore = last !== void 0 && hasMoreNews(last.total, offset);
	const newsPath = route.newsPath ?? "/news";
	const loadMore = () => {
		setLoadingMore(true);
		clientApi(env).then((api) => api.newsPage(offset + 4)).then((next) => {
			setMore((loaded) => [...loaded, next]);
			setLoadingMore(false);
		}, (error) => {
			console.error("[site] loading more news failed", error);
			setLoadingMore(false);
		});
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, { title: title || void 0 }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hero, { title }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section",
			"aria-label": title || void 0,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [
					firstPage && items.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "empty-note",
						children: t("noNews")
					}),
					items.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "card-grid card-grid--four news-list",
						children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewsCard, {
							item,
							to: href(`${newsPath}/${item.id}`),
							headingLevel: 2
						}, item.id))
					}),
					canLoadMore && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
						className: "load-more",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
							type: "button",
							className: "button button--secondary",
							onClick: loadMore,
							disabled: loadingMore,
							"aria-busy": loadingMore,
							children: loadingMore ? t("loadingNews") : t("moreNews")
						})
					})
				]
			})
		})
	] });
}
export { NewsListPage as default, hasMoreNews };
