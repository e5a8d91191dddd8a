// Row types of the database, one line each (generated types: shared/src/database.types.ts).
import type { Database, Tables, TablesInsert, TablesUpdate } from './database.types.ts';

export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types.ts';

export type StaffUser = Tables<'users'>;
export type MenuItem = Tables<'menu_items'>;
export type Language = Tables<'languages'>;
export type News = Tables<'news'>;
export type Coach = Tables<'coaches'>;
export type Programme = Tables<'programmes'>;
export type Subscription = Tables<'subscriptions'>;
export type SiteSettings = Tables<'site_settings'>;
export type Page = Tables<'pages'>;

export type NewsInsert = TablesInsert<'news'>;
export type CoachInsert = TablesInsert<'coaches'>;
export type ProgrammeInsert = TablesInsert<'programmes'>;
export type SubscriptionInsert = TablesInsert<'subscriptions'>;
export type MenuItemInsert = TablesInsert<'menu_items'>;
export type NewsUpdate = TablesUpdate<'news'>;
export type CoachUpdate = TablesUpdate<'coaches'>;
export type SiteSettingsUpdate = TablesUpdate<'site_settings'>;

/** What `supabase.rpc('site_frame')` returns: the frame of every public page. */
export interface SiteFrame {
  menu_items: Omit<MenuItem, 'updated_by'>[];
  languages: Omit<Language, 'updated_by'>[];
  settings: Omit<SiteSettings, 'updated_by'> | null;
}

export type StaffRpc = Database['public']['Functions'];
