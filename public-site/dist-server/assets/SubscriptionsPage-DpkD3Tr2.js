import { t as PageHead } from "./PageHead-RIgpmaxD.js";
import { t as Hero } from "./Hero-D1wun-ua.js";
import { t as RichText } from "./RichText-DdRFrWX2.js";
import { t as SiteImage } from "./SiteImage-BXj7E6Q1.js";
import { d as require_jsx_runtime, f as useSite, s as localized } from "../entry-server.js";
import { a as formatPrice, n as usePage, t as pageDescription } from "./usePage-B39hLb48.js";
/* empty css               */
// src/lib/subscriptionPrice.ts
/** How a subscription's price reads in a language (SPEC §9 suffixes). */
function subscriptionPrice(plan, lang, t) {
	const period = plan.is_monthly ? t("perMonth") : plan.is_hourly ? t("perHour") : "";
	const session = plan.price_per_session === null ? "" : formatPrice(plan.price_per_session, lang);
	return {
		amount: formatPrice(plan.price, lang),
		period,
		perSession: session ? `${session} ${t("perSession")}` : null
	};
}
// src/pages/SubscriptionsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var CARDS = [
	"one",
	"two",
	"three",
	"four"
];
/**
* Subscriptions (SPEC §2.3): hero, text, an illustration beside the second text, the plans with
* their euro prices, and the four-cards section.
*/
function SubscriptionsPage() {
	const { lang, t } = useSite();
	const { content, data } = usePage("programmes");
	const title = localized(content, "title", lang);
	const cards = CARDS.map((n) => ({
		text: localized(content, `card_${n}_text`, lang),
		image: content?.[`card_${n}_img`]
	})).filter((card) => card.text);
	const list = data?.subscriptions;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
			title: title || void 0,
			description: pageDescription(localized(content, "text", lang))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hero, { title }),
		content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "container container--narrow",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html: localized(content, "text", lang) })
			})
		}),
		content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section section--sand",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container split",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteImage, {
					className: "split__image",
					src: content.text_two_image,
					alt: "",
					width: 800,
					height: 600,
					sizes: "(min-width: 900px) 560px, 100vw"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html: localized(content, "text_two", lang) })]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section",
			"aria-labelledby": "plans-title",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "plans-title",
						className: "section__title",
						children: localized(content, "subs_title", lang)
					}),
					content && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, {
						className: "section__intro",
						html: localized(content, "subs_text", lang)
					}),
					list && list.length === 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "empty-note",
						children: t("noSubscriptions")
					}),
					list && list.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "card-grid card-grid--three",
						children: list.map((plan) => {
							const price = subscriptionPrice(plan, lang, t);
							return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
								className: "price-card",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
										className: "price-card__title",
										children: localized(plan, "title", lang)
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
										className: "price-card__price",
										children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
											className: "price-card__amount",
											children: price.amount
										}), price.period && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
											className: "price-card__period",
											children: [" ", price.period]
										})]
									}),
									price.perSession && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
										className: "price-card__session",
										children: price.perSession
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
										className: "price-card__text",
										children: localized(plan, "description", lang)
									})
								]
							}, plan.id);
						})
					})
				]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section section--sand",
			"aria-labelledby": "four-cards-title",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "four-cards-title",
					className: "section__title",
					children: localized(content, "fourCards_title", lang)
				}), cards.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
					className: "empty-note",
					children: t("noCards")
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "card-grid card-grid--four",
					children: cards.map((card, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "image-card",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteImage, {
							src: card.image,
							alt: "",
							width: 400,
							height: 300,
							sizes: "(min-width: 1000px) 280px, (min-width: 640px) 45vw, 100vw"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: card.text })]
					}, index))
				})]
			})
		})
	] });
}
export { SubscriptionsPage as default };
