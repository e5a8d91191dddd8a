-- The Spanish legal notice (LSSI art. 10) names the company's entry in the Registro Mercantil
-- beside its name, tax id and registered address. The site shows it on the legal notice page;
-- Admins edit it in the site settings.
alter table public.site_settings add column if not exists company_registry text;
comment on column public.site_settings.company_registry is
  'Registro Mercantil entry of the company (volume, folio, sheet), shown on the legal notice page.';
