import MenuIcon from '@mui/icons-material/Menu';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** The site's menus at /admin/menu, /menu/new, /menu/edit/{id}. */
export default {
  icon: MenuIcon,
  list: lazyPage(
    () => import('./MenuList.tsx').then((m) => ({ default: m.MenuList })),
    'app.menu_items.loading',
  ),
  create: lazyPage(() => import('./MenuForms.tsx').then((m) => ({ default: m.MenuCreate }))),
  edit: lazyPage(() => import('./MenuForms.tsx').then((m) => ({ default: m.MenuEdit }))),
  recordRepresentation: 'title_en',
} satisfies ResourceViews;
