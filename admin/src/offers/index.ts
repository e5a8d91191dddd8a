import EventIcon from '@mui/icons-material/Event';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** The offers' screens: the list, the forms, and per offer its roster and waiting list. */
export default {
  icon: EventIcon,
  list: lazyPage(
    () => import('./OfferList.tsx').then((m) => ({ default: m.OfferList })),
    'app.offers.loading',
  ),
  create: lazyPage(() => import('./OfferForms.tsx').then((m) => ({ default: m.OfferCreate }))),
  edit: lazyPage(() => import('./OfferForms.tsx').then((m) => ({ default: m.OfferEdit }))),
  show: lazyPage(() => import('./OfferShow.tsx').then((m) => ({ default: m.OfferShow }))),
  recordRepresentation: 'title_en',
} satisfies ResourceViews;
