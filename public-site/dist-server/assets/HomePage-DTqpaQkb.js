import { C as require_dist, E as __toESM, T as require_react, d as require_jsx_runtime, f as useSite, l as ErrorBoundary, s as localized } from "../entry-server.js";
import { o as JsonLd, r as academyData, t as useAcademyFacts } from "./useAcademyFacts-DU_qOSEc.js";
import { t as PageHead } from "./PageHead-RIgpmaxD.js";
import { t as FeatureList } from "./FeatureList-B5PI4CaG.js";
import { t as SiteImage } from "./SiteImage-BXj7E6Q1.js";
import { t as Hero } from "./Hero-D1wun-ua.js";
import { t as NewsCard } from "./NewsCard-lrg4JA0n.js";
import { n as usePage } from "./usePage-B39hLb48.js";
// src/components/useReducedMotion.ts
var import_dist = require_dist();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var QUERY = "(prefers-reduced-motion: reduce)";
function subscribe(onChange) {
	const media = window.matchMedia?.(QUERY);
	media?.addEventListener("change", onChange);
	return () => media?.removeEventListener("change", onChange);
}
/**
* True when the visitor asked the system for less motion (the strip and the video then stop).
* False on the server and while hydrating, so the first render matches the server's HTML.
*/
function useReducedMotion() {
	return (0, import_react.useSyncExternalStore)(subscribe, () => window.matchMedia?.(QUERY).matches ?? false, () => false);
}
// src/components/Gallery.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The home gallery (SPEC §2.3): a row of photos the visitor drags with a mouse or a finger, or
* moves 310 px at a time with the arrow buttons or the arrow keys.
*/
function Gallery({ title, items, labels }) {
	const scroller = (0, import_react.useRef)(null);
	const drag = (0, import_react.useRef)(null);
	const reduced = useReducedMotion();
	const step = (direction) => scroller.current?.scrollBy({
		left: direction * 310,
		behavior: reduced ? "auto" : "smooth"
	});
	const onKeyDown = (event) => {
		if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
			event.preventDefault();
			step(event.key === "ArrowLeft" ? -1 : 1);
		}
	};
	const onPointerDown = (event) => {
		if (event.pointerType !== "mouse" || !scroller.current) return;
		drag.current = {
			x: event.clientX,
			left: scroller.current.scrollLeft,
			id: event.pointerId
		};
		scroller.current.setPointerCapture(event.pointerId);
		scroller.current.classList.add("is-dragging");
	};
	const onPointerMove = (event) => {
		if (!drag.current || !scroller.current) return;
		scroller.current.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
	};
	const endDrag = () => {
		if (!drag.current || !scroller.current) return;
		scroller.current.releasePointerCapture(drag.current.id);
		scroller.current.classList.remove("is-dragging");
		drag.current = null;
	};
	if (items.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: "section section--sand gallery",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container gallery__head",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "gallery-title",
					className: "section__title",
					children: title
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "gallery__arrows",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						className: "round-button",
						onClick: () => step(-1),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							"aria-hidden": "true",
							children: "←"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: labels.previous
						})]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("button", {
						type: "button",
						className: "round-button",
						onClick: () => step(1),
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							"aria-hidden": "true",
							children: "→"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "sr-only",
							children: labels.next
						})]
					})]
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				ref: scroller,
				className: "gallery__scroller",
				role: "region",
				"aria-label": title,
				"aria-describedby": "gallery-hint",
				tabIndex: 0,
				onKeyDown,
				onPointerDown,
				onPointerMove,
				onPointerUp: endDrag,
				onPointerCancel: endDrag,
				"data-testid": "gallery-scroller",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "gallery__track",
					children: items.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
						className: "gallery__item",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("figure", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteImage, {
							src: item.src,
							alt: item.caption,
							width: 400,
							height: 300,
							sizes: "(min-width: 768px) 400px, 80vw",
							draggable: false
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("figcaption", { children: item.caption })] })
					}, index))
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				id: "gallery-hint",
				className: "sr-only",
				children: labels.hint
			})
		]
	});
}
// src/components/PartnerStrip.tsx
/**
* The partners' logos in an endless strip (SPEC §9): the list is shown twice, the strip moves
* 1 px every 16 ms and jumps back by half its width, which looks the same, so it loops without
* a seam. It stops while hovered or focused and under reduced motion.
*/
function PartnerStrip({ title, partners }) {
	const scroller = (0, import_react.useRef)(null);
	const reduced = useReducedMotion();
	const [paused, setPaused] = (0, import_react.useState)(false);
	const [onScreen, setOnScreen] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		const el = scroller.current;
		if (!el) return;
		if (typeof IntersectionObserver === "undefined") {
			setOnScreen(true);
			return;
		}
		const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
		observer.observe(el);
		return () => observer.disconnect();
	}, []);
	(0, import_react.useEffect)(() => {
		const el = scroller.current;
		if (!el || reduced || paused || !onScreen) return;
		const timer = window.setInterval(() => {
			const half = el.scrollWidth / 2;
			el.scrollLeft = el.scrollLeft + 1 >= half ? 0 : el.scrollLeft + 1;
		}, 16);
		return () => window.clearInterval(timer);
	}, [
		reduced,
		paused,
		onScreen
	]);
	if (partners.length === 0) return null;
	const logo = (partner, copy, index) => {
		const image = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteImage, {
			src: partner.logo_url,
			alt: copy ? "" : partner.name,
			width: 200,
			height: 80,
			sizes: "200px",
			draggable: false
		});
		return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
			className: "partner-strip__item",
			"aria-hidden": copy || void 0,
			children: partner.url ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href: partner.url,
				target: "_blank",
				rel: "noopener noreferrer",
				tabIndex: copy ? -1 : void 0,
				children: image
			}) : image
		}, `${copy ? "b" : "a"}${index}`);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("section", {
		className: "section partner-strip",
		"aria-labelledby": "partners-title",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "container",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
				id: "partners-title",
				className: "section__title",
				children: title
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			ref: scroller,
			className: "partner-strip__viewport",
			onMouseEnter: () => setPaused(true),
			onMouseLeave: () => setPaused(false),
			onFocus: () => setPaused(true),
			onBlur: () => setPaused(false),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
				className: "partner-strip__track",
				children: [partners.map((p, i) => logo(p, false, i)), partners.map((p, i) => logo(p, true, i))]
			})
		})]
	});
}
// src/pages/HomePage.tsx
/** Home (SPEC §2.3): video hero, three points about the academy, latest news, partners, gallery. */
function HomePage() {
	const { lang, t, media, href, route } = useSite();
	const { content, data } = usePage("index");
	const title = localized(content, "page_title", lang);
	const latest = data?.news ?? [];
	const facts = useAcademyFacts(content?.hero_poster_url);
	const bullets = [
		"one",
		"two",
		"three"
	].map((n) => ({
		header: localized(content, `bullit_${n}_header`, lang),
		text: localized(content, `bullit_${n}_text`, lang)
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
			title: title || void 0,
			image: content?.hero_poster_url,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: academyData(facts) })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hero, {
			size: "home",
			title,
			image: content?.hero_poster_url,
			media: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeroVideo, { src: media(content?.hero_video_url) })
		}),
		content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section about-points",
			"aria-labelledby": "about-title",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "about-title",
					className: "section__title",
					children: localized(content, "about_header", lang)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeatureList, { items: bullets })]
			})
		}),
		data?.news && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section section--sand",
			"aria-labelledby": "latest-news-title",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "section__head",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "latest-news-title",
						className: "section__title",
						children: t("latestNews")
					}), route.newsPath && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_dist.Link, {
						className: "text-link",
						to: href(route.newsPath),
						children: t("viewAllNews")
					})]
				}), latest.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("noNews") }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
					className: "card-grid card-grid--four",
					children: latest.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(NewsCard, {
						item,
						to: route.newsPath ? href(`${route.newsPath}/${item.id}`) : null
					}, item.id))
				})]
			})
		}),
		content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorBoundary, {
			name: "partners",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PartnerStrip, {
				title: t("collaborators"),
				partners: content.partners
			})
		}),
		content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorBoundary, {
			name: "gallery",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Gallery, {
				title: t("playWithUs"),
				items: content.gallery.map((image) => ({
					src: image.image_url,
					caption: localized(image, "caption", lang)
				})),
				labels: {
					previous: t("galleryPrevious"),
					next: t("galleryNext"),
					hint: t("galleryHint")
				}
			})
		})
	] });
}
/**
* The hero video: muted, inline and looping (the only way browsers autoplay). It comes once the
* page has loaded and the browser is idle, over the poster image that painted first (a video
* shows nothing until its first frame), so it never delays the first content or competes with
* it; under reduced motion it never comes.
*/
function HeroVideo({ src }) {
	const reduced = useReducedMotion();
	const [ready, setReady] = (0, import_react.useState)(false);
	(0, import_react.useEffect)(() => {
		let idle = 0;
		const start = () => {
			idle = window.requestIdleCallback ? window.requestIdleCallback(() => setReady(true)) : window.setTimeout(() => setReady(true), 200);
		};
		if (document.readyState === "complete") start();
		else window.addEventListener("load", start, { once: true });
		return () => {
			window.removeEventListener("load", start);
			if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
			else window.clearTimeout(idle);
		};
	}, []);
	if (!src || !ready || reduced) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("video", {
		className: "hero__media hero__video",
		src,
		autoPlay: true,
		muted: true,
		loop: true,
		playsInline: true,
		preload: "auto",
		"aria-hidden": "true"
	});
}
export { HomePage as default };
