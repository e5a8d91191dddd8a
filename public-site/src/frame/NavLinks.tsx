import { NavLink } from 'react-router-dom';
import type { MenuItem } from '../data/types.ts';
import { normalizeMenuPath } from '@academy/shared/links.ts';
import { localized } from '@academy/shared/localized.ts';
import { useSite } from '../page/SiteContext.tsx';

/** Menu items as a list of links in the page's language; the current page is marked. */
export function NavLinks({
  items,
  className,
}: {
  items: readonly Pick<MenuItem, 'id' | 'url' | 'title_en' | 'title_es' | 'title_ru'>[];
  className: string;
}) {
  const { lang, href } = useSite();
  return (
    <ul className={className}>
      {items.map((item) => {
        // Every item is a page of this site: a url that would leave it is not shown at all.
        const path = normalizeMenuPath(item.url);
        if (path === null) return null;
        const title = localized(item, 'title', lang);
        const to = href(path);
        return (
          <li key={item.id}>
            {/* `end`: the home link is not "current" on every page below it. */}
            <NavLink to={to} end>
              {title}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
