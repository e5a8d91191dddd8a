-- What every public page needs at once: active menu items of both types, active
-- languages and the site settings, so a cold page load takes one request for the frame and one
-- for the page: supabase.rpc('site_frame').
--
-- security invoker: the caller's RLS applies, and the function filters to active rows itself so
-- staff see the same frame as visitors. updated_by is left out: visitors have no use for staff ids.
create or replace function public.site_frame()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'menu_items', coalesce(
      (select jsonb_agg(to_jsonb(m) - 'updated_by' order by m.sort_order, m.id)
       from public.menu_items m
       where m.is_active),
      '[]'::jsonb
    ),
    'languages', coalesce(
      (select jsonb_agg(to_jsonb(l) - 'updated_by' order by l.sort_order, l.code)
       from public.languages l
       where l.is_active),
      '[]'::jsonb
    ),
    'settings', (select to_jsonb(s) - 'updated_by' from public.site_settings s where s.id = 1)
  )
$$;

revoke all on function public.site_frame() from public;
grant execute on function public.site_frame() to anon, authenticated, service_role;
