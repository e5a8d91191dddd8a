import SettingsIcon from '@mui/icons-material/Settings';
import { lazyPage } from '../common/lazyPage.tsx';
import type { ResourceViews } from '../resourceViews.ts';

export default {
  icon: SettingsIcon,
  screen: lazyPage(() => import('./SiteSettings.tsx').then((m) => ({ default: m.SiteSettings }))),
} satisfies ResourceViews;
