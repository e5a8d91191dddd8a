-- Sign-out ends write access at once (issue 12 §5). The staff checks of row level security
-- (is_staff() and friends) also require that the caller's access token belongs to a live
-- session: its `session_id` names a row of auth.sessions, of the same user, not past its
-- not_after, whose refresh chain is not revoked. After POST /auth/v1/logout (the row is deleted),
-- or once a reused refresh token has ended the session, the old access token writes nothing
-- through /rest/v1 or /storage/v1, even though it is still valid in time.
--
-- Hosted Supabase has the same weakness by default; this is plain SQL in `private`/`public`, so
-- it holds there too. supabase/auth ends a session on refresh-token reuse in two ways: with its
-- newer refresh tokens (refresh_token_counter set) it deletes the session; with the older ones it
-- revokes every refresh token of the session and keeps the row. Both are "not live" here.

create or replace function private.caller_session_is_live()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from auth.sessions s
    where s.id = (
        select case
          when (auth.jwt() ->> 'session_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          then (auth.jwt() ->> 'session_id')::uuid
        end
      )
      and s.user_id = (select auth.uid())
      and (s.not_after is null or s.not_after > now())
      and (
        s.refresh_token_counter is not null
        or exists (
          select 1 from auth.refresh_tokens r
          where r.session_id = s.id and r.revoked is not true
        )
      )
  )
$$;

revoke all on function private.caller_session_is_live() from public, anon, authenticated;

-- The four role helpers of the RLS migration, now with the session check. Same signatures, same
-- security definer and pinned search_path.
create or replace function public.current_user_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.role
  from public.users u
  where u.id = (select auth.uid()) and u.is_active and private.caller_session_is_live()
$$;

create or replace function public.current_role_is(role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select (u.role = 'Admin' or u.role = current_role_is.role) and private.caller_session_is_live()
     from public.users u
     where u.id = (select auth.uid()) and u.is_active),
    false
  )
$$;

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
  ) and private.caller_session_is_live()
$$;

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
  ) and private.caller_session_is_live()
$$;
