// Longest texts the back office accepts, in characters, per table column (base names: `name`
// covers name_en, name_es and name_ru). The database holds the same limits as check constraints
// (supabase/migrations/20261123100000_back_office_kit.sql); supabase/tests/back-office.test.ts
// checks that the two agree, so a form never accepts what the database refuses.

export const TEXT_LIMITS = {
  coaches: { name: 200, role: 200, license: 100, bio: 20000 },
  news: { title: 200, text: 100000 },
  programmes: { title: 200, description: 20000, schedule: 500, age_group: 100 },
  subscriptions: { title: 200, description: 2000 },
  menu_items: { title: 100, url: 200 },
  site_settings: {
    address: 300,
    phone_number: 40,
    contact_email: 254,
    whatsapp_link: 2000,
    address_url: 2000,
    social_video_url: 2000,
    social_short_video_url: 2000,
    social_photo_url: 2000,
    social_network_url: 2000,
    map_embed_url: 2000,
    company_name: 200,
    company_tax_id: 40,
    company_address: 300,
    company_registry: 300,
  },
  users: { name: 100, last_name: 100, email: 254 },
} as const;

/** Highest price in euro a subscription may have (database check). */
export const MAX_PRICE = 100000;
