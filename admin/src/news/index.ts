import { createElement, Fragment } from 'react';
import { Route } from 'react-router-dom';
import ArticleIcon from '@mui/icons-material/Article';
import { lazyPage } from '../common/lazyPage.tsx';

// The create and edit screens carry the rich-text editor: each screen loads with its first visit.
const NewsList = lazyPage(() => import('./NewsList.tsx').then((module) => ({ default: module.NewsList })));
const NewsCreate = lazyPage(() =>
  import('./NewsCreate.tsx').then((module) => ({ default: module.NewsCreate })),
);
const NewsShow = lazyPage(() => import('./NewsShow.tsx').then((module) => ({ default: module.NewsShow })));
const NewsEdit = lazyPage(() => import('./NewsEdit.tsx').then((module) => ({ default: module.NewsEdit })));

/** News at the spec's URLs: /admin/news, /news/create, /news/{id} (details), /news/{id}/edit. */
export default {
  resource: { list: NewsList, create: NewsCreate, icon: ArticleIcon, recordRepresentation: 'title_en' },
  routes: createElement(
    Fragment,
    null,
    createElement(Route, { key: 'show', path: ':id', element: createElement(NewsShow) }),
    createElement(Route, { key: 'edit', path: ':id/edit', element: createElement(NewsEdit) }),
  ),
};
