import { EditScreen } from '../kit/FormScreen.tsx';
import { COACH_EDIT_TEXTS, coachTransform } from './coachForm.ts';
import { COACH_OPEN_WHEN, CoachInputs } from './CoachInputs.tsx';

/** /admin/coaches/edit/{id}: 'Loading...' while the coach loads, a red banner if it cannot (SPEC §2.6, §8). */
export function CoachEdit() {
  return (
    <EditScreen
      resource="coaches"
      texts={COACH_EDIT_TEXTS}
      backPath="/coaches"
      redirectTo="/coaches"
      openWhen={COACH_OPEN_WHEN}
      transform={coachTransform}
    >
      <CoachInputs />
    </EditScreen>
  );
}
