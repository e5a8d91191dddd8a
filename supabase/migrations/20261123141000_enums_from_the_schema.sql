-- One source for every value list: each list the apps offer is a PostgreSQL enum here,
-- `npm run gen:types` writes it into shared/src/database.types.ts (`Enums` and the `Constants`
-- object, as `supabase gen types` does) and the TypeScript code imports it from there. The check
-- constraints that only listed the values go away: the column type refuses anything else, with
-- SQLSTATE 22P02 (invalid_text_representation), which the apps translate.
--
-- An enum's order is its declaration order: the order forms offer the values in.
-- Adding a value later: `alter type ... add value` in a new migration, then `npm run gen:types`.
--
-- ALTER COLUMN ... TYPE refuses a column that a policy or a view uses: the news policy (through
-- news_is_visible) is dropped and created again around the change. Functions are not bound to
-- column types, but those that compare or write these columns with text values are replaced
-- below so they keep working (the staff account functions, news_is_visible).

create type public.staff_role as enum ('Admin', 'Editor');
comment on type public.staff_role is 'A staff role (users.role). Admin passes every role check.';

create type public.news_status as enum ('Draft', 'Published', 'Archived');
comment on type public.news_status is 'news.status; only Published articles reach the public site.';

create type public.menu_type as enum ('Header', 'Footer');
comment on type public.menu_type is 'Which menu a menu item belongs to (menu_items.type).';

create type public.component_key as enum (
  'index', 'about', 'team', 'venues', 'subscriptions', 'news', 'contacts', 'camps', 'campus',
  'cookies', 'privacy', 'legal'
);
comment on type public.component_key is
  'The public page a menu item routes to (menu_items.component_key); legal: the legal notice.';

create type public.page_key as enum (
  'index', 'about', 'coaches', 'venues', 'programmes', 'news', 'contacts', 'camps', 'campus',
  'cookies', 'privacy'
);
comment on type public.page_key is 'One editable content record per key (pages.key).';

create type public.language_code as enum ('en', 'es', 'ru');
comment on type public.language_code is
  'The languages the site is built for (languages.code); staff may deactivate or reorder them.';

create type public.campus_role as enum ('PLAYER', 'GOALKEEPER');
comment on type public.campus_role is 'Role choice of the campus page chooser (a card''s "role").';

create type public.campus_type as enum ('INTERNAL', 'EXTERNAL');
comment on type public.campus_type is 'Type choice of the campus page chooser (a card''s "type").';

-- ---------------------------------------------------------------------------------------------
-- users.role
-- ---------------------------------------------------------------------------------------------
alter table public.users drop constraint users_role_check;
alter table public.users alter column role type public.staff_role using role::public.staff_role;

-- ---------------------------------------------------------------------------------------------
-- news.status (its policy reads the column through news_is_visible, which now takes the enum)
-- ---------------------------------------------------------------------------------------------
drop policy "news: public reads published, staff read all" on public.news;
drop function public.news_is_visible(text, timestamptz);
alter table public.news drop constraint news_status_check;
alter table public.news alter column status drop default;
alter table public.news alter column status type public.news_status using status::public.news_status;
alter table public.news alter column status set default 'Draft';

-- "An article is visible": Published, and its publish date has come (20261123110000, which
-- explains why it has no SET options: PostgreSQL inlines it).
create function public.news_is_visible(p_status public.news_status, p_publish_date timestamptz)
returns boolean
language sql
stable
parallel safe
as $$
  select p_status = 'Published' and p_publish_date <= pg_catalog.now()
$$;
comment on function public.news_is_visible(public.news_status, timestamptz) is
  'True when an article shows on the public site: Published and its publish_date has come.';
revoke all on function public.news_is_visible(public.news_status, timestamptz) from public;
grant execute on function public.news_is_visible(public.news_status, timestamptz)
  to anon, authenticated, service_role;

create policy "news: public reads published, staff read all" on public.news
  for select to anon, authenticated
  using (public.news_is_visible(status, publish_date) or (select public.is_staff()));

-- ---------------------------------------------------------------------------------------------
-- menu_items.type and menu_items.component_key
-- ---------------------------------------------------------------------------------------------
alter table public.menu_items drop constraint menu_items_type_check;
alter table public.menu_items drop constraint menu_items_component_key_check;
alter table public.menu_items
  alter column type type public.menu_type using type::public.menu_type,
  alter column component_key type public.component_key using component_key::public.component_key;

