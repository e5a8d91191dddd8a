import TranslateIcon from '@mui/icons-material/Translate';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** The languages' switches at /admin/languages. */
export default {
  icon: TranslateIcon,
  list: lazyPage(() => import('./LanguageList.tsx').then((m) => ({ default: m.LanguageList }))),
} satisfies ResourceViews;
