import { EditWithHistory } from '../history/EditWithHistory.tsx';
import { listPath } from '../model/resourceDefinition.ts';
import { COACH_EDIT_TEXTS, coachTransform } from './coachForm.ts';
import { COACH_OPEN_WHEN, CoachInputs } from './CoachInputs.tsx';
import coaches from './resource.ts';

/** A coach at /admin/coaches/edit/{id}: 'Loading...' while it loads, a red banner if it cannot. */
export function CoachEdit() {
  return (
    <EditWithHistory
      resource={coaches.name}
      table={coaches.table}
      texts={COACH_EDIT_TEXTS}
      backPath={listPath(coaches)}
      redirectTo={listPath(coaches)}
      openWhen={COACH_OPEN_WHEN}
      transform={coachTransform}
    >
      <CoachInputs />
    </EditWithHistory>
  );
}
