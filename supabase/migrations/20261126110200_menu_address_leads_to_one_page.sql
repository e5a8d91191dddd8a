-- A menu address leads to one page. The site builds its routes from the menu items (each item's
-- address shows its page), so two items may share an address, in one menu or in both (a page
-- linked from the Header and the Footer), only when they show the same page; an address that
-- would show two pages is refused (hint menu_url_other_page). The addresses compared are the
-- paths the site routes: '' and '/' are both home, a trailing '/' is ignored.
--
-- This replaces the rule "an address appears once per menu" (menu_items_type_url_key), which
-- refused a second link to a page in one menu and let one address show two different pages.

drop index public.menu_items_type_url_key;

create function private.menu_item_keeps_one_page_per_address()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_path text := case when new.url in ('', '/') then '/' else rtrim(new.url, '/') end;
begin
  -- One writer at a time checks the menus, so two items saved at once cannot both pass.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.menu_items addresses'));
  if exists (
    select 1
    from public.menu_items m
    where m.id is distinct from new.id
      and (case when m.url in ('', '/') then '/' else rtrim(m.url, '/') end) = v_path
      and m.component_key <> new.component_key
  ) then
    -- `constraint` names the field refused: a restored version whose address is taken this way
    -- is refused with that field (history.constraint_field).
    raise exception using
      errcode = '23505',
      message = 'This address already leads to another page',
      hint = 'menu_url_other_page',
      column = 'url',
      constraint = 'url';
  end if;
  return new;
end;
$$;

create trigger menu_items_one_page_per_address
  before insert or update of url, component_key on public.menu_items
  for each row execute function private.menu_item_keeps_one_page_per_address();

-- Finding the items of an address: the same expression the rule compares.
create index menu_items_path_idx on public.menu_items (
  (case when url in ('', '/') then '/' else rtrim(url, '/') end)
);
