import { useSite } from '../page/SiteContext.tsx';
import { ROLE_LABEL, TYPE_LABEL } from '../pages/campus/CampusCards.tsx';
import type { CampusRole, CampusType } from '@academy/shared/constants.ts';
import { valuesOf, type OpenOffer, type RegistrationPageState } from '@academy/shared/registrationForm.ts';
import { ClosedBlock, FormPageFrame, useFormPageState } from './FormPageFrame.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';

type FormState = Extract<RegistrationPageState, { kind: 'form' }>;

/**
 * The offers a child can be registered for: those open now; with the campus chooser's role and
 * type, the campus weeks of that role and type only. An offer already ticked always stays.
 */
function offersShown(state: FormState): OpenOffer[] {
  const ticked = new Set(Object.keys(state.values).flatMap((name) => valuesOf(state.values, name)));
  return state.offers.filter(
    (offer) =>
      ticked.has(String(offer.id)) ||
      (offer.is_open &&
        (!state.campus ||
          offer.kind !== 'campus_week' ||
          (offer.campus_role === state.campus.role && offer.campus_type === state.campus.type))),
  );
}

/** The registration form's page (the site server renders it with its tokens and offers). */
export default function RegistrationPage() {
  const { t } = useSite();
  const state = useFormPageState();
  if (!state || state.kind !== 'form') return <ClosedBlock />;
  const offers = offersShown(state);
  const { campus } = state;
  return (
    <FormPageFrame title={t('regTitle')}>
      <p>{t('regIntro')}</p>
      {campus && (
        <p>
          {t('regCampusChosen', {
            role: t(ROLE_LABEL[campus.role as CampusRole]),
            type: t(TYPE_LABEL[campus.type as CampusType]),
          })}
        </p>
      )}
      {offers.length === 0 ? (
        <p role="status">{t('regNoOffers')}</p>
      ) : (
        <RegistrationForm state={state} offers={offers} />
      )}
    </FormPageFrame>
  );
}
