import { E as __toESM, T as require_react, _ as DEFAULT_CAMPUS_ROLE, c as localizedList, d as require_jsx_runtime, f as useSite, g as CAMPUS_TYPES, h as CAMPUS_ROLES, s as localized, v as DEFAULT_CAMPUS_TYPE } from "../entry-server.js";
import { a as eventData, n as usePageUrl, o as JsonLd, t as useAcademyFacts } from "./useAcademyFacts-DU_qOSEc.js";
import { t as PageHead } from "./PageHead-RIgpmaxD.js";
import { t as Hero } from "./Hero-D1wun-ua.js";
import { t as RichText } from "./RichText-DdRFrWX2.js";
import { t as SiteImage } from "./SiteImage-BXj7E6Q1.js";
import { a as formatPrice, i as formatDayMonth, n as usePage, t as pageDescription } from "./usePage-B39hLb48.js";
/* empty css               */
/* empty css                   */
// src/lib/whatsapp.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* The messaging-app link with a prefilled message (SPEC §1: campus registration goes out this
* way). Keeps the link's own query; '' when the link is not an http(s) address.
*/
function whatsappWithText(link, text) {
	const value = link?.trim() ?? "";
	if (!/^https?:\/\//i.test(value)) return "";
	try {
		const url = new URL(value);
		url.searchParams.set("text", text);
		return url.toString();
	} catch {
		return "";
	}
}
// src/pages/CampusPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var ROLE_LABEL = {
	PLAYER: "rolePlayer",
	GOALKEEPER: "roleGoalkeeper"
};
var TYPE_LABEL = {
	INTERNAL: "typeInternal",
	EXTERNAL: "typeExternal"
};
/** The cards of one chooser choice: a card without a role or type belongs to every choice. */
function cardsFor(cards, role, type) {
	return cards.filter((card) => (!card.role || card.role === role) && (!card.type || card.type === type));
}
/**
* Campus (SPEC §2.3, §4): hero, the start banner, intro, the programme cards of the chosen role
* and type (PLAYER / INTERNAL first), text, extras, discounts, image and objectives.
*/
function CampusPage() {
	const { lang, t, settings } = useSite();
	const { content, failed } = usePage("campus");
	const [role, setRole] = (0, import_react.useState)(DEFAULT_CAMPUS_ROLE);
	const [type, setType] = (0, import_react.useState)(DEFAULT_CAMPUS_TYPE);
	const title = localized(content, "title", lang);
	const description = pageDescription(localized(content, "intro", lang));
	const facts = useAcademyFacts(content?.hero_image ?? content?.campus_image);
	const url = usePageUrl();
	const allCards = localizedList(content, "cards", lang);
	if (failed || !content || !title && allCards.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, { title: title || void 0 }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatusBlock, { text: t(failed ? "campusLoadFailed" : "noCampusData") })] });
	const cards = cardsFor(allCards, role, type);
	const extras = localizedList(content, "extras", lang);
	const discounts = localizedList(content, "discounts", lang);
	const goals = localizedList(content, "goals", lang);
	const email = settings.contact_email?.trim();
	const register = whatsappWithText(settings.whatsapp_link, t("campusWhatsAppText", {
		role: t(ROLE_LABEL[role]),
		type: t(TYPE_LABEL[type])
	}));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHead, {
			title,
			description,
			image: content.hero_image ?? content.campus_image,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: eventData(facts, {
				url,
				name: title,
				description,
				image: facts.image,
				startDate: content.start_date || void 0,
				offers: allCards.map((card) => ({
					name: card.title,
					price: card.price_per_week
				}))
			}) })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Hero, {
			title,
			image: content.hero_image,
			children: content.start_date && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				className: "hero__banner",
				children: t("nextCampusBanner", { date: formatDayMonth(content.start_date, lang) })
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "container container--narrow",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, {
					className: "lead",
					html: localized(content, "intro", lang)
				})
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section section--sand",
			"aria-labelledby": "campus-cards-title",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "campus-cards-title",
						className: "sr-only",
						children: title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "chooser",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Choice, {
							legend: t("chooseRole"),
							name: "campus-role",
							options: CAMPUS_ROLES.map((value) => ({
								value,
								label: t(ROLE_LABEL[value])
							})),
							value: role,
							onChange: setRole
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Choice, {
							legend: t("chooseType"),
							name: "campus-type",
							options: CAMPUS_TYPES.map((value) => ({
								value,
								label: t(TYPE_LABEL[value])
							})),
							value: type,
							onChange: setType
						})]
					}),
					cards.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
						className: "empty-note",
						children: t("noCampusInfo")
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
						className: "card-grid card-grid--campus",
						"aria-live": "polite",
						children: cards.map((card, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "price-card campus-card",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
									className: "price-card__title",
									children: card.title
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
									className: "price-card__price",
									children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
										className: "price-card__amount",
										children: formatPrice(card.price_per_week, lang)
									}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
										className: "price-card__period",
										children: [" ", t("perWeek")]
									})]
								}),
								card.tags.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
									className: "tag-list",
									children: card.tags.map((tag) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
										className: "chip",
										children: tag
									}, tag))
								}),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
									className: "check-list",
									children: card.content.map((line, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: line }, i))
								}),
								card.note && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
									className: "campus-card__note",
									children: card.note
								}),
								register && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
									className: "button button--primary",
									href: register,
									target: "_blank",
									rel: "noopener noreferrer",
									children: [
										t("register"),
										" ",
										/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
											className: "sr-only",
											children: t("opensInNewTab")
										})
									]
								})
							]
						}, index))
					})
				]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container split",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, { html: localized(content, "text", lang) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteImage, {
					className: "split__image",
					src: content.campus_image,
					alt: "",
					width: 800,
					height: 600,
					sizes: "(min-width: 900px) 560px, 100vw"
				})]
			})
		}),
		(extras.length > 0 || discounts.length > 0) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section section--sand",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container split",
				children: [extras.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					className: "section__title",
					children: t("extrasHeading")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "price-list",
					children: extras.map((extra, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: extra.text }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "price-list__price",
						children: formatPrice(extra.price, lang)
					})] }, i))
				})] }), discounts.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					className: "section__title",
					children: localized(content, "discounts_title", lang)
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "discount-list",
					children: discounts.map((discount, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
						className: "discount-card",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "discount-card__value",
							children: t("discountLabel", { percent: discount.discount })
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: discount.text })]
					}, i))
				})] })]
			})
		}),
		goals.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
				className: "container goals-grid",
				children: goals.map((goal, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: "goal-card",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							className: "goal-card__title",
							children: goal.sectionTitle
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: "check-list",
							children: goal.items.map((item, j) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: item }, j))
						}),
						goal.subsections.map((sub, j) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
							className: "goal-card__subtitle",
							children: sub.title
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: "check-list",
							children: sub.items.map((item, k) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: item }, k))
						})] }, j))
					]
				}, i))
			})
		}),
		(register || email) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section section--pitch",
			"aria-labelledby": "campus-contact-title",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container container--narrow contact-cta",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						id: "campus-contact-title",
						className: "section__title",
						children: t("campusQuestionsTitle")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: t("campusQuestionsText") }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
						className: "button-row",
						children: [register && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							className: "button button--primary",
							href: register,
							target: "_blank",
							rel: "noopener noreferrer",
							children: [
								t("writeWhatsApp"),
								" ",
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "sr-only",
									children: t("opensInNewTab")
								})
							]
						}), email && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							className: "button button--outline-light",
							href: `mailto:${email}?subject=${encodeURIComponent(t("campusEmailSubject"))}`,
							children: t("writeEmail")
						})]
					})
				]
			})
		})
	] });
}
function StatusBlock({ text }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
		className: "plain-page",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			className: "container container--narrow plain-page__box",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
				role: "status",
				children: text
			})
		})
	});
}
/** A labelled group of radio buttons styled as segmented buttons (keyboard: arrow keys). */
function Choice({ legend, name, options, value, onChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("fieldset", {
		className: "segmented",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("legend", {
			className: "segmented__legend",
			children: legend
		}), options.map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
			className: "segmented__option",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
				type: "radio",
				name,
				value: option.value,
				checked: value === option.value,
				onChange: () => onChange(option.value)
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", { children: option.label })]
		}, option.value))]
	});
}
export { cardsFor, CampusPage as default };
