-- Sign-out ends write access at once. The staff checks of row level security
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

-- plpgsql, not sql: a security definer SQL function is planned again in every statement that
-- calls it, a plpgsql one keeps its plan for the connection (PostgREST's are pooled), which is
-- what keeps this check cheap (npm run bench:rls).
create or replace function private.caller_session_is_live()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_claims jsonb := auth.jwt();
  v_session text := v_claims ->> 'session_id';
  v_user text := coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''), v_claims ->> 'sub');
  v_uuid constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
begin
  if v_session is null or v_user is null or v_session !~* v_uuid or v_user !~* v_uuid then
    return false;
  end if;
  return exists (
    select 1
    from auth.sessions s
    where s.id = v_session::uuid
      and s.user_id = v_user::uuid
      and (s.not_after is null or s.not_after > now())
      and (
        s.refresh_token_counter is not null
        or exists (
          select 1 from auth.refresh_tokens r
          where r.session_id = s.id and r.revoked is not true
        )
      )
  );
end;
$$;

revoke all on function private.caller_session_is_live() from public, anon, authenticated;

-- The four role helpers of the RLS migration, now with the session check. Same signatures, same
-- security definer and pinned search_path; plpgsql for the same reason as above (each is
-- evaluated up to three times per written row's statement: the SELECT, USING and WITH CHECK
-- policies), which leaves them cheaper than before even with the extra lookup.

-- The caller's role ('Admin' or 'Editor') when the caller is active staff in a live session.
create or replace function public.current_user_role()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text;
begin
  select u.role into v_role
  from public.users u
  where u.id = (select auth.uid()) and u.is_active;
  if v_role is null or not private.caller_session_is_live() then
    return null;
  end if;
  return v_role;
end;
$$;

-- True when the caller is active staff with that role in a live session; an active Admin passes
-- every check (an Admin may do everything an Editor may).
create or replace function public.current_role_is(role text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_role text := public.current_user_role();
begin
  return v_role is not null and (v_role = 'Admin' or v_role = current_role_is.role);
end;
$$;

-- True for an active Editor or Admin in a live session.
create or replace function public.is_staff()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce(public.current_user_role() in ('Admin', 'Editor'), false);
end;
$$;

-- True for an active Admin in a live session.
create or replace function public.is_admin()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce(public.current_user_role() = 'Admin', false);
end;
$$;
