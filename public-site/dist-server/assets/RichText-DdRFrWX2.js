import { d as require_jsx_runtime, y as sanitizeHtml } from "../entry-server.js";
// src/components/RichText.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Rich text from the back office, always through the shared DOMPurify policy (stored content is
* sanitized when saved and again here, on the server and in the browser alike, so a row written
* past the admin still renders inert).
*/
function RichText({ html, className }) {
	const clean = sanitizeHtml(html);
	if (!clean) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: ["rich-text", className].filter(Boolean).join(" "),
		dangerouslySetInnerHTML: { __html: clean }
	});
}
export { RichText as t };
