import { useSite } from '../page/SiteContext.tsx';
import type { SiteMessageKey } from '../i18n/messages.ts';

const LABELS: Record<string, SiteMessageKey> = {
  parent_name: 'regParentName',
  email: 'regEmail',
  phone: 'regPhone',
  language: 'regLanguage',
  emergency_name: 'regEmergencyName',
  emergency_phone: 'regEmergencyPhone',
  name: 'regChildName',
  date_of_birth: 'regDateOfBirth',
  position: 'regPosition',
  shirt_size: 'regShirtSize',
  allergies: 'regAllergies',
  medication: 'regMedication',
  authorised_collectors: 'regCollectors',
  offer_ids: 'regOffersLegend',
  consents: 'regConsentsLegend',
  guardian_declaration: 'regDeclarationLegend',
};

/** A field's name as the error summary says it: 'Child 2: Date of birth'. */
export function useFieldLabel(): (name: string) => string {
  const { t } = useSite();
  return (name) => {
    const parts = name.split('.');
    const child = parts[0] === 'children' && parts.length > 2 ? Number(parts[1]) : null;
    const key = LABELS[child === null ? parts[parts.length - 1]! : parts[2]!];
    const label = key ? t(key) : name;
    return child === null ? label : `${t('regChildHeading', { number: child + 1 })}: ${label}`;
  };
}
