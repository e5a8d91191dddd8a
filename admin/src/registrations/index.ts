import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { lazyPage } from '../kit/lazyPage.tsx';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';
import type { ResourceViews } from '../model/resourceViews.ts';

const inbox: ResourceViews = {
  icon: AssignmentIndIcon,
  list: lazyPage(
    () => import('./RegistrationList.tsx').then((m) => ({ default: m.RegistrationList })),
    'app.registrations.loading',
  ),
  show: lazyPage(() => import('./RegistrationShow.tsx').then((m) => ({ default: m.RegistrationShow }))),
  recordRepresentation: 'child_name',
};

/** The inbox's screens; the tables it writes have none of their own. */
export default function registrationViews(resource: ResourceDefinition): ResourceViews | undefined {
  return resource.name === 'registrations' ? inbox : undefined;
}
