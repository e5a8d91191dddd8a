import { createElement, Fragment } from 'react';
import { Navigate, Route } from 'react-router-dom';
import SportsIcon from '@mui/icons-material/Sports';
import { lazyPage } from '../common/lazyPage.tsx';

// The list carries drag and drop, the form the rich-text editor: each loads with its screen.
const CoachList = lazyPage(
  () => import('./CoachList.tsx').then((module) => ({ default: module.CoachList })),
  'app.coaches.loading',
);
const CoachCreate = lazyPage(() =>
  import('./CoachCreate.tsx').then((module) => ({ default: module.CoachCreate })),
);
const CoachEdit = lazyPage(() => import('./CoachEdit.tsx').then((module) => ({ default: module.CoachEdit })));

/**
 * Coaches at the spec's URLs (SPEC §2.4): /admin/coaches, /admin/coaches/new,
 * /admin/coaches/edit/{id}. react-admin's own create path redirects to the spec's.
 */
export default {
  resource: { list: CoachList, icon: SportsIcon, recordRepresentation: 'name_en' },
  routes: createElement(
    Fragment,
    null,
    createElement(Route, { key: 'new', path: 'new', element: createElement(CoachCreate) }),
    createElement(Route, { key: 'edit', path: 'edit/:id', element: createElement(CoachEdit) }),
    createElement(Route, {
      key: 'create',
      path: 'create',
      element: createElement(Navigate, { to: '../new', replace: true }),
    }),
  ),
};
