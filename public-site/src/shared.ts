// The parts of @academy/shared the site uses, imported file by file rather than through the
// package's index: the index also carries DOMPurify and zod, which would then land in the
// first-load chunk of every page (the budget is 100 KB gzip). Pages that need them import them
// lazily, with the page.
export * from '../../shared/src/languages.ts';
export { localized, localizedList } from '../../shared/src/localized.ts';
export { previewText, stripHtml } from '../../shared/src/text.ts';
export * from '../../shared/src/constants.ts';
export { formatDate, formatDayMonth, formatPrice } from '../../shared/src/format.ts';
export { resolveMediaUrl } from '../../shared/src/media.ts';
