import { NavLink } from 'react-router-dom';
import type { MenuItem } from '../data/types.ts';
import { normalizeMenuPath } from '../routing/siteRoutes.ts';
import { localized } from '@academy/shared/localized.ts';
import { useSite } from './SiteContext.tsx';

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
        const title = localized(item, 'title', lang);
        if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(item.url.trim())) {
          return (
            <li key={item.id}>
              <a href={item.url.trim()} rel="noopener noreferrer">
                {title}
              </a>
            </li>
          );
        }
        const to = href(normalizeMenuPath(item.url));
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
