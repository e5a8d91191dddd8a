import TranslateIcon from '@mui/icons-material/Translate';
import { lazyPage } from '../common/lazyPage.tsx';
import type { ResourceViews } from '../resourceViews.ts';

export default {
  icon: TranslateIcon,
  list: lazyPage(() => import('./LanguageList.tsx').then((m) => ({ default: m.LanguageList }))),
} satisfies ResourceViews;
