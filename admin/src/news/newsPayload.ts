import { NEWS_STATUSES, type NewsInsert, type NewsStatus } from '@academy/shared';
import { localizedPayload, type SectionVisibility } from '../common/localizedForm.ts';

export const NEWS_TEXT_FIELDS = ['title'] as const;
export const NEWS_HTML_FIELDS = ['text'] as const;
export const NEWS_OPEN_WHEN = ['title', 'text'] as const;

function isStatus(value: unknown): value is NewsStatus {
  return typeof value === 'string' && (NEWS_STATUSES as readonly string[]).includes(value);
}

/** The row the news form saves; the publish date is stored as an ISO instant. */
export function newsPayload(
  values: Record<string, unknown>,
  visible: SectionVisibility,
  previewUrl: string | null,
): NewsInsert {
  const localized = localizedPayload(values, visible, NEWS_TEXT_FIELDS, NEWS_HTML_FIELDS);
  const date = new Date(String(values.publish_date ?? ''));
  return {
    status: isStatus(values.status) ? values.status : 'Draft',
    publish_date: Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString(),
    title_en: localized.title_en ?? '',
    title_es: localized.title_es ?? null,
    title_ru: localized.title_ru ?? null,
    text_en: localized.text_en ?? '',
    text_es: localized.text_es ?? null,
    text_ru: localized.text_ru ?? null,
    preview_image_url: previewUrl,
  };
}

/** True for a published article whose date is still ahead: the public site hides it until then. */
export function isScheduled(record: { status: string; publish_date: string }, now = Date.now()): boolean {
  return record.status === 'Published' && new Date(record.publish_date).getTime() > now;
}
