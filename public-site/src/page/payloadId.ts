/** The id of the JSON block that carries the page's payload (env.ts: SitePayload). */
export const PAYLOAD_ELEMENT_ID = 'site-data';
