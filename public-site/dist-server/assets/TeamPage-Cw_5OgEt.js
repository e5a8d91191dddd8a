import { t as PageHead } from "./PageHead-RIgpmaxD.js";
import { t as Hero } from "./Hero-D1wun-ua.js";
import { t as RichText } from "./RichText-DdRFrWX2.js";
import { t as SiteImage } from "./SiteImage-BXj7E6Q1.js";
import { d as require_jsx_runtime, f as useSite, s as localized } from "../entry-server.js";
import { n as usePage, t as pageDescription } from "./usePage-B39hLb48.js";
// src/pages/TeamPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Team (SPEC §2.3): hero, text, and the 'Coaching staff' cards of the active coaches. */
function TeamPage() {
	const { lang, t } = useSite();
	const { content, data } = usePage("coaches");
	const title = localized(content, "title", lang);
	const list = data?.coaches ?? [];
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
		list.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("section", {
			className: "section section--sand",
			"aria-labelledby": "staff-title",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
				className: "container",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
					id: "staff-title",
					className: "section__title",
					children: t("coachingStaff")
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
					className: "card-grid card-grid--three coach-list",
					children: list.map((coach) => {
						const name = localized(coach, "name", lang);
						return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
							className: "coach-card",
							children: [coach.photo_url ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SiteImage, {
								className: "coach-card__photo",
								src: coach.photo_url,
								alt: name,
								width: 300,
								height: 400,
								sizes: "(min-width: 1000px) 380px, (min-width: 640px) 45vw, 100vw"
							}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
								className: "coach-card__photo coach-card__photo--monogram",
								"aria-hidden": "true",
								children: name.slice(0, 1)
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
								className: "coach-card__body",
								children: [
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
										className: "coach-card__name",
										children: name
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
										className: "coach-card__role",
										children: localized(coach, "role", lang)
									}),
									coach.license && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
										className: "coach-card__licence",
										children: [
											/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
												className: "chip",
												children: t("licence")
											}),
											" ",
											coach.license
										]
									}),
									/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RichText, {
										className: "coach-card__bio",
										html: localized(coach, "bio", lang)
									})
								]
							})]
						}, coach.id);
					})
				})]
			})
		})
	] });
}
export { TeamPage as default };