-- ---------------------------------------------------------------------------------------------
-- pages.key
-- ---------------------------------------------------------------------------------------------
alter table public.pages drop constraint pages_key_check;
alter table public.pages alter column key type public.page_key using key::public.page_key;

-- page_data() (20261123140100) looks its page up by a text key, which may name no page (null,
-- or 'legal': the legal notice has no pages row): it compares as text, so any key still answers
-- { "page": null } instead of an error. Same body otherwise.
create or replace function public.page_data(
  p_key text default null,
  p_news_offset integer default 0,
  p_news_limit integer default 4,
  p_article_id bigint default null,
  p_with_frame boolean default false
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with visible_news as (
    select n.id, n.title_en, n.title_es, n.title_ru, n.text_en, n.text_es, n.text_ru,
           n.preview_image_url, n.publish_date
    from public.news n
    where (p_key in ('index', 'news') or p_article_id is not null)
      and public.news_is_visible(n.status, n.publish_date)
  ),
  news_page as (
    select v.*
    from visible_news v
    where p_key in ('index', 'news')
    order by v.publish_date desc, v.id desc
    offset greatest(coalesce(p_news_offset, 0), 0)
    -- A page, not the table: the limit is capped so the function cannot be asked for everything.
    limit least(greatest(coalesce(p_news_limit, 4), 0), 50)
  ),
  article as (
    select a.id, a.title_en, a.title_es, a.title_ru, a.text_en, a.text_es, a.text_ru,
           a.preview_image_url, a.publish_date, a.created_at, a.updated_at
    from public.news a
    where a.id = p_article_id
      and public.news_is_visible(a.status, a.publish_date)
  )
  select jsonb_build_object('page', (select p.content from public.pages p where p.key::text = p_key))
    || case when p_key in ('index', 'news') then jsonb_build_object(
         'news', coalesce(
           (select jsonb_agg(to_jsonb(np) order by np.publish_date desc, np.id desc) from news_page np),
           '[]'::jsonb
         )
       ) else '{}'::jsonb end
    || case when p_key = 'news' then jsonb_build_object(
         'news_total', (select count(*) from visible_news)
       ) else '{}'::jsonb end
    || case when p_key = 'coaches' then jsonb_build_object(
         'coaches', coalesce(
           (select jsonb_agg(to_jsonb(c) order by c.sort_order, c.id)
            from (
              select id, name_en, name_es, name_ru, role_en, role_es, role_ru, license, bio_en,
                     bio_es, bio_ru, photo_url, sort_order, is_active, created_at, updated_at
              from public.coaches
              where is_active
            ) c),
           '[]'::jsonb
         )
       ) else '{}'::jsonb end
    || case when p_key = 'programmes' then jsonb_build_object(
         'subscriptions', coalesce(
           (select jsonb_agg(to_jsonb(s) order by s.sort_order, s.id)
            from (
              select id, title_en, title_es, title_ru, description_en, description_es,
                     description_ru, price, price_per_session, is_monthly, is_hourly, sort_order,
                     created_at, updated_at
              from public.subscriptions
            ) s),
           '[]'::jsonb
         ),
         'programmes', coalesce(
           (select jsonb_agg(to_jsonb(g) order by g.sort_order, g.id)
            from (
              select id, title_en, title_es, title_ru, description_en, description_es,
                     description_ru, age_group, schedule_en, schedule_es, schedule_ru, image_url,
                     sort_order, is_active, created_at, updated_at
              from public.programmes
              where is_active
            ) g),
           '[]'::jsonb
         )
       ) else '{}'::jsonb end
    || case when p_article_id is not null then jsonb_build_object(
         'article', (select to_jsonb(a) from article a),
         'next_article_id', (
           select v.id
           from visible_news v, article a
           where (v.publish_date, v.id) < (a.publish_date, a.id)
           order by v.publish_date desc, v.id desc
           limit 1
         )
       ) else '{}'::jsonb end
    || case when p_with_frame then jsonb_build_object('frame', public.site_frame())
       else '{}'::jsonb end
$$;


-- ---------------------------------------------------------------------------------------------
-- languages.code
-- ---------------------------------------------------------------------------------------------
alter table public.languages drop constraint languages_code_check;
-- Compares the column with a text literal: rebuilt for the enum.
alter table public.languages drop constraint languages_english_active;
alter table public.languages alter column code type public.language_code using code::public.language_code;
alter table public.languages add constraint languages_english_active check (code <> 'en' or is_active);

-- ---------------------------------------------------------------------------------------------
-- Campus cards: a card's "role" and "type" (inside pages.content of the campus page, in each
-- language's cards list) are absent or one of the chooser's values. A trigger, not a check
-- constraint, so no API role needs the right to call a private function.
-- ---------------------------------------------------------------------------------------------
create or replace function private.check_campus_choices()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_card jsonb;
begin
  for v_card in
    select c.value
    from jsonb_each(case when jsonb_typeof(new.content) = 'object' then new.content else '{}' end) e
    cross join lateral jsonb_array_elements(
      case when e.key like 'cards\_%' and jsonb_typeof(e.value) = 'array' then e.value else '[]' end
    ) c
    where jsonb_typeof(c.value) = 'object'
  loop
    -- The casts refuse a value outside the enum (22P02), as a column of the enum type would.
    perform (v_card ->> 'role')::public.campus_role, (v_card ->> 'type')::public.campus_type;
  end loop;
  return new;
end;
$$;
revoke all on function private.check_campus_choices() from public, anon, authenticated;

create trigger pages_check_campus_choices
  before insert or update of content on public.pages
  for each row when (new.key = 'campus')
  execute function private.check_campus_choices();

-- ---------------------------------------------------------------------------------------------
-- Staff accounts: the role arrives as text from the API (admin_create_user, admin_update_user)
-- and from seed.sql; check_role compares it with the enum's own values, and the writes cast it.
--
-- Errors as codes: every refusal of these functions carries a stable code in `hint`,
-- which PostgREST passes through ({ code, message, details, hint }) and the apps translate
-- (shared/src/dbErrors.ts); the message stays English text for logs and psql only. The SQLSTATEs
-- (and so the HTTP statuses) are unchanged:
--   42501 -> 403  admins_only
--   22023 -> 400  invalid_email, password_too_short, password_too_long, unknown_role, name_required
--   23505 -> 409  email_taken
--   P0001 -> 400  last_admin, self_deactivate, self_delete
--   PT404 -> 404  user_not_found
-- ---------------------------------------------------------------------------------------------
create or replace function private.check_role(p_role text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_role is null or not (p_role = any (enum_range(null::public.staff_role)::text[])) then
    raise exception using errcode = '22023', message = format('Unknown role: %s', coalesce(p_role, 'null')),
      hint = 'unknown_role';
  end if;
end;
$$;

create or replace function public.admin_delete_user(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if p_id = (select auth.uid()) then
    raise exception using errcode = 'P0001', message = 'You cannot delete your own account',
      hint = 'self_delete';
  end if;
  if not exists (select 1 from public.users u where u.id = p_id) then
    raise exception using errcode = 'PT404', message = 'User not found', hint = 'user_not_found';
  end if;
  -- The profile first, so the last-Admin rule answers before anything else is touched.
  delete from public.users u where u.id = p_id;
  delete from auth.users a where a.id = p_id;
end;
$$
;

create or replace function public.admin_set_password(p_id uuid, p_password text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.check_password(p_password);
  if not exists (select 1 from public.users u where u.id = p_id) then
    raise exception using errcode = 'PT404', message = 'User not found', hint = 'user_not_found';
  end if;
  update auth.users a set
    encrypted_password = extensions.crypt(p_password, extensions.gen_salt('bf', 10)),
    updated_at = now()
  where a.id = p_id;
end;
$$
;

create or replace function public.admin_update_user(
  p_id uuid,
  p_email text default null,
  p_name text default null,
  p_last_name text default null,
  p_role text default null,
  p_is_active boolean default null
)
returns public.users
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user public.users;
  v_email text;
begin
  perform private.require_admin();
  select * into v_user from public.users u where u.id = p_id for update;
  if not found then
    raise exception using errcode = 'PT404', message = 'User not found', hint = 'user_not_found';
  end if;

  v_email := case when p_email is null then v_user.email else private.normalize_email(p_email) end;
  if p_name is not null then
    perform private.check_name(p_name);
  end if;
  if p_role is not null then
    perform private.check_role(p_role);
  end if;
  if p_is_active is false and p_id = (select auth.uid()) then
    raise exception using errcode = 'P0001', message = 'You cannot deactivate your own account',
      hint = 'self_deactivate';
  end if;
  if v_email <> v_user.email
     and exists (select 1 from auth.users u where lower(u.email) = v_email and u.id <> p_id) then
    raise exception using errcode = '23505', message = 'A user with this e-mail already exists',
      hint = 'email_taken';
  end if;

  update public.users u set
    email = v_email,
    name = coalesce(btrim(p_name), u.name),
    last_name = coalesce(btrim(p_last_name), u.last_name),
    role = coalesce(p_role::public.staff_role, u.role),
    is_active = coalesce(p_is_active, u.is_active)
  where u.id = p_id
  returning * into v_user;

  update auth.users a set
    email = v_email,
    raw_user_meta_data = coalesce(a.raw_user_meta_data, '{}'::jsonb)
      || jsonb_build_object('name', v_user.name, 'last_name', v_user.last_name),
    banned_until = case
      when p_is_active is null then a.banned_until
      when p_is_active then null
      else private.ban_horizon()
    end,
    updated_at = now()
  where a.id = p_id;

  update auth.identities i set
    identity_data = i.identity_data || jsonb_build_object('email', v_email),
    updated_at = now()
  where i.user_id = p_id and i.provider = 'email';

  return v_user;
end;
$$
;

create or replace function private.check_name(p_name text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_name is null or p_name !~ '[^[:space:]]' then
    raise exception using errcode = '22023', message = 'Name is required', hint = 'name_required';
  end if;
end;
$$
;

create or replace function private.check_password(p_password text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_password is null or length(p_password) < 8 then
    raise exception using errcode = '22023', message = 'Password must be at least 8 characters',
      hint = 'password_too_short';
  end if;
  -- bcrypt only reads the first 72 bytes; a longer password would be silently truncated.
  if octet_length(p_password) > 72 then
    raise exception using errcode = '22023', message = 'Password must be at most 72 bytes',
      hint = 'password_too_long';
  end if;
end;
$$
;

create or replace function private.create_staff_user(
  p_email text,
  p_password text,
  p_name text,
  p_last_name text,
  p_role text,
  p_is_active boolean default true
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_email text := private.normalize_email(p_email);
  v_id uuid := gen_random_uuid();
  v_now timestamptz := now();
begin
  perform private.check_password(p_password);
  perform private.check_name(p_name);
  perform private.check_role(p_role);
  if exists (select 1 from auth.users u where lower(u.email) = v_email) then
    raise exception using errcode = '23505', message = 'A user with this e-mail already exists',
      hint = 'email_taken';
  end if;

  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    banned_until, is_anonymous
  ) values (
    '00000000-0000-0000-0000-000000000000', v_id, 'authenticated', 'authenticated', v_email,
    extensions.crypt(p_password, extensions.gen_salt('bf', 10)), v_now,
    '{"provider": "email", "providers": ["email"]}'::jsonb,
    jsonb_build_object('name', btrim(p_name), 'last_name', btrim(coalesce(p_last_name, ''))),
    v_now, v_now,
    '', '', '', '',
    case when coalesce(p_is_active, true) then null else private.ban_horizon() end, false
  );

  insert into auth.identities (
    id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at
  ) values (
    gen_random_uuid(), v_id, v_id::text, 'email',
    jsonb_build_object('sub', v_id::text, 'email', v_email, 'email_verified', true),
    null, v_now, v_now
  );

  insert into public.users (id, email, name, last_name, role, is_active)
  values (v_id, v_email, btrim(p_name), btrim(coalesce(p_last_name, '')), p_role::public.staff_role,
    coalesce(p_is_active, true));

  return v_id;
end;
$$
;

create or replace function private.keep_last_admin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not (old.role = 'Admin' and old.is_active) then
    return coalesce(new, old);
  end if;
  if tg_op = 'UPDATE' and new.role = 'Admin' and new.is_active then
    return new;
  end if;
  -- Serialize concurrent changes to Admins so two Admins cannot demote each other at once.
  perform pg_advisory_xact_lock(hashtext('public.users:last-admin'));
  if not exists (
    select 1 from public.users u
    where u.role = 'Admin' and u.is_active and u.id <> old.id
  ) then
    raise exception using errcode = 'P0001',
      message = 'The last active Admin cannot be removed, deactivated or demoted',
      hint = 'last_admin';
  end if;
  return coalesce(new, old);
end;
$$
;

create or replace function private.normalize_email(p_email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
begin
  if v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or length(v_email) > 255 then
    raise exception using errcode = '22023', message = 'Invalid e-mail address', hint = 'invalid_email';
  end if;
  return v_email;
end;
$$
;

create or replace function private.require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only Admins can manage staff accounts',
      hint = 'admins_only';
  end if;
end;
$$;
