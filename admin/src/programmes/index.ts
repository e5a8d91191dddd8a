import SchoolIcon from '@mui/icons-material/School';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceViews } from '../model/resourceViews.ts';

/** Programmes at /admin/programmes, /programmes/new, /programmes/edit/{id}. */
export default {
  icon: SchoolIcon,
  list: lazyPage(
    () => import('./ProgrammeList.tsx').then((m) => ({ default: m.ProgrammeList })),
    'app.programmes.loading',
  ),
  create: lazyPage(() => import('./ProgrammeForms.tsx').then((m) => ({ default: m.ProgrammeCreate }))),
  edit: lazyPage(() => import('./ProgrammeForms.tsx').then((m) => ({ default: m.ProgrammeEdit }))),
  recordRepresentation: 'title_en',
} satisfies ResourceViews;
