import { articleImagePath } from '@academy/shared';

/**
 * Why the news form refuses its preview image, as a catalog key: a stored picture must be one of
 * this site's storage (another site's picture would become the article's link preview), as the
 * database requires (news_image_invalid). A file picked now is uploaded there when saving.
 */
export function newsImageProblem(value: unknown, supabaseUrl: string): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return articleImagePath(value, supabaseUrl) === null ? 'app.news.image_not_stored' : undefined;
}
