-- The legal notice (aviso legal, LSSI-CE art. 10) is a page of its own: a menu item with the
-- component key 'legal' routes to it (the seed puts one in the footer). Its content comes from
-- the company fields of site_settings, so it has no `pages` row.
alter table public.menu_items drop constraint menu_items_component_key_check;
alter table public.menu_items add constraint menu_items_component_key_check check (
  component_key in (
    'index', 'about', 'team', 'venues', 'subscriptions', 'news', 'contacts', 'camps', 'campus',
    'cookies', 'privacy', 'legal'
  )
);
