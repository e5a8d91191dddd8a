import ArticleIcon from '@mui/icons-material/Article';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** News: the list, /news/create, an article's details at /news/{id} and its editor at /news/{id}/edit. */
export default {
  icon: ArticleIcon,
  list: lazyPage(() => import('./NewsList.tsx').then((m) => ({ default: m.NewsList })), 'app.news.loading'),
  create: lazyPage(() => import('./NewsCreate.tsx').then((m) => ({ default: m.NewsCreate }))),
  show: lazyPage(() => import('./NewsShow.tsx').then((m) => ({ default: m.NewsShow }))),
  edit: lazyPage(() => import('./NewsEdit.tsx').then((m) => ({ default: m.NewsEdit }))),
  recordRepresentation: 'title_en',
} satisfies ResourceViews;
