import type {
  Coach as CoachRow,
  News,
  Programme as ProgrammeRow,
  SiteFrame,
  Subscription as SubscriptionRow,
} from '@academy/shared/entities.ts';

import type { CampusRole, CampusType } from '@academy/shared/constants.ts';

export type { MenuItem, SiteFrame, SiteSettings } from '@academy/shared/entities.ts';

/** An active coach as page_data gives it (staff ids are not sent to visitors). */
type Coach = Omit<CoachRow, 'updated_by'>;
/** A plan as page_data gives it. */
export type Subscription = Omit<SubscriptionRow, 'updated_by'>;

/** An active programme as page_data gives it. */
export type Programme = Omit<ProgrammeRow, 'updated_by'>;

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

/** One visible article as page_data gives it. */
export type NewsArticle = NewsCardRow & Pick<News, 'created_at' | 'updated_at'>;

/** One page of the news list. */
export interface NewsPage {
  items: NewsCardRow[];
  /** Whether more visible articles follow this page. */
  more: boolean;
}

/** The next campus week of one role and type, as page_data('campus') gives it (euro). */
export interface CampusWeekPrice {
  role: CampusRole;
  type: CampusType;
  price: number;
  early_bird_price: number | null;
  /** 'YYYY-MM-DD', the early-bird price's last day. */
  early_bird_until: string | null;
  starts_on: string;
}

/** What the campus page shows from the offers and the registration settings. */
export interface CampusOffers {
  weeks: CampusWeekPrice[];
  /** Percent off the second and every further child of one form (0: none). */
  sibling_discount_percent: number;
}

/**
 * The answer of page_data(): the page row's content (null when there is none) and what the page
 * shows: `news` (+ `news_more` for the news list) for index/news, `coaches` for the team page,
 * `subscriptions` and `programmes` for the subscriptions page, `campus` for the campus page, `article` and `next_article_id` for an article,
 * and `frame` when it was asked for.
 */
export interface PageData {
  page: unknown;
  news?: NewsCardRow[];
  news_more?: boolean;
  coaches?: Coach[];
  subscriptions?: Subscription[];
  programmes?: Programme[];
  campus?: CampusOffers;
  article?: NewsArticle | null;
  next_article_id?: number | null;
  frame?: SiteFrame;
}

/**
 * What sitemap_data(part) answers: the frame, each page row's last change, the parts that hold
 * visible articles (part N: ids from (N - 1) * 5,000 + 1 to N * 5,000), the newest article's last
 * change, and the visible articles of the part asked for (without a part: of the only part).
 */
export interface SitemapData {
  frame: SiteFrame;
  pages: { key: string; updated_at: string }[];
  news_parts: number[];
  news_lastmod: string | null;
  news: { id: number; lastmod: string }[];
}
