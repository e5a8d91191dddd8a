import { d as require_jsx_runtime } from "../entry-server.js";
// src/components/FeatureList.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Headed bullets (the three "about" points, the camp's features), each with a check mark. */
function FeatureList({ items }) {
	const shown = items.filter((item) => item.header || item.text);
	if (shown.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
		className: "feature-list",
		children: shown.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
			className: "feature-list__item",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "feature-list__mark",
				"aria-hidden": "true",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
					viewBox: "0 0 24 24",
					width: "22",
					height: "22",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
						cx: "12",
						cy: "12",
						r: "11",
						fill: "#F5B82E"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
						d: "m7 12.5 3.2 3.2L17 9",
						fill: "none",
						stroke: "#0B1F33",
						strokeWidth: "2.4",
						strokeLinecap: "round"
					})]
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [item.header && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h3", {
				className: "feature-list__title",
				children: item.header
			}), item.text && /* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: item.text })] })]
		}, index))
	});
}
export { FeatureList as t };
