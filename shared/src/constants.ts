// Business constants (counts, sizes, timings, file types), and the value lists of the schema. Each value list is a
// PostgreSQL enum (supabase/migrations/20261123141000_enums_from_the_schema.sql) that
// `npm run gen:types` writes into database.types.ts: the lists here are those, never retyped.
import { Constants, type Enums } from './database.types.ts';

const ENUMS = Constants.public.Enums;

/** Latest news shown on the home page. */
export const HOME_NEWS_COUNT = 4;
/** News cards loaded per page ('More news' loads the next page). */
export const NEWS_PAGE_SIZE = 4;
/** Characters of stripped text on a news card before '...'. */
export const NEWS_PREVIEW_LENGTH = 200;
/** Minimum time a page loader shows (default of the site setting `min_loader_ms`). */
export const MIN_LOADER_MS = 1500;
/** Bounds of the `min_loader_ms` site setting (database check 0..10000). */
export const MIN_LOADER_MS_RANGE = { min: 0, max: 10000 } as const;
/** Scroll distance after which the header turns compact. */
export const HEADER_COMPACT_SCROLL_PX = 50;
/** Distance one gallery arrow click scrolls. */
export const GALLERY_STEP_PX = 310;
/** Images in the home gallery. */
export const GALLERY_IMAGE_COUNT = 7;
/** Logos in the home partner strip. */
export const PARTNER_LOGO_COUNT = 6;
/** Partner strip movement per tick, in pixels (it resets at half its width). */
export const PARTNER_SCROLL_STEP_PX = 1;
/** Partner strip tick interval. */
export const PARTNER_SCROLL_INTERVAL_MS = 16;
/** Cache-Control max-age of uploaded storage objects, in seconds. */
export const STORAGE_CACHE_SECONDS = 3600;
/** The academy's clock: offers are dated and timed, and holds end, on Madrid's wall clock. */
export const ACADEMY_TIME_ZONE = 'Europe/Madrid';
/** Currency of every price (ISO 4217). */
export const CURRENCY = 'EUR';
/** Year in the footer's copyright line. */
export const COPYRIGHT_YEAR = 2025;
/** Auto-dismiss delay of admin error banners. */
export const ERROR_BANNER_MS = 5000;
/** sort_order of new rows. */
export const DEFAULT_SORT_ORDER = 0;
/** Undo steps kept by the rich-text editor. */
export const EDITOR_HISTORY_DEPTH = 100;
/** Edits closer than this are merged into one undo step. */
export const EDITOR_HISTORY_MERGE_MS = 1000;
/** Interval of the editor's syntax highlighting of code blocks. */
export const EDITOR_SYNTAX_HIGHLIGHT_MS = 1000;
/** File types the rich-text editor's image upload offers by default. */
export const DEFAULT_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
] as const satisfies readonly AllowedImageType[];
/** Recommended coach photo size, shown as a hint in the coach form. */
export const COACH_PHOTO_RECOMMENDED = { width: 300, height: 400 } as const;

/**
 * Widths of the resized copies of stored images that the site server makes (WebP/AVIF) and the
 * site asks for in `srcset`. The server refuses any other width.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** One width of {@link IMAGE_VARIANT_WIDTHS}. */
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Storage buckets (public read, staff write). */
export const BUCKETS = ['coaches', 'news', 'media'] as const;
/** A storage bucket name. */
export type Bucket = (typeof BUCKETS)[number];
/** Largest accepted upload (bucket limit): 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** MIME types the buckets accept. */
export const ALLOWED_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;
/** Video types the `videos` bucket accepts (the home page's hero clip). */
export const ALLOWED_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** Largest accepted video upload (bucket limit): 20 MB. */
export const MAX_VIDEO_BYTES = 20 * 1024 * 1024;
/** Photo types phones take, converted to JPEG in the browser before upload. */
export const HEIC_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'] as const;
/** A MIME type the buckets accept. */
export type AllowedImageType = (typeof ALLOWED_IMAGE_TYPES)[number];

/** Campus chooser roles: a card is for a field player or a goalkeeper. */
export const CAMPUS_ROLES = ENUMS.campus_role;
/** A campus chooser role. */
export type CampusRole = Enums<'campus_role'>;
/** Role selected when the campus page opens. */
export const DEFAULT_CAMPUS_ROLE: CampusRole = 'PLAYER';
/** Campus chooser types: staying at the campus (internal) or coming each day (external). */
export const CAMPUS_TYPES = ENUMS.campus_type;
/** A campus chooser type. */
export type CampusType = Enums<'campus_type'>;
/** Type selected when the campus page opens. */
export const DEFAULT_CAMPUS_TYPE: CampusType = 'INTERNAL';

/** Values of news.status; only 'Published' is public. */
export const NEWS_STATUSES = ENUMS.news_status;
/** A news status. */
export type NewsStatus = Enums<'news_status'>;

/** Values of users.role. Admin passes every role check. */
export const STAFF_ROLES = ENUMS.staff_role;
/** A staff role. */
export type StaffRole = Enums<'staff_role'>;

/** Values of menu_items.type. */
export const MENU_TYPES = ENUMS.menu_type;
/** A menu type. */
export type MenuType = Enums<'menu_type'>;

/** Values of menu_items.component_key: which public page a menu item's route shows. */
export const COMPONENT_KEYS = ENUMS.component_key;
/** A menu item's component key. */
export type ComponentKey = Enums<'component_key'>;

/** Values of pages.key: one editable content record per key. */
export const PAGE_KEYS = ENUMS.page_key;
/** A page content key. */
export type PageKey = Enums<'page_key'>;
