import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '@academy/shared';

/**
 * What a feature adds beside a form's fields without the kit knowing it: a note under an input
 * (a translation that may be out of date) and a badge beside a language section's heading (how
 * many). The history feature provides it for records that have a history.
 */
export interface FieldNotes {
  /** The note under the input at a form path ('bio_es', 'gallery_ru'), or nothing. */
  note(path: string): ReactNode;
  /** The badge beside a language section's heading, or nothing. */
  badge(lang: Lang): ReactNode;
}

export const FieldNotesContext = createContext<FieldNotes | null>(null);

/** The note of the field at `path`, when a feature has one. */
export function FieldNote({ path }: { path: string }) {
  return <>{useContext(FieldNotesContext)?.note(path)}</>;
}

/** The badge of a language section, when a feature has one. */
export function SectionBadge({ lang }: { lang: Lang }) {
  return <>{useContext(FieldNotesContext)?.badge(lang)}</>;
}
