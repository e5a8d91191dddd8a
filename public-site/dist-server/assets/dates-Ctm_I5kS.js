import { r as formatDate } from "./usePage-B39hLb48.js";
// src/assets/news-default.svg
var news_default_default = "/assets/news-default-IK5v9kgm.svg";
// src/lib/dates.ts
/**
* The academy's time zone: dates are the days of the academy in Spain, the same on the server
* and in every visitor's browser (a page hydrates without a date that differs near midnight).
*/
var SITE_TIME_ZONE = "Europe/Madrid";
/** A long date in the language's locale, on the academy's calendar. */
function formatSiteDate(date, lang) {
	return formatDate(date, lang, { timeZone: SITE_TIME_ZONE });
}
export { news_default_default as n, formatSiteDate as t };
