import { LANGUAGES } from '@academy/shared';
import { nullIfBlank } from '../editor/richText.ts';
import { cleanRichText } from '../editor/richText.ts';
import type { FormTexts } from '../kit/saveProblem.ts';

/** The coach row a save sends (the whole coach); texts trimmed, HTML cleaned, blanks null. */
export function coachTransform(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const lang of LANGUAGES) {
    for (const field of ['name', 'role']) out[`${field}_${lang}`] = nullIfBlank(values[`${field}_${lang}`]);
    out[`bio_${lang}`] = cleanRichText(
      typeof values[`bio_${lang}`] === 'string' ? (values[`bio_${lang}`] as string) : '',
    );
  }
  out.license = nullIfBlank(values.license);
  const order = Number(values.sort_order);
  // 0 (or nothing) puts a new coach at the end of the list (the database appends it).
  out.sort_order = Number.isInteger(order) ? order : 0;
  out.is_active = values.is_active !== false;
  out.photo_url = values.photo_url ?? null;
  return out;
}

export const COACH_CREATE_TEXTS: FormTexts = {
  title: 'app.coaches.create_title',
  saved: 'app.coaches.saved',
  saveFailed: 'app.coaches.save_failed',
};
export const COACH_EDIT_TEXTS: FormTexts = {
  ...COACH_CREATE_TEXTS,
  title: 'app.coaches.edit_title',
  loadFailed: 'app.coaches.load_failed_one',
};
