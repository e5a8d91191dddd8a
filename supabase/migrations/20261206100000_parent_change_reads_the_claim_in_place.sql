-- The triggers that note a parent's own changes fire when the request's JWT says role "parent"
-- in its app_metadata. Their WHEN clause asked auth.jwt(), a SQL function: PostgreSQL prepares a
-- trigger's WHEN clause again for every statement, and inlining the function meant parsing its
-- body each time, once per insert of a registration's consent records among others. The clause
-- now reads the same settings auth.jwt() reads, in the same order, written out in place.

drop trigger child_collectors_parent_change on public.child_collectors;
create trigger child_collectors_parent_change after insert or delete or update on public.child_collectors
  for each row when (coalesce(coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                                       nullif(current_setting('request.jwt.claims', true), ''))::jsonb
                              -> 'app_metadata' ->> 'role', '') = 'parent')
  execute function private.record_parent_change();
drop trigger children_parent_change on public.children;
create trigger children_parent_change after update on public.children
  for each row when (coalesce(coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                                       nullif(current_setting('request.jwt.claims', true), ''))::jsonb
                              -> 'app_metadata' ->> 'role', '') = 'parent')
  execute function private.record_parent_change();
drop trigger consents_parent_change on public.consents;
create trigger consents_parent_change after insert on public.consents
  for each row when (coalesce(coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                                       nullif(current_setting('request.jwt.claims', true), ''))::jsonb
                              -> 'app_metadata' ->> 'role', '') = 'parent')
  execute function private.record_parent_change();
drop trigger families_parent_change on public.families;
create trigger families_parent_change after update on public.families
  for each row when (coalesce(coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                                       nullif(current_setting('request.jwt.claims', true), ''))::jsonb
                              -> 'app_metadata' ->> 'role', '') = 'parent')
  execute function private.record_parent_change();
drop trigger registrations_parent_change on public.registrations;
create trigger registrations_parent_change after update of status on public.registrations
  for each row when (coalesce(coalesce(nullif(current_setting('request.jwt.claim', true), ''),
                                       nullif(current_setting('request.jwt.claims', true), ''))::jsonb
                              -> 'app_metadata' ->> 'role', '') = 'parent')
  execute function private.record_parent_change();
