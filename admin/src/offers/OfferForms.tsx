import { usePermissions } from 'react-admin';
import type { StaffRole } from '@academy/shared';
import { EditWithHistory } from '../history/EditWithHistory.tsx';
import { CreateScreen, EditScreen } from '../kit/FormScreen.tsx';
import { formTexts } from '../kit/listTexts.ts';
import { listPath } from '../model/resourceDefinition.ts';
import { coordinatorTransform, offerProblems, offerTransform } from './offerForm.ts';
import { CoordinatorOfferInputs, OfferInputs } from './OfferInputs.tsx';
import offers from './resource.ts';

const OPEN_WHEN = ['title', 'description', 'kit_list'];
const validate = () => (values: Record<string, unknown>) => offerProblems(values);

export function OfferCreate() {
  return (
    <CreateScreen
      resource={offers.name}
      texts={formTexts('offers', false)}
      backPath={listPath(offers)}
      redirectTo={listPath(offers)}
      openWhen={OPEN_WHEN}
      transform={offerTransform}
      validate={validate}
      defaultValues={{
        kind: 'campus_week',
        online_registration: true,
        capacity: 20,
        sort_order: 0,
        before_camp_details: [],
      }}
    >
      <OfferInputs />
    </CreateScreen>
  );
}

/**
 * An Admin edits every field, with the offer's history beside the form; a Coordinator the places
 * and online registration only (the history of offers is the Admins').
 */
export function OfferEdit() {
  const { permissions } = usePermissions<StaffRole>();
  const common = {
    resource: offers.name,
    texts: formTexts('offers', true),
    backPath: listPath(offers),
    redirectTo: listPath(offers),
  };
  if (permissions === 'Admin')
    return (
      <EditWithHistory
        {...common}
        table={offers.table}
        openWhen={OPEN_WHEN}
        transform={offerTransform}
        validate={validate}
      >
        <OfferInputs />
      </EditWithHistory>
    );
  return (
    <EditScreen {...common} transform={coordinatorTransform}>
      <CoordinatorOfferInputs />
    </EditScreen>
  );
}
