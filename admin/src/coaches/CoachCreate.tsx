import { DEFAULT_SORT_ORDER } from '@academy/shared';
import { CreateScreen } from '../kit/FormScreen.tsx';
import { COACH_CREATE_TEXTS, coachTransform } from './coachForm.ts';
import { COACH_OPEN_WHEN, CoachInputs } from './CoachInputs.tsx';

/** /admin/coaches/new (SPEC §2.6). */
export function CoachCreate() {
  return (
    <CreateScreen
      resource="coaches"
      texts={COACH_CREATE_TEXTS}
      backPath="/coaches"
      redirectTo="/coaches"
      openWhen={COACH_OPEN_WHEN}
      transform={coachTransform}
      defaultValues={{ sort_order: DEFAULT_SORT_ORDER, is_active: true }}
    >
      <CoachInputs />
    </CreateScreen>
  );
}
