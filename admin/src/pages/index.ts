import { createElement } from 'react';
import WebIcon from '@mui/icons-material/Web';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';
import type { ResourceViews } from '../model/resourceViews.ts';

/** The editor of each page (one code, loaded on the first visit of any page editor). */
export default function pageViews(resource: ResourceDefinition): ResourceViews {
  const pageKey = resource.pageKey!;
  return {
    icon: WebIcon,
    screen: lazyPage(() =>
      import('./PageEditor.tsx').then((m) => ({
        default: () => createElement(m.PageEditor, { key: pageKey, pageKey }),
      })),
    ),
  };
}
