import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** Recently deleted records, each restorable. */
export default {
  icon: RestoreFromTrashIcon,
  list: lazyPage(
    () => import('./RecentlyDeleted.tsx').then((m) => ({ default: m.RecentlyDeleted })),
    'app.recently_deleted.loading',
  ),
} satisfies ResourceViews;
