import { C as require_dist, d as require_jsx_runtime, f as useSite } from "../entry-server.js";
import { t as PageHead } from "./PageHead-RIgpmaxD.js";
/* empty css                   */
// src/pages/NotFoundPage.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** Any path no menu item routes to (SPEC §2.1); the server answers it with 404. */
function NotFoundPage() {
	const { t, href } = useSite();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "plain-page",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
			title: t("notFound"),
			noindex: true
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "container container--narrow plain-page__box",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "plain-page__code",
					"aria-hidden": "true",
					children: "404"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", { children: t("notFound") }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("notFoundText") }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_dist.Link, {
					className: "button button--primary",
					to: href("/"),
					children: t("backToMain")
				})
			]
		})]
	});
}
export { NotFoundPage as default };
