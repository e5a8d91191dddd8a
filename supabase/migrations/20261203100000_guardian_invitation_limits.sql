-- Guardian invitations are limited, so an account cannot send many e-mails to any address: at
-- most 3 'guardian_invited' e-mails per family (all the first guardian's family rows together)
-- and at most 3 to one address (from all families together) in 24 hours. Over either limit
-- invite_guardian (restated whole) refuses with PT429 (HTTP 429), hint 'too_many_invitations',
-- and writes nothing. The e-mails queued are what counts (email_outbox, which keeps them), so a
-- removed and re-invited guardian counts each time; a refused invitation counts nothing.
-- Invitations to one address are serialized while they are counted.

create index email_outbox_guardian_invited_idx on public.email_outbox (to_address, created_at)
  where kind = 'guardian_invited';

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
  -- The limits: invitation e-mails per family and per address invited, in v_window.
  v_per_family constant integer := 3;
  v_per_address constant integer := 3;
  v_window constant interval := interval '24 hours';
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
  perform pg_advisory_xact_lock(hashtextextended('guardian_invited:' || v_new, 0));
  if (select count(*) from public.email_outbox o
      where o.kind = 'guardian_invited' and o.family_id = any (v_first)
        and o.created_at > now() - v_window) >= v_per_family
     or (select count(*) from public.email_outbox o
         where o.kind = 'guardian_invited' and o.to_address = v_new
           and o.created_at > now() - v_window) >= v_per_address then
    raise exception using errcode = 'PT429',
      message = 'Too many guardian invitations today: try again tomorrow',
      hint = 'too_many_invitations';
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
  'The first guardian: invites a second one by e-mail (the invitation is e-mailed), who acts on the account once signed in with that verified e-mail. At most 3 invitations per family and 3 per address invited in 24 hours (too_many_invitations).';
