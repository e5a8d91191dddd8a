import { useSite } from '../page/SiteContext.tsx';
import { PLAYER_POSITIONS, SHIRT_SIZES, type ConsentKind } from '@academy/shared/registrationRules.ts';
import {
  CHILD_CONSENTS,
  valueOf,
  valuesOf,
  type FieldError,
  type FormValues,
  type OpenOffer,
} from '@academy/shared/registrationForm.ts';
import { CheckboxField, fieldId, GroupError, SelectField, TextField } from './FormFields.tsx';
import { offerTexts } from '../lib/offerText.ts';
import { consentText, registrationCatalog } from './regMessages.ts';
import { useRegistration } from './useRegistration.ts';

const CONSENT_NOTE = {
  child_data: 'regConsentRequired',
  health_data: 'regConsentHealthRequired',
  photos_website: 'regConsentOptional',
  photos_social: 'regConsentOptional',
} as const satisfies Record<Exclude<ConsentKind, 'guardian'>, string>;

/** One child's fields: who they are, the sessions, the consents for them. */
export function ChildFieldset({
  index,
  count,
  values,
  errors,
  offers,
}: {
  index: number;
  count: number;
  values: FormValues;
  errors: Record<string, FieldError>;
  offers: OpenOffer[];
}) {
  const { lang, t } = useSite();
  const written = useRegistration().offerTexts;
  const catalog = registrationCatalog(lang);
  const field = (name: string) => `children.${index}.${name}`;
  const chosen = new Set(valuesOf(values, field('offer_ids')));
  const number = index + 1;
  return (
    <fieldset className="reg-group" id={`child-${index}`}>
      <legend>{t('regChildHeading', { number })}</legend>
      <TextField
        name={field('name')}
        label={t('regChildName')}
        value={valueOf(values, field('name'))}
        error={errors[field('name')]}
        required
      />
      <TextField
        name={field('date_of_birth')}
        type="date"
        label={t('regDateOfBirth')}
        value={valueOf(values, field('date_of_birth'))}
        error={errors[field('date_of_birth')]}
        required
      />
      <SelectField
        name={field('position')}
        label={t('regPosition')}
        value={valueOf(values, field('position'))}
        error={errors[field('position')]}
        options={PLAYER_POSITIONS.map((value) => ({ value, label: catalog.positions[value] }))}
        required
      />
      <SelectField
        name={field('shirt_size')}
        label={t('regShirtSize')}
        value={valueOf(values, field('shirt_size'))}
        error={errors[field('shirt_size')]}
        options={SHIRT_SIZES.map((value) => ({ value, label: catalog.shirtSizes[value] }))}
        required
      />
      <TextField
        name={field('allergies')}
        label={t('regAllergies')}
        hint={t('regHealthHint')}
        value={valueOf(values, field('allergies'))}
        error={errors[field('allergies')]}
        multiline
      />
      <TextField
        name={field('medication')}
        label={t('regMedication')}
        value={valueOf(values, field('medication'))}
        error={errors[field('medication')]}
        multiline
      />
      <TextField
        name={field('authorised_collectors')}
        label={t('regCollectors')}
        hint={t('regCollectorsHint')}
        value={valueOf(values, field('authorised_collectors'))}
        error={errors[field('authorised_collectors')]}
        multiline
        required
      />
      <fieldset
        className="reg-subgroup"
        id={fieldId(field('offer_ids'))}
        aria-describedby={errors[field('offer_ids')] ? `${fieldId(field('offer_ids'))}-error` : undefined}
      >
        <legend>
          {t('regOffersLegend')}
          <span aria-hidden="true"> *</span>
        </legend>
        <GroupError name={field('offer_ids')} error={errors[field('offer_ids')]} />
        {offers.map((offer) => {
          // As the loader wrote them (see RegistrationVisit.offerTexts).
          const text = written[offer.id] ?? offerTexts(offer, lang, t);
          return (
            <CheckboxField
              key={offer.id}
              id={`${fieldId(field('offer_ids'))}-${offer.id}`}
              name={field('offer_ids')}
              value={String(offer.id)}
              checked={chosen.has(String(offer.id))}
            >
              <span className="reg-offer__title">{text.title}</span>{' '}
              <span className="reg-offer__meta">
                {text.dates} · {t('regBornYears', { min: offer.birth_year_min, max: offer.birth_year_max })} ·{' '}
                {text.price} · {text.places}
              </span>
            </CheckboxField>
          );
        })}
      </fieldset>
      <fieldset className="reg-subgroup">
        <legend>{t('regConsentsLegend')}</legend>
        {CHILD_CONSENTS.map((kind) => (
          <CheckboxField
            key={kind}
            name={field(`consents.${kind}`)}
            checked={valueOf(values, field(`consents.${kind}`)) !== ''}
            error={errors[field(`consents.${kind}`)]}
          >
            {consentText(lang, kind)} <strong>{t(CONSENT_NOTE[kind])}</strong>
          </CheckboxField>
        ))}
      </fieldset>
      {count > 1 && (
        <button
          type="submit"
          className="button reg-remove"
          name="action"
          value={`remove_child:${index}`}
          formNoValidate
          data-remove-child={index}
        >
          {t('regRemoveChild', { number })}
        </button>
      )}
    </fieldset>
  );
}
