import type {
  Coach as CoachRow,
  News,
  Subscription as SubscriptionRow,
} from '../../../shared/src/entities.ts';

export type { Language, MenuItem, SiteFrame, SiteSettings } from '../../../shared/src/entities.ts';

/** A published article as the public key reads it (staff ids are not readable by visitors). */
export type NewsArticle = Omit<News, 'updated_by'>;

/** An active coach as page_data gives it (staff ids are not sent to visitors). */
export type Coach = Omit<CoachRow, 'updated_by'>;
/** A plan as page_data gives it. */
export type Subscription = Omit<SubscriptionRow, 'updated_by'>;

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

/**
 * The answer of page_data(key): the page row's content (null when the row is missing) and the
 * list the page shows: `news` (+ `news_total` for the news list) for index/news, `coaches` for
 * the team page, `subscriptions` for the subscriptions page.
 */
export interface PageData {
  page: unknown;
  news?: NewsCardRow[];
  news_total?: number;
  coaches?: Coach[];
  subscriptions?: Subscription[];
}
