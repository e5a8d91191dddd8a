/** A group of translations (missing or stale) of one record or page in one language. */
interface Gap {
  lang: 'es' | 'ru';
  /** The fields concerned, the first one being where its editor opens. */
  fields: string[];
}

/** What the SQL function `admin_dashboard()` returns: the dashboard's figures and lists in one answer. */
export interface DashboardFigures {
  news: { published: number; scheduled: number; draft: number; archived: number };
  coaches: { total: number; active: number };
  programmes: { total: number; active: number };
  subscriptions: { total: number };
  languages: string[];
  /** Records whose English is filled while a language switched on is empty; `resource` is the admin's name. */
  missing_records: (Gap & { resource: string; id: string; label: string })[];
  missing_pages: (Gap & { key: string })[];
  /** Translations marked "may be out of date" because their English changed, grouped the same way. */
  stale_records: (Gap & { resource: string; id: string; label: string })[];
  stale_pages: (Gap & { key: string })[];
}
