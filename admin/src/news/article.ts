import type { News } from '@academy/shared';

/**
 * An article as the back office reads it: its row, and whether visitors see it now (the
 * database's computed field `is_visible`; absent on a record read without it).
 */
export type Article = News & { is_visible?: boolean };

/** Published, yet hidden from visitors until its date: scheduled, as the database decides. */
export function isScheduled(article: Pick<Article, 'status' | 'is_visible'>): boolean {
  return article.status === 'Published' && article.is_visible === false;
}
