import { PAGE_KEYS, type PageKey } from '@academy/shared/constants.ts';
import { FIXED_ROWS } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/** The dashboard's quick links to the most edited pages. */
const QUICK_LINKS: Partial<Record<PageKey, number>> = { index: 3, campus: 4 };

/**
 * One editor per page of the site, at /admin/<key>-page (the `pages` row of that key; the rows
 * exist from the migrations on, so they are edited, never created or deleted).
 */
export default PAGE_KEYS.map((key, index): ResourceDefinition => ({
  name: `${key}-page`,
  table: 'pages',
  primaryKey: ['key'],
  label: `app.pages.names.${key}`,
  access: { Admin: FIXED_ROWS, Editor: FIXED_ROWS },
  menu: { group: 'pages', order: 100 + index },
  single: true,
  pageKey: key,
  dashboard: QUICK_LINKS[key] ? { quickLink: QUICK_LINKS[key] } : undefined,
}));
