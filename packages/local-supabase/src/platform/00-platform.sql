-- Platform schema of local-supabase: what hosted Supabase provides before any migration runs
-- (roles, schemas, extensions, grants, auth.* helper functions). Idempotent: applied on every start.
-- The auth and storage TABLES come from 10-auth.sql and 20-storage.sql.

-- Roles, as supabase/postgres creates them. NOINHERIT: privileges apply only after SET ROLE,
-- which PostgREST (connected as authenticator) does per request from the JWT's role claim.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  -- The role hosted Supabase's auth server connects as; auth hooks in Postgres run as it.
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit;
  end if;
end
$$;

alter role anon nologin noinherit;
alter role authenticated nologin noinherit;
alter role service_role nologin noinherit bypassrls;
alter role authenticator login noinherit;
-- The authenticator's password is set by local-supabase after this file (it is configuration).

grant anon, authenticated, service_role to authenticator;

-- Statement timeouts as hosted Supabase sets them, so a runaway public query cannot hold the server.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';

-- Extensions live in their own schema, as on hosted Supabase.
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- The search path hosted Supabase gives the `postgres` role, so SQL run as postgres (migrations,
-- seed files, the SQL editor) finds pgcrypto's gen_salt() and crypt() unqualified on both. It
-- takes effect in sessions opened after this file; with DATABASE_URL the role may not exist.
do $$
begin
  if exists (select from pg_roles where rolname = 'postgres') then
    alter role postgres set search_path = "$user", public, extensions;
  end if;
end
$$;

create schema if not exists auth;
create schema if not exists storage;

-- Usage grants like hosted Supabase: the API roles may reach the schemas; what they may do to
-- rows is decided by table grants + row level security.
grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema storage to anon, authenticated, service_role;

-- Default privileges for objects later created (by migrations, as the connecting role) in public:
-- Supabase grants everything to the API roles and relies on RLS.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role;

-- RLS helpers reading what PostgREST sets (request.jwt.claims) and the older per-claim settings
-- (request.jwt.claim.sub, ...), exactly as supabase/auth defines them.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;
