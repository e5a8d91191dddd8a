-- Where a stored link may point, checked when the row is written, whoever writes it (the back
-- office, the API with any key, plain SQL):
--
--   menu_items.url             a path of this site ('', '/', '/about', '/news/'): never '//host'
--                              or '/\host' (browsers read another host there), a scheme, a query
--                              or a '.'/'..' segment. Every menu item routes to a page of the site.
--   site_settings links        whatsapp_link: an http(s) address on wa.me or whatsapp.com;
--                              map_embed_url: an https address (it is embedded in a page);
--                              address_url and the four social links: an http(s) address.
--                              Never data:, javascript: or any other scheme, never a user name
--                              or password before the host ('https://wa.me@evil.example').
--   news.preview_image_url     a picture of this project's storage (its image buckets: coaches,
--                              news, media), as the back office uploads it. It is stored as the
--                              object's path ('/storage/v1/object/public/news/<name>'), which the
--                              apps resolve
--                              against the API they use: the database cannot know the address
--                              its API is served at, so it keeps no host at all, and an article's
--                              picture (and its link preview) can only come from this storage.
--
-- A refusal raises SQLSTATE 22023 with the field in `detail` and a code in `hint` that the apps
-- translate: menu_url_invalid, whatsapp_link_invalid, map_url_invalid, link_invalid,
-- news_image_invalid. shared/src/links.ts and storageObjectPath (shared/src/media.ts) hold the
-- same rules for the forms and for the site, which checks them again before rendering a link;
-- supabase/tests/link-rules.test.ts runs the same samples through both.
--
-- Rows written before these rules keep their values until they are next written; the site does
-- not render a link that breaks them.

-- ---------------------------------------------------------------------------------------------
-- The rules
-- ---------------------------------------------------------------------------------------------

-- '' or '/' (home), or '/'-separated segments of letters, digits and - . _ ~, with an optional
-- trailing '/'; no '.' or '..' segment.
create function private.is_site_path(p_url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_url ~ '^(/[A-Za-z0-9._~-]+)*/?$' and p_url !~ '(^|/)\.{1,2}(/|$)'
$$;

-- The lower-cased host of an http or https address (https only when p_https_only), else null:
-- the scheme, a host name of letters, digits, hyphens and dots (no user or password), an
-- optional port, then anything but spaces, control characters and backslashes.
create function private.web_url_host(p_url text, p_https_only boolean default false)
returns text
language sql
immutable
set search_path = ''
as $$
  select lower(m[2])
  from regexp_match(
    p_url,
    '^(https?)://([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)'
      || '(?::[0-9]{1,5})?(?:[/?#][^\x01-\x20\x7f\\]*)?$',
    'i'
  ) m
  where not p_https_only or lower(m[1]) = 'https'
$$;

-- A WhatsApp contact link: an http(s) address on wa.me or whatsapp.com, or a host below them.
create function private.is_whatsapp_url(p_url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(private.web_url_host(p_url) ~ '(^|\.)(wa\.me|whatsapp\.com)$', false)
$$;

-- The path of a public object of one of p_buckets that p_url names
-- ('/storage/v1/object/public/<bucket>/<name>', the name '/'-separated parts of letters, digits,
-- - . _ ~ and %XX escapes, none of them '.' or '..'), whether p_url is that path or an http(s)
-- URL of it on some host; else null.
create function private.storage_object_path(p_url text, p_buckets text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select m[1]
  from regexp_match(
    btrim(p_url),
    '^(?:https?://[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*'
      || '(?::[0-9]{1,5})?)?'
      || '(/storage/v1/object/public/([a-z0-9_-]+)/'
      || '((?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+(?:/(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+)*))$'
  ) m
  where m[2] = any (p_buckets) and m[3] !~ '(^|/)\.{1,2}(/|$)'
$$;

-- ---------------------------------------------------------------------------------------------
-- The checks. Security definer: the rules live in `private`, which the API roles cannot use;
-- each function reads only the row being written.
-- ---------------------------------------------------------------------------------------------
create function private.check_menu_url()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_site_path(new.url) then
    raise exception using errcode = '22023', detail = 'url', hint = 'menu_url_invalid',
      message = 'A menu url is a path of this site, such as /about';
  end if;
  return new;
end;
$$;

create trigger menu_items_check_url
  before insert or update of url on public.menu_items
  for each row execute function private.check_menu_url();

create function private.check_settings_links()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_field text;
  v_url text;
begin
  if coalesce(new.whatsapp_link, '') <> '' and not private.is_whatsapp_url(new.whatsapp_link) then
    raise exception using errcode = '22023', detail = 'whatsapp_link', hint = 'whatsapp_link_invalid',
      message = 'The WhatsApp link is an https://wa.me/ address';
  end if;
  if coalesce(new.map_embed_url, '') <> '' and private.web_url_host(new.map_embed_url, true) is null then
    raise exception using errcode = '22023', detail = 'map_embed_url', hint = 'map_url_invalid',
      message = 'The embedded map is an https:// address';
  end if;
  foreach v_field in array array[
    'address_url', 'social_video_url', 'social_short_video_url', 'social_photo_url', 'social_network_url'
  ] loop
    v_url := to_jsonb(new) ->> v_field;
    if coalesce(v_url, '') <> '' and private.web_url_host(v_url) is null then
      raise exception using errcode = '22023', detail = v_field, hint = 'link_invalid',
        message = format('The link %s is an https:// (or http://) address', v_field);
    end if;
  end loop;
  return new;
end;
$$;

create trigger site_settings_check_links
  before insert or update of whatsapp_link, map_embed_url, address_url, social_video_url,
    social_short_video_url, social_photo_url, social_network_url
  on public.site_settings
  for each row execute function private.check_settings_links();

-- A blank picture is none (null); a picture of the image buckets is stored as its path.
create function private.store_news_image()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_path text;
begin
  if btrim(coalesce(new.preview_image_url, '')) = '' then
    new.preview_image_url := null;
    return new;
  end if;
  v_path := private.storage_object_path(new.preview_image_url, array['coaches', 'news', 'media']);
  if v_path is null then
    raise exception using errcode = '22023', detail = 'preview_image_url', hint = 'news_image_invalid',
      message = 'The preview image is a picture uploaded to this site''s storage';
  end if;
  new.preview_image_url := v_path;
  return new;
end;
$$;

create trigger news_store_image
  before insert or update of preview_image_url on public.news
  for each row execute function private.store_news_image();

-- Nothing in `private` is for the API roles (functions created after the staff accounts migration
-- had kept PostgreSQL's default EXECUTE for PUBLIC; without USAGE on the schema it opened nothing).
revoke all on all functions in schema private from public, anon, authenticated;
