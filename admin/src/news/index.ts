import ArticleIcon from '@mui/icons-material/Article';
import { lazyPage } from '../common/lazyPage.tsx';
import type { ResourceViews } from '../resourceViews.ts';

/** News at the spec's URLs: /admin/news, /news/create, /news/{id} (details), /news/{id}/edit. */
export default {
  icon: ArticleIcon,
  list: lazyPage(() => import('./NewsList.tsx').then((m) => ({ default: m.NewsList }))),
  create: lazyPage(() => import('./NewsCreate.tsx').then((m) => ({ default: m.NewsCreate }))),
  show: lazyPage(() => import('./NewsShow.tsx').then((m) => ({ default: m.NewsShow }))),
  edit: lazyPage(() => import('./NewsEdit.tsx').then((m) => ({ default: m.NewsEdit }))),
  recordRepresentation: 'title_en',
} satisfies ResourceViews;
