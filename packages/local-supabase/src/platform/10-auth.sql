-- Tables of the auth service, with the column names, types and constraints of supabase/auth's
-- own migrations, so SQL written against hosted Supabase (seed users, triggers on auth.users,
-- security-definer RPCs) works here unchanged. Idempotent: applied on every start, after
-- 00-platform.sql, in one transaction.

do $$
begin
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'aal_level') then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'factor_type') then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'factor_status') then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'one_time_token_type') then
    create type auth.one_time_token_type as enum (
      'confirmation_token', 'reauthentication_token', 'recovery_token',
      'email_change_token_new', 'email_change_token_current', 'phone_change_token');
  end if;
  if not exists (select from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'auth' and t.typname = 'code_challenge_method') then
    create type auth.code_challenge_method as enum ('s256', 'plain');
  end if;
end
$$;

create table if not exists auth.users (
  instance_id uuid,
  -- No default, as on hosted Supabase: SQL inserting users must give the id.
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0
    constraint users_email_change_confirm_status_check
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';

-- One account per e-mail among live accounts. Hosted Supabase has `users_email_partial_key`
-- (email) where not is_sso_user; the service always stores e-mails lower-cased, and a
-- soft-deleted account frees its address.
create unique index if not exists users_email_partial_key
  on auth.users (lower(email)) where is_sso_user = false and deleted_at is null;
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email::text));
create index if not exists users_instance_id_idx on auth.users (instance_id);
create index if not exists users_is_anonymous_idx on auth.users (is_anonymous);

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

create table if not exists auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  -- Set when the session is ended early (e.g. reuse of a rotated refresh token was detected).
  not_after timestamptz,
  refreshed_at timestamp without time zone,
  user_agent text,
  ip inet,
  tag text
);
-- supabase/auth's newer refresh tokens live in the session itself (hosted databases have these
-- columns); local-supabase uses refresh_tokens rows, but SQL may read them (the session check).
alter table auth.sessions add column if not exists refresh_token_hmac_key text;
alter table auth.sessions add column if not exists refresh_token_counter bigint;
-- supabase/auth's OAuth 2.1 server: the client a session was issued to and the scopes granted.
-- Hosted references auth.oauth_clients(id), a table this platform has not (no OAuth server), so
-- here the column has no foreign key; it is never set.
alter table auth.sessions add column if not exists oauth_client_id uuid;
alter table auth.sessions add column if not exists scopes text;
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'sessions_scopes_length'
                 and conrelid = 'auth.sessions'::regclass) then
    alter table auth.sessions add constraint sessions_scopes_length check (char_length(scopes) <= 4096);
  end if;
end $$;
create index if not exists sessions_oauth_client_id_idx on auth.sessions (oauth_client_id);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
create index if not exists user_id_created_at_idx on auth.sessions (user_id, created_at);
create index if not exists sessions_not_after_idx on auth.sessions (not_after desc);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255),
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade,
  constraint refresh_tokens_token_unique unique (token)
);
create index if not exists refresh_tokens_instance_id_idx on auth.refresh_tokens (instance_id);
create index if not exists refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);

-- How each session was authenticated (the access token's `amr` claim), as supabase/auth keeps it.
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

-- Second factors (TOTP here; hosted also keeps phone and WebAuthn factors in the same table). The
-- secret is the TOTP key in base32, as supabase/auth stores it without its optional encryption.
create table if not exists auth.mfa_factors (
  id uuid not null constraint mfa_factors_pkey primary key,
  user_id uuid not null constraint mfa_factors_user_id_fkey references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text default null,
  last_challenged_at timestamptz unique default null,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  last_webauthn_challenge_data jsonb
);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);

-- Each challenge of a factor; a verified one is spent. For a TOTP factor local-supabase keeps the
-- code that verified it in otp_code (hosted keeps phone codes there), so the same code cannot be
-- used again within its window.
create table if not exists auth.mfa_challenges (
  id uuid not null constraint mfa_challenges_pkey primary key,
  factor_id uuid not null
    constraint mfa_challenges_auth_factor_id_fkey references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb
);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

-- E-mail link tokens (recovery, invite). Only a SHA-256 hash of the token is stored, so the
-- database alone cannot be turned into sign-in links.
create table if not exists auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null constraint one_time_tokens_token_hash_check check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  constraint one_time_tokens_user_id_token_type_key unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create index if not exists one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);

-- PKCE sign-ins (e-mail links requested with a code_challenge): the challenge until the link is
-- followed, then the one-time code the client exchanges with its verifier.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid,
  auth_code text not null,
  code_challenge_method auth.code_challenge_method not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
comment on table auth.flow_state is 'stores metadata for pkce logins';
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
create index if not exists flow_state_created_at_idx on auth.flow_state (created_at desc);

-- As on hosted Supabase, the API roles cannot read or write the auth tables: only the auth
-- service (and security-definer functions owned by postgres) can.
revoke all on auth.users, auth.identities, auth.sessions, auth.refresh_tokens, auth.mfa_amr_claims,
  auth.mfa_factors, auth.mfa_challenges, auth.one_time_tokens, auth.flow_state from anon, authenticated;
revoke all on sequence auth.refresh_tokens_id_seq from anon, authenticated;
