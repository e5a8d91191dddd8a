import { createElement, Fragment } from 'react';
import { Route } from 'react-router-dom';
import ArticleIcon from '@mui/icons-material/Article';
import { NewsCreate } from './NewsCreate.tsx';
import { NewsEdit } from './NewsEdit.tsx';
import { NewsList } from './NewsList.tsx';
import { NewsShow } from './NewsShow.tsx';

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
