-- Roles and row level security.
--
-- Who may do what:
--   * anon and any signed-in user who is not active staff read only what the public site shows:
--     Published news whose publish_date has come, active coaches, programmes, menu items and
--     languages, every subscription, page and the site settings.
--   * Active staff (Editor or Admin) read every row of what they manage and write news, coaches,
--     programmes, subscriptions and pages (pages and the settings row are fixed rows: update
--     only). Only an active Admin writes menu items, languages and
--     site settings, and reads every users row (staff accounts change only through the RPCs of
--     the staff_accounts migration).
--   * Inactive staff are treated like anon, even while their access token is still valid.
-- shared/src/permissions.ts (canAccess) mirrors this for the UI; supabase/tests/rls-matrix.test.ts
-- keeps the two in agreement.

-- ---------------------------------------------------------------------------------------------
-- Role helpers. security definer: they read public.users whatever the caller may read;
-- search_path pinned so no caller-controlled schema can shadow a name.
-- ---------------------------------------------------------------------------------------------

-- The caller's role ('Admin' or 'Editor') when the caller is active staff, else null.
create or replace function public.current_user_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.role
  from public.users u
  where u.id = (select auth.uid()) and u.is_active
$$;

-- True when the caller is active staff with that role; an active Admin passes every check
-- (an Admin may do everything an Editor may).
create or replace function public.current_role_is(role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select u.role = 'Admin' or u.role = current_role_is.role
     from public.users u
     where u.id = (select auth.uid()) and u.is_active),
    false
  )
$$;

-- True for an active Editor or Admin.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.users u
    where u.id = (select auth.uid()) and u.is_active and u.role in ('Admin', 'Editor')
  )
$$;

-- True for an active Admin.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.users u
    where u.id = (select auth.uid()) and u.is_active and u.role = 'Admin'
  )
$$;

revoke all on function public.current_user_role(), public.current_role_is(text), public.is_staff(),
  public.is_admin() from public;
grant execute on function public.current_user_role(), public.current_role_is(text),
  public.is_staff(), public.is_admin() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Table privileges. Hosted Supabase (and local-supabase) grant everything to the API roles by
-- default and leave the rest to RLS; we narrow that so a missing policy can never open a table:
-- anon only reads, nobody but the service role touches users directly.
-- ---------------------------------------------------------------------------------------------
revoke all on table public.users, public.menu_items, public.languages, public.news, public.coaches,
  public.programmes, public.subscriptions, public.site_settings, public.pages
  from anon, authenticated;

grant select on table public.menu_items, public.languages, public.news, public.coaches,
  public.programmes, public.subscriptions, public.site_settings, public.pages
  to anon;
grant select, insert, update, delete on table public.menu_items, public.languages, public.news,
  public.coaches, public.programmes, public.subscriptions
  to authenticated;
-- The settings row and the eleven page rows are created by the first migration: they are only
-- ever read and updated.
grant select, update on table public.site_settings, public.pages to authenticated;
grant select on table public.users to authenticated;
grant all on table public.users, public.menu_items, public.languages, public.news, public.coaches,
  public.programmes, public.subscriptions, public.site_settings, public.pages
  to service_role;

revoke all on all sequences in schema public from anon;
grant usage, select on all sequences in schema public to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Policies. One policy per command and table, so the matrix in the test reads straight off this.
-- ---------------------------------------------------------------------------------------------
alter table public.users enable row level security;
alter table public.menu_items enable row level security;
alter table public.languages enable row level security;
alter table public.news enable row level security;
alter table public.coaches enable row level security;
alter table public.programmes enable row level security;
alter table public.subscriptions enable row level security;
alter table public.site_settings enable row level security;
alter table public.pages enable row level security;

-- users: the owner reads their own row (even when inactive, so the back office can say why
-- access is refused); active Admins read all. No write policies: see staff_accounts.
create policy "users: owner or admin reads" on public.users
  for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

-- news: the public sees Published articles whose publish_date has come; staff see all.
create policy "news: public reads published, staff read all" on public.news
  for select to anon, authenticated
  using (
    (status = 'Published' and publish_date <= now())
    or (select public.is_staff())
  );
create policy "news: staff insert" on public.news
  for insert to authenticated with check ((select public.is_staff()));
create policy "news: staff update" on public.news
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "news: staff delete" on public.news
  for delete to authenticated using ((select public.is_staff()));

-- coaches and programmes: the public sees active rows; staff see and write all.
create policy "coaches: public reads active, staff read all" on public.coaches
  for select to anon, authenticated
  using (is_active or (select public.is_staff()));
create policy "coaches: staff insert" on public.coaches
  for insert to authenticated with check ((select public.is_staff()));
create policy "coaches: staff update" on public.coaches
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "coaches: staff delete" on public.coaches
  for delete to authenticated using ((select public.is_staff()));

create policy "programmes: public reads active, staff read all" on public.programmes
  for select to anon, authenticated
  using (is_active or (select public.is_staff()));
create policy "programmes: staff insert" on public.programmes
  for insert to authenticated with check ((select public.is_staff()));
create policy "programmes: staff update" on public.programmes
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "programmes: staff delete" on public.programmes
  for delete to authenticated using ((select public.is_staff()));

-- subscriptions and pages: everything is public; staff write (pages: update only, the rows are
-- fixed by their keys).
create policy "subscriptions: everyone reads" on public.subscriptions
  for select to anon, authenticated using (true);
create policy "subscriptions: staff insert" on public.subscriptions
  for insert to authenticated with check ((select public.is_staff()));
create policy "subscriptions: staff update" on public.subscriptions
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));
create policy "subscriptions: staff delete" on public.subscriptions
  for delete to authenticated using ((select public.is_staff()));

create policy "pages: everyone reads" on public.pages
  for select to anon, authenticated using (true);
create policy "pages: staff update" on public.pages
  for update to authenticated using ((select public.is_staff())) with check ((select public.is_staff()));

-- menu items and languages: the public sees active rows; Admins see and write all.
create policy "menu_items: public reads active, admin reads all" on public.menu_items
  for select to anon, authenticated
  using (is_active or (select public.is_admin()));
create policy "menu_items: admin insert" on public.menu_items
  for insert to authenticated with check ((select public.is_admin()));
create policy "menu_items: admin update" on public.menu_items
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "menu_items: admin delete" on public.menu_items
  for delete to authenticated using ((select public.is_admin()));

create policy "languages: public reads active, admin reads all" on public.languages
  for select to anon, authenticated
  using (is_active or (select public.is_admin()));
create policy "languages: admin insert" on public.languages
  for insert to authenticated with check ((select public.is_admin()));
create policy "languages: admin update" on public.languages
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "languages: admin delete" on public.languages
  for delete to authenticated using ((select public.is_admin()));

-- site settings: everyone reads the single row; Admins update it (no insert, no delete).
create policy "site_settings: everyone reads" on public.site_settings
  for select to anon, authenticated using (true);
create policy "site_settings: admin update" on public.site_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
