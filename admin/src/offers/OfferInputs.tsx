import { Alert, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  TextInput,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { EditorCard } from '../kit/EditorCard.tsx';
import { DateTimeInput } from '../kit/DateTimeInput.tsx';
import { MoneyInput } from '../kit/MoneyInput.tsx';
import { LocalizedInputs, type LocalizedField } from '../kit/LocalizedInputs.tsx';
import { enumChoices } from '../kit/enumChoices.ts';
import { OFFER_LIMITS } from '@academy/shared/registrationRules.ts';

const FIELDS: readonly LocalizedField[] = [
  { name: 'title', label: 'app.fields.title', required: true, max: 200 },
  { name: 'description', label: 'app.fields.description', kind: 'paragraph', max: 5000 },
  { name: 'kit_list', label: 'app.offers.kit_list', kind: 'paragraph', max: 2000 },
];

const requiredValue = required('app.validation.required');
const years = [
  minValue(OFFER_LIMITS.birthYear.min, 'app.offers.errors.birth_year'),
  maxValue(OFFER_LIMITS.birthYear.max, 'app.offers.errors.birth_year'),
];
const money = [
  minValue(OFFER_LIMITS.price.min, 'app.validation.price'),
  maxValue(OFFER_LIMITS.price.max, 'app.validation.price'),
];

/** Places and online registration: what an Admin and a Coordinator both change. */
export function PlacesInputs() {
  return (
    <EditorCard title="app.offers.places_title">
      <NumberInput
        source="capacity"
        label="app.offers.capacity"
        helperText="app.offers.capacity_hint"
        validate={[
          requiredValue,
          minValue(OFFER_LIMITS.capacity.min, 'app.offers.errors.capacity'),
          maxValue(OFFER_LIMITS.capacity.max, 'app.offers.errors.capacity'),
        ]}
        step={1}
      />
      <BooleanInput source="online_registration" label="app.offers.online_registration" />
    </EditorCard>
  );
}

function KindInputs() {
  const translate = useTranslate();
  return (
    <EditorCard title="app.offers.what_title">
      <SelectInput
        source="kind"
        label="app.offers.kind"
        choices={enumChoices('offer_kind', translate)}
        validate={requiredValue}
      />
      <FormDataConsumer<{ kind?: string }>>
        {({ formData }) =>
          formData.kind === 'campus_week' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SelectInput
                source="campus_role"
                label="app.offers.campus_role"
                choices={enumChoices('campus_role', translate)}
                validate={requiredValue}
              />
              <SelectInput
                source="campus_type"
                label="app.offers.campus_type"
                choices={enumChoices('campus_type', translate)}
                validate={requiredValue}
              />
            </Stack>
          ) : formData.kind === 'trial' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextInput
                source="age_group"
                label="app.offers.age_group"
                validate={requiredValue}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextInput
                source="starts_at"
                label="app.offers.starts_at"
                type="time"
                validate={requiredValue}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextInput
                source="ends_at"
                label="app.offers.ends_at"
                type="time"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
          ) : null
        }
      </FormDataConsumer>
    </EditorCard>
  );
}

/**
 * What the families must give in their account before the offer starts, and by when (the
 * reminders and the staff's "Not ready" follow from it: docs/family-accounts.md, "Before camp").
 */
function BeforeCampInputs() {
  const translate = useTranslate();
  return (
    <EditorCard title="app.before_camp.title">
      <Typography variant="body2" color="text.secondary">
        {translate('app.before_camp.intro')}
      </Typography>
      <CheckboxGroupInput
        source="before_camp_details"
        label="app.before_camp.details"
        helperText="app.before_camp.details_hint"
        choices={enumChoices('before_camp_detail', translate)}
        row={false}
      />
      <DateTimeInput
        source="before_camp_deadline"
        label="app.before_camp.deadline"
        helperText="app.before_camp.deadline_hint"
        dateOnly
      />
    </EditorCard>
  );
}

/** Every field of an offer, for an Admin. */
export function OfferInputs() {
  return (
    <>
      <KindInputs />
      <LocalizedInputs fields={FIELDS} />
      <EditorCard title="app.offers.dates_title">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimeInput source="starts_on" label="app.offers.starts_on" dateOnly validate={requiredValue} />
          <DateTimeInput source="ends_on" label="app.offers.ends_on" dateOnly validate={requiredValue} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimeInput
            source="registration_opens_at"
            label="app.offers.registration_opens_at"
            validate={requiredValue}
          />
          <DateTimeInput
            source="registration_closes_at"
            label="app.offers.registration_closes_at"
            validate={requiredValue}
          />
        </Stack>
      </EditorCard>
      <PlacesInputs />
      <EditorCard title="app.offers.who_title">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberInput
            source="birth_year_min"
            label="app.offers.birth_year_min"
            validate={[requiredValue, ...years]}
            step={1}
          />
          <NumberInput
            source="birth_year_max"
            label="app.offers.birth_year_max"
            validate={[requiredValue, ...years]}
            step={1}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MoneyInput source="price" label="app.offers.price" validate={[requiredValue, ...money]} />
          <MoneyInput
            source="deposit"
            label="app.offers.deposit"
            helperText="app.offers.deposit_hint"
            validate={money}
          />
          <NumberInput source="sort_order" label="app.list.order" step={1} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MoneyInput
            source="early_bird_price"
            label="app.offers.early_bird_price"
            helperText="app.offers.early_bird_hint"
            validate={money}
          />
          <DateTimeInput source="early_bird_until" label="app.offers.early_bird_until" dateOnly />
        </Stack>
      </EditorCard>
      <BeforeCampInputs />
    </>
  );
}

/** For a Coordinator: places and online registration only, and why the rest is not here. */
export function CoordinatorOfferInputs() {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.offers.coordinator_note')}
      </Alert>
      <PlacesInputs />
    </>
  );
}
