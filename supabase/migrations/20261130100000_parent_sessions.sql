-- Who a session is, decided by the database for every access token the auth service issues
-- (sign-in by password, by e-mailed code or link, refresh): the custom access token hook,
-- configured in config.toml [auth.hook.custom_access_token] (and on a hosted project under
-- Authentication > Hooks), called by the auth server as supabase_auth_admin.
--
-- Staff are the accounts with a row in public.users. They sign in with their password; an
-- e-mailed code or magic link (reported as "otp" or "magiclink") is refused, and their tokens
-- are otherwise left as they are: a password reset, an invitation or an address change by link
-- is reported by its own name ("recovery", "invite", "email_change"; on hosted Supabase in the
-- PKCE flow only, which names link sessions by type, where the implicit flow says "otp"). Every other account whose session was opened by an e-mailed
-- code or link (its amr names one) is a parent: its tokens, refreshed ones too, carry
-- app_metadata.role = 'parent'. A session opened by a password alone (an open sign-up proves
-- nothing about the address) gets no role.
create or replace function public.access_token_hook(event jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  claims jsonb := event -> 'claims';
  method text := event ->> 'authentication_method';
begin
  if exists (select 1 from public.users u where u.id = (event ->> 'user_id')::uuid) then
    if method in ('otp', 'magiclink') then
      return jsonb_build_object('error', jsonb_build_object(
        'http_code', 403,
        'message', 'Staff accounts sign in with their password, not with a code sent by e-mail.'));
    end if;
    return jsonb_build_object('claims', claims);
  end if;
  if not exists (
    select 1 from jsonb_array_elements(coalesce(claims -> 'amr', '[]'::jsonb)) a
     where coalesce(a ->> 'method', a #>> '{}') in ('otp', 'magiclink', 'email/signup', 'recovery', 'invite', 'email_change')
  ) then
    return jsonb_build_object('claims', claims);
  end if;
  claims := jsonb_set(claims, '{app_metadata}',
    coalesce(claims -> 'app_metadata', '{}'::jsonb) || jsonb_build_object('role', 'parent'));
  return jsonb_build_object('claims', claims);
end;
$$;

comment on function public.access_token_hook(jsonb) is
  'Custom access token hook: refuses staff sign-ins by e-mailed code; tokens of other accounts proven by e-mail carry app_metadata.role = ''parent''.';

-- Only the auth server may call it, as hosted Supabase documents for auth hooks.
grant usage on schema public to supabase_auth_admin;
grant execute on function public.access_token_hook(jsonb) to supabase_auth_admin;
revoke execute on function public.access_token_hook(jsonb) from authenticated, anon, public;
