-- A child's identity (registrations.child_key) follows what staff correct: a new name or date of
-- birth of the child, or a new e-mail of the family, makes the child's registrations take their
-- identity again (the registrations' own trigger computes it when child_key changes). So a form
-- sent afterwards with the corrected details is still known as the same child, and a form with
-- the old details no longer is. An edit that would make two registrations of one offer the same
-- child is refused (the unique index registrations_child_identity_key).
create or replace function private.child_identity_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'children' then
    update public.registrations r set child_key = null
    where r.child_id = new.id and r.child_key is not null;
  else
    update public.registrations r set child_key = null
    where r.family_id = new.id and r.child_key is not null;
  end if;
  return null;
end;
$$;
revoke all on function private.child_identity_changed() from public, anon, authenticated;

create trigger children_identity_changed after update of name, date_of_birth on public.children
  for each row when (new.erased_at is null
    and (new.name is distinct from old.name or new.date_of_birth is distinct from old.date_of_birth))
  execute function private.child_identity_changed();

create trigger families_identity_changed after update of email on public.families
  for each row when (new.erased_at is null and new.email is distinct from old.email)
  execute function private.child_identity_changed();
