import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** Users at /admin/users and /admin/users/{id}; creating and editing happen in dialogs. */
export default {
  icon: PeopleIcon,
  list: lazyPage(() => import('./UserList.tsx').then((m) => ({ default: m.UserList }))),
  show: lazyPage(() => import('./UserShow.tsx').then((m) => ({ default: m.UserShow }))),
  recordRepresentation: (record: { name?: string; last_name?: string }) =>
    [record.name, record.last_name].filter(Boolean).join(' '),
} satisfies ResourceViews;
