import { t as SiteImage } from "./SiteImage-BXj7E6Q1.js";
import { d as require_jsx_runtime } from "../entry-server.js";
// src/components/Hero.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The full-bleed opening of a page: its title over an image (or the academy's pitch pattern)
* under a dark gradient, so the title reads at AA contrast. The image is the page's largest
* paint: preloaded with high priority, never lazy.
*/
function Hero({ title, image, size = "page", children, media }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: `hero hero--${size}`,
		children: [
			image && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteImage, {
				className: "hero__media",
				src: image,
				alt: "",
				width: 1600,
				height: 900,
				sizes: "100vw",
				priority: true
			}),
			media,
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { className: "hero__shade" }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "hero__content container",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
					className: size === "home" ? "hero__title hero__title--home" : "hero__title",
					children: title
				}), children]
			})
		]
	});
}
export { Hero as t };
