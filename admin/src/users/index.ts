import { createElement, Fragment } from 'react';
import { Route } from 'react-router-dom';
import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../common/lazyPage.tsx';

const UserList = lazyPage(() => import('./UserList.tsx').then((module) => ({ default: module.UserList })));
const UserShow = lazyPage(() => import('./UserShow.tsx').then((module) => ({ default: module.UserShow })));

/** Users at /admin/users and /admin/users/{id}; create and edit are modals (SPEC §2.4). */
export default {
  resource: {
    list: UserList,
    icon: PeopleIcon,
    recordRepresentation: (record: { name?: string; last_name?: string }) =>
      [record.name, record.last_name].filter(Boolean).join(' '),
  },
  routes: createElement(
    Fragment,
    null,
    createElement(Route, { key: 'show', path: ':id', element: createElement(UserShow) }),
  ),
};
