-- A second guardian is told by e-mail: invite_guardian (restated whole) queues one
-- 'guardian_invited' e-mail per invitation in the same transaction, in the family's language,
-- to the address invited. Its payload is written here (the worker renders it): who invited them
-- and the academy, never a child's details. The e-mail leads to the account's sign-in page in
-- that language, where the guardian signs in with a code sent to their own address.
-- The row carries the family's id, so the family reads it among its e-mails and erasure
-- removes its address and contents as for every e-mail of the family.

create or replace function public.invite_guardian(p_email text, p_name text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids bigint[] := private.require_parent();
  v_email text := private.parent_email();
  v_new text := lower(btrim(coalesce(p_email, '')));
  v_name text := nullif(btrim(coalesce(p_name, '')), '');
  v_first bigint[];
  v_family public.families;
  v_invitation bigint;
begin
  select coalesce(array_agg(f.id order by f.id), '{}') into v_first
  from public.families f where f.id = any (v_ids) and f.email = v_email;
  if cardinality(v_first) = 0 then
    raise exception using errcode = '42501', message = 'Only the first guardian invites a second one',
      hint = 'primary_guardian_only';
  end if;
  if v_new !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or char_length(v_new) > 254
     or v_new = v_email or char_length(v_name) > 200 then
    raise exception using errcode = '22023', message = 'Give another guardian''s e-mail address',
      hint = 'guardian_email_invalid';
  end if;
  perform 1 from public.families f where f.id = any (v_first) for update;
  if exists (select 1 from public.family_guardians g where g.family_id = any (v_first) and g.revoked_at is null) then
    raise exception using errcode = 'PT409', message = 'A second guardian is already invited',
      hint = 'guardian_already_invited';
  end if;
  insert into public.family_guardians (family_id, email, name, invited_by)
  select i, v_new, v_name, (select auth.uid()) from unnest(v_first) i;
  insert into public.family_changes (family_id, changed_by, table_name, row_id, operation, fields)
  select g.family_id, (select auth.uid()), 'family_guardians', g.id, 'INSERT', array['email']
  from public.family_guardians g where g.family_id = any (v_first) and g.revoked_at is null;

  -- The latest form's family row speaks for the family (its name and language).
  select * into v_family from public.families f where f.id = any (v_first) order by f.id desc limit 1;
  select min(g.id) into v_invitation
  from public.family_guardians g where g.family_id = any (v_first) and g.revoked_at is null;
  insert into public.email_outbox (kind, family_id, to_address, language, dedupe_key, payload)
  values ('guardian_invited', v_family.id, v_new, v_family.language, 'guardian_invited:' || v_invitation,
    jsonb_build_object('kind', 'guardian_invited', 'academy', private.mail_academy(),
      'invitation', jsonb_build_object('invited_by', v_family.parent_name, 'name', v_name, 'email', v_new)))
  on conflict (dedupe_key) do nothing;
  return jsonb_build_object('email', v_new, 'name', v_name);
end;
$$;
comment on function public.invite_guardian(text, text) is
  'The first guardian: invites a second one by e-mail (the invitation is e-mailed), who acts on the account once signed in with that verified e-mail.';
