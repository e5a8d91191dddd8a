import type { ComponentKey, MenuItem } from '@academy/shared';

/**
 * The address a menu item for `page` gets by default: the address another item already gives that
 * page (one address leads to one page, and the site keeps its links), else `/<page>`, home being '/'.
 */
export function pageAddress(
  items: readonly Pick<MenuItem, 'id' | 'url' | 'component_key'>[],
  page: ComponentKey,
  exceptId?: number,
): string {
  const linked = items.find((item) => item.component_key === page && item.id !== exceptId);
  if (linked) return linked.url || '/';
  return page === 'index' ? '/' : `/${page}`;
}

/**
 * Whether the address should follow a newly chosen page: yes while it is the one the form set or
 * the previous page's own address (or, for a new item, the starting '/'); no once staff wrote
 * another.
 */
export function addressFollowsPage(
  url: unknown,
  previousAddress: string,
  setByForm: string | null,
  creating: boolean,
): boolean {
  const current = typeof url === 'string' ? url.trim() : '';
  return (
    current === setByForm || current === previousAddress || (creating && (current === '/' || current === ''))
  );
}
