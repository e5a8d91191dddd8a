import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../common/lazyPage.tsx';
import type { ResourceViews } from '../resourceViews.ts';

/** Users at /admin/users and /admin/users/{id}; create and edit are modals (SPEC §2.4). */
export default {
  icon: PeopleIcon,
  list: lazyPage(() => import('./UserList.tsx').then((m) => ({ default: m.UserList }))),
  show: lazyPage(() => import('./UserShow.tsx').then((m) => ({ default: m.UserShow }))),
  recordRepresentation: (record: { name?: string; last_name?: string }) =>
    [record.name, record.last_name].filter(Boolean).join(' '),
} satisfies ResourceViews;
