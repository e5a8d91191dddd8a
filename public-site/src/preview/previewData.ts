import type { PreviewDraft } from '@academy/shared/preview.ts';
import type { PageRequest } from '../data/pageRequest.ts';
import type { NewsArticle, PageData } from '../data/types.ts';

/**
 * An article as the preview reads it: the site's columns, its status, and whether visitors see it
 * now (`is_visible`, the database's answer: preview_page_data() gives it for the saved article,
 * news_is_visible() for an editor's unsaved status or date).
 */
export type PreviewArticle = NewsArticle & { status?: string; is_visible?: boolean };

/** Why a preview cannot be shown. */
export class PreviewRefused extends Error {
  constructor(readonly reason: 'not-staff' | 'session-ended') {
    super(reason === 'not-staff' ? 'Only signed-in staff can see a preview' : 'The staff session has ended');
    this.name = 'PreviewRefused';
  }
}

/**
 * The page as the editor's unsaved state would make it: a page editor's content replaces the
 * page's saved content (only on the page it edits), an article editor's fields replace the
 * saved article's (only on that article). Anything else shows as saved.
 */
export function withDraft(data: PageData, request: PageRequest | null, draft: PreviewDraft | null): PageData {
  if (!draft || !request) return data;
  if (draft.kind === 'page') return request.key === draft.key ? { ...data, page: draft.content } : data;
  if (request.articleId !== draft.id || !data.article) return data;
  const article: Record<string, unknown> = { ...data.article };
  for (const [name, value] of Object.entries(draft.fields)) {
    // A required field left empty in the editor keeps its saved value (the editor will not save it empty).
    if (value === null && (name === 'title_en' || name === 'publish_date' || name === 'status')) continue;
    article[name] = value;
  }
  return { ...data, article: article as unknown as PreviewArticle };
}

/** What the preview bar says about the article shown (null on other pages). */
export type ArticleState =
  { kind: 'draft' } | { kind: 'archived' } | { kind: 'scheduled'; date: string } | { kind: 'published' };

export function articleState(article: PreviewArticle | null | undefined): ArticleState | null {
  if (!article) return null;
  if (article.status === 'Draft') return { kind: 'draft' };
  if (article.status === 'Archived') return { kind: 'archived' };
  // Published, yet not visible: its date is still ahead.
  if (article.is_visible === false) return { kind: 'scheduled', date: article.publish_date };
  return { kind: 'published' };
}

/**
 * Whether an editor's unsaved fields change what decides the article's visibility (its status or
 * publish date): the database is then asked again for the article as shown.
 */
export function visibilityAsked(
  saved: PreviewArticle | null | undefined,
  shown: PreviewArticle | null | undefined,
) {
  return !!saved && !!shown && (saved.status !== shown.status || saved.publish_date !== shown.publish_date);
}
