import SettingsIcon from '@mui/icons-material/Settings';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** The site settings' one screen at /admin/site-settings. */
export default {
  icon: SettingsIcon,
  screen: lazyPage(() => import('./SiteSettings.tsx').then((m) => ({ default: m.SiteSettings }))),
} satisfies ResourceViews;
