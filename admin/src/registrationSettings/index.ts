import TuneIcon from '@mui/icons-material/Tune';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** The registration settings' one screen at /admin/registration-settings. */
export default {
  icon: TuneIcon,
  screen: lazyPage(() =>
    import('./RegistrationSettings.tsx').then((m) => ({ default: m.RegistrationSettings })),
  ),
} satisfies ResourceViews;
