import SportsIcon from '@mui/icons-material/Sports';
import { lazyPage } from '../common/lazyPage.tsx';
import type { ResourceViews } from '../resourceViews.ts';

/** Coaches (SPEC §2.4-2.6): each screen loads with its first visit (drag and drop, the rich-text editor). */
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
