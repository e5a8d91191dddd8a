/**
 * The map's frame, as the app renders it and as the plain page's script builds it: the provider
 * gets no referrer, and its page runs sandboxed (scripts and its own links only).
 */
export const MAP_FRAME = {
  className: 'map-frame',
  width: 1200,
  height: 450,
  loading: 'lazy',
  referrerPolicy: 'no-referrer',
  sandbox: 'allow-scripts allow-same-origin allow-popups',
} as const;

/** Where the section keeps the map's address and title for a script that shows it. */
export const MAP_SOURCE_ATTRIBUTE = 'data-map-src';
export const MAP_TITLE_ATTRIBUTE = 'data-map-title';
