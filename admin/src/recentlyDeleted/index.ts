import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { lazyPage } from '../common/lazyPage.tsx';
import type { ResourceViews } from '../resourceViews.ts';

/** Recently deleted (issue 11): every staff member; the database shows each what they may edit. */
export default {
  icon: RestoreFromTrashIcon,
  list: lazyPage(
    () => import('./RecentlyDeleted.tsx').then((m) => ({ default: m.RecentlyDeleted })),
    'app.recently_deleted.loading',
  ),
} satisfies ResourceViews;
