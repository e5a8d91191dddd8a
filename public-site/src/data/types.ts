import type { News } from '../../../shared/src/entities.ts';

export type {
  Coach,
  Language,
  MenuItem,
  News as NewsArticle,
  SiteFrame,
  SiteSettings,
  Subscription,
} from '../../../shared/src/entities.ts';

/** The columns of a news card. */
export type NewsCardRow = Pick<
  News,
  | 'id'
  | 'title_en'
  | 'title_es'
  | 'title_ru'
  | 'text_en'
  | 'text_es'
  | 'text_ru'
  | 'preview_image_url'
  | 'publish_date'
>;

/** One page of the news list. */
export interface NewsPage {
  items: NewsCardRow[];
  /** Published articles in total (PostgREST's exact count). */
  total: number;
}
