// The campus chooser's role and type decide which programme cards and which offers show, and
// what the WhatsApp message and the registration link carry. The server renders every card and
// offer, each marked with the role and type it belongs to and hidden unless it fits the choice;
// the app and the plain page's script (plain/campusPage.ts) then apply a new choice to the same
// marks, so the page works the same whichever renders it.
import { CAMPUS_ROLES, CAMPUS_TYPES, type CampusRole, type CampusType } from '@academy/shared/constants.ts';

/** The role and type an element belongs to ('' or absent: every role, every type). */
export const CHOICE_ROLE_ATTRIBUTE = 'data-campus-role';
export const CHOICE_TYPE_ATTRIBUTE = 'data-campus-type';
/** A list hidden when none of its marked elements fits the choice... */
export const CHOICE_LIST_ATTRIBUTE = 'data-campus-list';
/** ...and, right after it, what to say then. */
export const CHOICE_EMPTY_ATTRIBUTE = 'data-campus-empty';
/** A link's address for each choice, as JSON keyed by choiceKey(). */
export const CHOICE_HREFS_ATTRIBUTE = 'data-campus-hrefs';

export interface CampusChoice {
  role: CampusRole;
  type: CampusType;
}

/** The choice of a role and a type given as text (the chooser's checked inputs), or null. */
export function readChoice(
  role: string | null | undefined,
  type: string | null | undefined,
): CampusChoice | null {
  const isRole = (value: unknown): value is CampusRole =>
    (CAMPUS_ROLES as readonly unknown[]).includes(value);
  const isType = (value: unknown): value is CampusType =>
    (CAMPUS_TYPES as readonly unknown[]).includes(value);
  return isRole(role) && isType(type) ? { role, type } : null;
}

export function choiceKey({ role, type }: CampusChoice): string {
  return `${role}/${type}`;
}

/** True when something of this role and type (null or '': any) belongs to the choice. */
export function fitsChoice(
  item: { role?: string | null; type?: string | null },
  { role, type }: CampusChoice,
): boolean {
  return (!item.role || item.role === role) && (!item.type || item.type === type);
}

/** The marks of an element that belongs to a role and type, hidden unless it fits the choice. */
export function choiceMarks(item: { role?: string | null; type?: string | null }, choice: CampusChoice) {
  return {
    [CHOICE_ROLE_ATTRIBUTE]: item.role ?? '',
    [CHOICE_TYPE_ATTRIBUTE]: item.type ?? '',
    hidden: !fitsChoice(item, choice),
  };
}

/** A link that follows the choice: its address now, and its address for every choice. */
export function choiceLink(hrefFor: (choice: CampusChoice) => string, choice: CampusChoice) {
  const all = CAMPUS_ROLES.flatMap((role) => CAMPUS_TYPES.map((type) => ({ role, type })));
  return {
    href: hrefFor(choice),
    [CHOICE_HREFS_ATTRIBUTE]: JSON.stringify(Object.fromEntries(all.map((c) => [choiceKey(c), hrefFor(c)]))),
  };
}

/** The props of a link that follows the choice (choiceLink's answer). */
export type ChoiceLink = ReturnType<typeof choiceLink>;
