import type { FamilyOverview } from '@academy/shared/account.ts';

/** The second guardians invited: one invitation covers every family row, so each address once. */
export function invitedGuardians(overview: FamilyOverview) {
  return [...new Map((overview.guardians ?? []).map((g) => [g.email, g])).values()];
}

/**
 * The guardians' form the page draws: the first guardian's removal while one is invited, else the
 * invitation; none for a second guardian (the database refuses them both), nor without a family.
 */
function guardianForm(overview: FamilyOverview): 'guardian-remove' | 'guardian-invite' | null {
  if (overview.families.length === 0 || !overview.is_first_guardian) return null;
  return invitedGuardians(overview).length > 0 ? 'guardian-remove' : 'guardian-invite';
}

/**
 * The names of the forms the signed-in account page draws (AccountChild.tsx, AccountGuardians.tsx,
 * My data), each of which shows its own refusal. A refusal of any other form (about something not
 * on the page: another family's child, a guardian removed meanwhile in another tab, a form only the
 * first guardian has) must be shown at the top of the page instead, or it would not be shown at all.
 */
export function drawnForms(overview: FamilyOverview): Set<string> {
  const guardians = guardianForm(overview);
  return new Set([
    ...overview.children.flatMap((c) => [
      `medical-${c.id}`,
      `collector-${c.id}`,
      `photos-${c.id}`,
      ...c.bookings.map((b) => `cancel-${b.registration_id}`),
    ]),
    ...overview.families.map((f) => `emergency-${f.id}`),
    ...(guardians ? [guardians] : []),
    ...(overview.families.length > 0 && overview.is_first_guardian ? ['erasure'] : []),
  ]);
}
