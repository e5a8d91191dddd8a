import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** The access log at /admin/access-log. */
export default {
  icon: ManageSearchIcon,
  list: lazyPage(
    () => import('./AccessLogList.tsx').then((m) => ({ default: m.AccessLogList })),
    'app.access_log.loading',
  ),
} satisfies ResourceViews;
