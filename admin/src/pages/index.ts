import { createElement } from 'react';
import WebIcon from '@mui/icons-material/Web';
import { lazyPage } from '../common/lazyPage.tsx';
import type { PageKey } from '@academy/shared';
import type { ResourceViews } from '../resourceViews.ts';

/** The editor of a page key, its code loaded on the first visit of any page editor. */
export function pageViews(pageKey: PageKey): ResourceViews {
  return {
    icon: WebIcon,
    screen: lazyPage(() =>
      import('./PageEditor.tsx').then((m) => ({
        default: () => createElement(m.PageEditor, { key: pageKey, pageKey }),
      })),
    ),
  };
}
