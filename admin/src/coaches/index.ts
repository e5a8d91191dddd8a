import SportsIcon from '@mui/icons-material/Sports';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** The coaches' screens: each loads with its first visit (drag and drop, the rich-text editor). */
export default {
  icon: SportsIcon,
  list: lazyPage(
    () => import('./CoachList.tsx').then((m) => ({ default: m.CoachList })),
    'app.coaches.loading',
  ),
  create: lazyPage(() => import('./CoachCreate.tsx').then((m) => ({ default: m.CoachCreate }))),
  edit: lazyPage(() => import('./CoachEdit.tsx').then((m) => ({ default: m.CoachEdit }))),
  recordRepresentation: 'name_en',
} satisfies ResourceViews;
