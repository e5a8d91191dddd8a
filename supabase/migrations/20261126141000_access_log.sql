-- The access log: who looked at, exported, printed or erased personal data, and who signed in
-- and out, with when and the client address. Append-only: no API role may update or delete a
-- record (no privilege), and a trigger refuses it to the owner in SQL too, except pruning records
-- older than the retention (12 months). Only Admins read it, and only at aal2 (the restrictive
-- policy is added with the other second-factor policies, in 20261126209141).
--
--   log_access(p_event access_event, p_subject_type text default null,
--              p_subject_id text default null) -> bigint (the record's id)
--       For the back office: the caller records one of their own events (the caller is the
--       access token's user, never a parameter): sign_in, sign_out, second_factor_failed,
--       family_viewed, csv_export, roster_print. Any staff account (active or not: a refused
--       inactive account's sign-in is worth recording too). Refusals (SQLSTATE, hint):
--         42501 staff_only                the caller has no staff account
--         22023 access_event_server_only  access_request and family_erased are recorded by the
--                                         database itself (export_family, erase_family)
--         22023 access_subject_invalid    a subject type not [a-z_]{1,40} or an id over 100
--                                         characters, or an id without a type
--   private.log_access_event(...) records an event for the database's own functions.
--   private.prune_access_log() -> bigint deletes the records older than 12 months (the worker's
--       daily prune_access_log task; pg_cron where no worker runs).

create type public.access_event as enum (
  'sign_in',
  'sign_out',
  'second_factor_failed',
  'family_viewed',
  'csv_export',
  'roster_print',
  'access_request',
  'family_erased'
);
comment on type public.access_event is
  'What an access-log record tells: a staff sign-in or sign-out, a refused second-factor code, a family''s details opened, a CSV export, a roster printed, an access request (export_family), an erasure (erase_family).';

create table public.access_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  event public.access_event not null,
  -- Who: the account, and its name and e-mail then (kept when the account is deleted later).
  actor_id uuid,
  actor_name text,
  actor_email text,
  -- The access token's assurance level then (aal1: password only; aal2: with a code).
  aal text,
  -- What: e.g. ('family', '42'), ('offer', '7'), ('registrations', null) for a whole list.
  subject_type text,
  subject_id text,
  client_address inet,
  constraint access_log_subject_check check (
    (subject_type is null or subject_type ~ '^[a-z_]{1,40}$')
    and (subject_id is null or (subject_type is not null and char_length(subject_id) <= 100)))
);
comment on table public.access_log is
  'Append-only log of staff access to personal data and of staff sign-ins (Admins read it at aal2; kept 12 months).';

-- The screen lists newest first and filters by time, event and person; pruning filters on `at`.
create index access_log_at on public.access_log (at desc);
create index access_log_actor on public.access_log (actor_id, at desc);

revoke all on table public.access_log from anon, authenticated, service_role;
grant select on table public.access_log to authenticated;

alter table public.access_log enable row level security;
create policy "access_log: admins read" on public.access_log
  for select to authenticated using ((select public.is_admin()));

-- Append-only, even for SQL run as the owner: only records past the retention may go.
create or replace function private.access_log_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and old.at < now() - interval '12 months' then
    return old;
  end if;
  raise exception using errcode = '42501',
    message = 'The access log is append-only', hint = 'access_log_append_only';
end;
$$;
create trigger access_log_append_only before update or delete on public.access_log
  for each row execute function private.access_log_append_only();
create trigger access_log_no_truncate before truncate on public.access_log
  for each statement execute function private.access_log_append_only();

-- One record, for the caller of the current request (the database's own functions call this).
create or replace function private.log_access_event(
  p_event public.access_event,
  p_subject_type text default null,
  p_subject_id text default null
)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := (select auth.uid());
  v_id bigint;
begin
  if (p_subject_type is not null and p_subject_type !~ '^[a-z_]{1,40}$')
     or (p_subject_id is not null and (p_subject_type is null or char_length(p_subject_id) > 100)) then
    raise exception using errcode = '22023',
      message = 'A subject is a type ([a-z_], at most 40 characters) and an id of at most 100 characters',
      hint = 'access_subject_invalid';
  end if;
  insert into public.access_log (event, actor_id, actor_name, actor_email, aal, subject_type, subject_id,
    client_address)
  select p_event, v_caller, nullif(btrim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''),
    u.email, (select auth.jwt()) ->> 'aal', p_subject_type, p_subject_id, private.client_address()
  from (select 1) one
  left join public.users u on u.id = v_caller
  returning id into v_id;
  return v_id;
end;
$$;

create or replace function public.log_access(
  p_event public.access_event,
  p_subject_type text default null,
  p_subject_id text default null
)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.users u where u.id = (select auth.uid())) then
    raise exception using errcode = '42501', message = 'Only staff accounts record access',
      hint = 'staff_only';
  end if;
  if p_event in ('access_request', 'family_erased') then
    raise exception using errcode = '22023',
      message = 'This event is recorded by the database when it happens', hint = 'access_event_server_only';
  end if;
  return private.log_access_event(p_event, p_subject_type, p_subject_id);
end;
$$;
comment on function public.log_access(public.access_event, text, text) is
  'Staff: records one of the caller''s own events in the access log (sign-in, sign-out, refused code, family opened, CSV export, roster print).';

-- Records older than 12 months go (the access log's retention); returns how many.
create or replace function private.prune_access_log()
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count bigint;
begin
  delete from public.access_log l where l.at < now() - interval '12 months';
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

revoke all on function private.access_log_append_only(), private.log_access_event(public.access_event, text, text),
  private.prune_access_log()
  from public, anon, authenticated, service_role;
revoke all on function public.log_access(public.access_event, text, text) from public, anon;
grant execute on function public.log_access(public.access_event, text, text) to authenticated, service_role;
