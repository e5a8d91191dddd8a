import type { CoachInsert } from '@academy/shared';
import { localizedPayload, type SectionVisibility } from '../common/localizedForm.ts';
import { nullIfBlank } from '../editor/richText.ts';

export const COACH_TEXT_FIELDS = ['name', 'role'] as const;
export const COACH_HTML_FIELDS = ['bio'] as const;
/** SPEC §2.6: a section opens by itself when the coach has a name or biography in that language. */
export const COACH_OPEN_WHEN = ['name', 'bio'] as const;

/** The full row the form saves (SPEC §7: insert and update send the whole coach). */
export function coachPayload(
  values: Record<string, unknown>,
  visible: SectionVisibility,
  photoUrl: string | null,
): CoachInsert {
  const localized = localizedPayload(values, visible, COACH_TEXT_FIELDS, COACH_HTML_FIELDS);
  const order = Number(values.sort_order);
  return {
    name_en: localized.name_en ?? '',
    name_es: localized.name_es ?? null,
    name_ru: localized.name_ru ?? null,
    role_en: localized.role_en ?? '',
    role_es: localized.role_es ?? null,
    role_ru: localized.role_ru ?? null,
    bio_en: localized.bio_en ?? '',
    bio_es: localized.bio_es ?? null,
    bio_ru: localized.bio_ru ?? null,
    license: nullIfBlank(values.license),
    sort_order: Number.isInteger(order) ? order : 0,
    is_active: values.is_active !== false,
    photo_url: photoUrl,
  };
}
