// Where the campus cards' "Register" button leads for a choice of role and type: the registration
// form with that choice's campus week chosen (the first one open now), or the form with the
// role and type when no week of theirs is open; null while online registration is off (the
// page then offers WhatsApp).
import type { OpenOffer } from '@academy/shared/registrationForm.ts';
import { registrationHref } from '../../lib/offerText.ts';
import type { CampusChoice } from './campusChoice.ts';

export function campusRegisterHref(
  offers: readonly OpenOffer[] | null,
  href: (path: string) => string,
  choice: CampusChoice,
): string | null {
  const weeks = (offers ?? []).filter((offer) => offer.kind === 'campus_week');
  if (weeks.length === 0) return null;
  const week = weeks.find(
    (offer) => offer.is_open && offer.campus_role === choice.role && offer.campus_type === choice.type,
  );
  return week ? registrationHref(href, { offer: week.id }) : registrationHref(href, choice);
}
