import EuroIcon from '@mui/icons-material/Euro';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** Subscriptions at /admin/subscriptions, /subscriptions/new, /subscriptions/edit/{id}. */
export default {
  icon: EuroIcon,
  list: lazyPage(
    () => import('./SubscriptionList.tsx').then((m) => ({ default: m.SubscriptionList })),
    'app.subscriptions.loading',
  ),
  create: lazyPage(() => import('./SubscriptionForms.tsx').then((m) => ({ default: m.SubscriptionCreate }))),
  edit: lazyPage(() => import('./SubscriptionForms.tsx').then((m) => ({ default: m.SubscriptionEdit }))),
  recordRepresentation: 'title_en',
} satisfies ResourceViews;
