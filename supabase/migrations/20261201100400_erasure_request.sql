-- A family asks for its erasure from its account. The request reaches the academy as it did when
-- the family wrote to it: an e-mail to the academy's address (kind 'erasure_requested', in the
-- academy's notification language, answered to the family), kept in the outbox with the family's
-- id, so it shows among the family's e-mails in the back office. Staff check it with the family
-- and confirm it as before, with erase_family(). Nothing is erased here.
--
--   request_erasure() -> jsonb   { requested_at, family_ids }
-- Refusals: not_a_parent (42501), primary_guardian_only (42501: a second guardian),
-- erasure_unavailable (PT409: the academy has no address to send it to).

create or replace function public.request_erasure()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids bigint[] := private.require_parent();
  v_email text := private.parent_email();
  v_first bigint[];
  v_family public.families;
  v_academy text := (select s.contact_email from public.site_settings s where s.id = 1);
  v_language public.language_code :=
    (select r.notification_language from public.registration_settings r where r.id = 1);
begin
  -- The family's data is the first guardian's to give away: a second guardian cannot ask.
  select coalesce(array_agg(f.id order by f.id), '{}') into v_first
  from public.families f where f.id = any (v_ids) and f.email = v_email;
  if cardinality(v_first) = 0 then
    raise exception using errcode = '42501', message = 'Only the first guardian asks for the family''s erasure',
      hint = 'primary_guardian_only';
  end if;
  if v_academy is null then
    raise exception using errcode = 'PT409', message = 'The academy has no e-mail address to receive the request',
      hint = 'erasure_unavailable';
  end if;
  select * into v_family from public.families f where f.id = any (v_first) order by f.id desc limit 1;
  -- One e-mail a day per family, however often the button is pressed.
  insert into public.email_outbox (kind, family_id, to_address, language, dedupe_key, payload)
  values ('erasure_requested', v_family.id, v_academy, v_language,
    'erasure_requested:' || v_family.id || ':' || private.academy_date(now()),
    jsonb_build_object('kind', 'erasure_requested', 'academy', private.mail_academy(),
      'family', jsonb_build_object('parent_name', v_family.parent_name, 'email', v_family.email,
        'phone', v_family.phone, 'language', v_family.language),
      'family_ids', to_jsonb(v_first), 'requested_at', now()))
  on conflict (dedupe_key) do nothing;
  return jsonb_build_object('requested_at', now(), 'family_ids', to_jsonb(v_first));
end;
$$;
comment on function public.request_erasure() is
  'The first guardian: asks the academy to erase the family''s data (an e-mail to the academy); staff confirm it with erase_family().';
revoke all on function public.request_erasure() from public, anon;
grant execute on function public.request_erasure() to authenticated, service_role;
