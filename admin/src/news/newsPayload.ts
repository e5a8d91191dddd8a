import {
  ARTICLE_DRAFT_FIELDS,
  LANGUAGES,
  NEWS_STATUSES,
  type ArticleDraft,
  type NewsStatus,
} from '@academy/shared';
import { cleanRichText, nullIfBlank } from '../editor/richText.ts';

function isStatus(value: unknown): value is NewsStatus {
  return typeof value === 'string' && (NEWS_STATUSES as readonly string[]).includes(value);
}

/** The row the news form saves: texts trimmed, HTML cleaned, the publish date as an ISO instant. */
export function newsTransform(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const lang of LANGUAGES) {
    out[`title_${lang}`] = nullIfBlank(values[`title_${lang}`]);
    const text = values[`text_${lang}`];
    out[`text_${lang}`] = cleanRichText(typeof text === 'string' ? text : '');
  }
  const date = new Date(String(values.publish_date ?? ''));
  out.status = isStatus(values.status) ? values.status : 'Draft';
  out.publish_date = Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString();
  out.preview_image_url = values.preview_image_url ?? null;
  return out;
}

/**
 * The article's fields a preview shows, from the news form's values as they would be saved
 * (texts cleaned, the date as an instant): what the editor sends to its preview windows.
 */
export function articleDraftOf(values: Record<string, unknown>): ArticleDraft {
  const row = newsTransform(values);
  const fields: ArticleDraft = {};
  for (const name of ARTICLE_DRAFT_FIELDS) {
    const value = row[name];
    fields[name] = typeof value === 'string' ? value : null;
  }
  return fields;
}
