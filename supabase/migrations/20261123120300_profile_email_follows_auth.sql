-- The staff profile follows a confirmed e-mail change. A user changes their own
-- address through the auth service (PUT /auth/v1/user, confirmed by the links sent to the old and
-- the new address); the auth service then writes auth.users.email, and this trigger carries it to
-- public.users, which the back office shows. Triggers on auth.users are allowed on hosted
-- Supabase, where supabase/auth writes the same column.

create or replace function private.profile_email_follows_auth()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users u
  set email = lower(new.email)
  where u.id = new.id and u.email is distinct from lower(new.email);
  return null;
end;
$$;

revoke all on function private.profile_email_follows_auth() from public, anon, authenticated;

create trigger users_profile_email_follows
  after update of email on auth.users
  for each row
  when (new.email is not null and new.email is distinct from old.email)
  execute function private.profile_email_follows_auth();
