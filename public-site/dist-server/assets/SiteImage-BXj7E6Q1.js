import { E as __toESM, d as require_jsx_runtime, f as useSite, o as imageVariants, w as require_react_dom } from "../entry-server.js";
// src/components/SiteImage.tsx
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** The width the browser takes when it ignores `srcset`. */
var FALLBACK_WIDTH = 960;
/**
* A stored image in resized WebP/AVIF copies (`srcset` + `sizes`) when the site server offers
* them. `width`/`height` give its aspect ratio, so its box is reserved before it loads (no
* layout shift). A `priority` image (the hero: the page's largest paint) is preloaded with high
* priority and never lazy; every other one loads lazily as it nears the screen.
*/
function SiteImage({ src, alt, width, height, sizes, priority = false, className, draggable }) {
	const { media, env } = useSite();
	const url = media(src);
	if (!url) return null;
	const variants = imageVariants(url, env.supabaseUrl, env.imageEndpoint);
	const fallback = variants ? variants.src(FALLBACK_WIDTH) : url;
	if (priority) (0, import_react_dom.preload)(fallback, {
		as: "image",
		fetchPriority: "high",
		...variants ? {
			imageSrcSet: variants.srcSet,
			imageSizes: sizes
		} : {}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
		className,
		src: fallback,
		srcSet: variants?.srcSet,
		sizes: variants ? sizes : void 0,
		alt,
		width,
		height,
		loading: priority ? void 0 : "lazy",
		fetchPriority: priority ? "high" : void 0,
		decoding: "async",
		draggable
	});
}
export { SiteImage as t };
