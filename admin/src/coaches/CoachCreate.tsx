import { DEFAULT_SORT_ORDER } from '@academy/shared';
import { CreateScreen } from '../kit/FormScreen.tsx';
import { listPath } from '../model/resourceDefinition.ts';
import { COACH_CREATE_TEXTS, coachTransform } from './coachForm.ts';
import { COACH_OPEN_WHEN, CoachInputs } from './CoachInputs.tsx';
import coaches from './resource.ts';

/** A new coach, at /admin/coaches/new; after saving, the list. */
export function CoachCreate() {
  return (
    <CreateScreen
      resource={coaches.name}
      texts={COACH_CREATE_TEXTS}
      backPath={listPath(coaches)}
      redirectTo={listPath(coaches)}
      openWhen={COACH_OPEN_WHEN}
      transform={coachTransform}
      defaultValues={{ sort_order: DEFAULT_SORT_ORDER, is_active: true }}
    >
      <CoachInputs />
    </CreateScreen>
  );
}
