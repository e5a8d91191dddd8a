import MailIcon from '@mui/icons-material/Mail';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** The enquiries inbox. */
export default {
  icon: MailIcon,
  list: lazyPage(
    () => import('./EnquiryList.tsx').then((m) => ({ default: m.EnquiryList })),
    'app.enquiries.loading',
  ),
  recordRepresentation: 'name',
} satisfies ResourceViews;
