-- The back office asks, as it moves from screen to screen, whether its session still stands:
-- 'active' (an active staff member in a live session), 'inactive' (the account was deactivated),
-- 'session_ended' (signed out elsewhere, or ended by an Admin's password reset), or 'not_staff'
-- (no profile). It then ends the session at once and says why, instead of browsing on with a
-- session the database no longer honours. Reading one's own state needs no live session: the
-- answer is about the caller alone.
create function public.staff_session_state()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_active boolean;
begin
  select u.is_active into v_active from public.users u where u.id = (select auth.uid());
  if not found then
    return 'not_staff';
  end if;
  if not v_active then
    return 'inactive';
  end if;
  if not private.caller_session_is_live() then
    return 'session_ended';
  end if;
  return 'active';
end;
$$;

comment on function public.staff_session_state() is
  'The caller''s staff session: active, inactive (deactivated), session_ended or not_staff.';

revoke all on function public.staff_session_state() from public, anon;
grant execute on function public.staff_session_state() to authenticated, service_role;
