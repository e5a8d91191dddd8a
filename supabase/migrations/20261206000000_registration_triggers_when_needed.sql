-- A registration writes a family, a child, four consent records and a registration row. Their
-- triggers ran a PL/pgSQL function for every row, also when the row's own values show there is
-- nothing for it to do: twelve calls for the consents alone. Each such trigger now says when it
-- is needed in its WHEN clause, which PostgreSQL checks without calling the function. The rules
-- are the same for every writer (the registration form, staff, parents, the service role).
--
-- Consents:
--   - the wording's SHA-256 is looked up only when the writer did not give it. The registration
--     form gives it (read with the rows from consent_texts), and the foreign key to consent_texts
--     now includes the hash: a hash given is always the one of that wording;
--   - the child's photo flags follow a consent only for the two photo consents;
--   - who recorded a consent is set only for a signed-in writer (role authenticated), the only
--     one private.set_recorded_by() changes anything for.
-- Registrations:
--   - the cancellation note is cleared or required only for a cancelled row or one with a note;
--   - the payment deadline is worked out only for a new row, or cleared for one that has one;
--   - the confirmation e-mail is considered only for a confirmed row.
-- Families, children and registrations: a new row's times are the column defaults (now()); the
-- timestamps trigger runs on insert only when a writer gave other values, and on every update
-- (the creation time kept, the update's time stamped), as before.

alter table public.consent_texts
  add constraint consent_texts_wording_key unique (kind, version, language, sha256);
alter table public.consents drop constraint consents_text_fkey;
alter table public.consents add constraint consents_text_fkey
  foreign key (kind, text_version, language, text_sha256)
  references public.consent_texts (kind, version, language, sha256);

-- The wording's hash, for a writer that did not give it (or an unknown wording).
create or replace function private.consent_recorded()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select t.sha256 into new.text_sha256
  from public.consent_texts t
  where t.kind = new.kind and t.version = new.text_version and t.language = new.language;
  if new.text_sha256 is null then
    raise exception using errcode = '22023', message = 'Unknown consent wording version',
      hint = 'consent_version_unknown';
  end if;
  return new;
end;
$$;

-- A photo consent given or withdrawn sets the child's flag (and when it was withdrawn).
create function private.consent_photos_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind = 'photos_website' then
    update public.children c set photos_website = new.given,
      photo_consent_withdrawn_at = case when c.photos_website and not new.given then now()
                                        else c.photo_consent_withdrawn_at end
    where c.id = new.child_id and c.photos_website is distinct from new.given;
  elsif new.kind = 'photos_social' then
    update public.children c set photos_social = new.given,
      photo_consent_withdrawn_at = case when c.photos_social and not new.given then now()
                                        else c.photo_consent_withdrawn_at end
    where c.id = new.child_id and c.photos_social is distinct from new.given;
  end if;
  return new;
end;
$$;

drop trigger consents_recorded on public.consents;
create trigger consents_recorded before insert on public.consents
  for each row when (coalesce(new.text_sha256, '') = '')
  execute function private.consent_recorded();
create trigger consents_recorded_photos before insert on public.consents
  for each row when (new.kind in ('photos_website', 'photos_social'))
  execute function private.consent_photos_follow();
drop trigger consents_set_recorded_by on public.consents;
create trigger consents_set_recorded_by before insert on public.consents
  for each row when (current_user = 'authenticated')
  execute function private.set_recorded_by();

drop trigger registrations_staff_cancel_note on public.registrations;
create trigger registrations_staff_cancel_note before insert or update on public.registrations
  for each row when (new.status = 'cancelled' or new.cancel_note is not null)
  execute function private.registration_cancel_note();
drop trigger registrations_pay_by on public.registrations;
create trigger registrations_pay_by before insert or update of status on public.registrations
  for each row when (new.status = 'new' or new.pay_by is not null)
  execute function private.registration_pay_by();
drop trigger registrations_confirmed_email on public.registrations;
create trigger registrations_confirmed_email after insert or update of status on public.registrations
  for each row when (new.status = 'confirmed')
  execute function private.registration_confirmed_email();

drop trigger families_set_timestamps on public.families;
create trigger families_set_timestamps before update on public.families
  for each row execute function private.set_timestamps();
create trigger families_set_timestamps_on_insert before insert on public.families
  for each row when (new.created_at is null or new.updated_at is distinct from now())
  execute function private.set_timestamps();
drop trigger children_set_timestamps on public.children;
create trigger children_set_timestamps before update on public.children
  for each row execute function private.set_timestamps();
create trigger children_set_timestamps_on_insert before insert on public.children
  for each row when (new.created_at is null or new.updated_at is distinct from now())
  execute function private.set_timestamps();
drop trigger registrations_set_timestamps on public.registrations;
create trigger registrations_set_timestamps before update on public.registrations
  for each row execute function private.set_timestamps();
create trigger registrations_set_timestamps_on_insert before insert on public.registrations
  for each row when (new.created_at is null or new.updated_at is distinct from now())
  execute function private.set_timestamps();

-- The registration form's consent records carry their wording's hash, read with the rows.
CREATE OR REPLACE FUNCTION private.insert_child(p_family public.families, p_child jsonb, p_path text, p_form jsonb, p_submission_id bigint, p_address inet)
 RETURNS bigint
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  v_row public.children;
  v_consents jsonb := p_child -> 'consents';
  v_versions jsonb := p_form -> 'consent_versions';
  v_language public.language_code := (p_form ->> 'language')::public.language_code;
  v_kind public.consent_kind;
  v_given boolean;
  v_version jsonb;
  v_kinds public.consent_kind[] := '{}';
  v_givens boolean[] := '{}';
  v_text_versions integer[] := '{}';
begin
  if jsonb_typeof(p_child) is distinct from 'object' then
    perform private.invalid_field(p_path);
  end if;
  v_row.name := private.form_text(p_child, 'name', p_path || '.name', 200);
  begin
    v_row.date_of_birth := (private.form_text(p_child, 'date_of_birth', p_path || '.date_of_birth', 10))::date;
  exception when invalid_datetime_format or datetime_field_overflow then
    perform private.invalid_field(p_path || '.date_of_birth');
  end;
  if v_row.date_of_birth > current_date or extract(year from v_row.date_of_birth) < 1990 then
    perform private.invalid_field(p_path || '.date_of_birth');
  end if;
  v_row.position := private.form_choice(p_child, 'position', p_path || '.position',
    enum_range(null::public.player_position)::text[]);
  v_row.shirt_size := private.form_choice(p_child, 'shirt_size', p_path || '.shirt_size',
    enum_range(null::public.shirt_size)::text[]);
  v_row.allergies := private.form_text(p_child, 'allergies', p_path || '.allergies', 2000, false);
  v_row.medication := private.form_text(p_child, 'medication', p_path || '.medication', 2000, false);
  v_row.authorised_collectors := private.form_text(p_child, 'authorised_collectors',
    p_path || '.authorised_collectors', 1000);
  if jsonb_typeof(v_consents) is distinct from 'object' then
    perform private.invalid_field(p_path || '.consents');
  end if;

  -- One record per consent shown: the child's data and the guardian's declaration must be
  -- given; health data too when allergies or medication are written (and is recorded then, or
  -- when ticked); photos are free choices, recorded either way.
  foreach v_kind in array enum_range(null::public.consent_kind) loop
    v_given := case v_kind
      when 'guardian' then private.form_consent(p_form, 'guardian_declaration', 'guardian_declaration')
      else private.form_consent(v_consents, v_kind::text, p_path || '.consents.' || v_kind) end;
    if v_kind in ('child_data', 'guardian')
       or (v_kind = 'health_data' and (v_row.allergies is not null or v_row.medication is not null)) then
      if v_given is not true then
        raise exception using errcode = '22023', message = format('Consent %s is required', v_kind),
          detail = case when v_kind = 'guardian' then 'guardian_declaration'
                        else p_path || '.consents.' || v_kind end,
          hint = 'consent_required';
      end if;
    elsif v_kind = 'health_data' and v_given is not true then
      continue;
    elsif v_given is null then
      perform private.invalid_field(p_path || '.consents.' || v_kind);
    end if;
    v_version := v_versions -> v_kind::text;
    if jsonb_typeof(v_version) is distinct from 'number' then
      perform private.invalid_field('consent_versions.' || v_kind);
    end if;
    v_kinds := v_kinds || v_kind;
    v_givens := v_givens || v_given;
    v_text_versions := v_text_versions || (v_version #>> '{}')::integer;
    if v_kind = 'photos_website' then
      v_row.photos_website := v_given;
    elsif v_kind = 'photos_social' then
      v_row.photos_social := v_given;
    end if;
  end loop;

  insert into public.children (family_id, name, date_of_birth, position, shirt_size, allergies,
    medication, authorised_collectors, photos_website, photos_social)
  values (p_family.id, v_row.name, v_row.date_of_birth, v_row.position, v_row.shirt_size,
    v_row.allergies, v_row.medication, v_row.authorised_collectors,
    coalesce(v_row.photos_website, false), coalesce(v_row.photos_social, false))
  returning id into v_row.id;

  insert into public.consents (family_id, child_id, kind, given, text_version, language,
    text_sha256, source, signed_by, signer_email, client_address, submission_id)
  select p_family.id, v_row.id, c.kind, c.given, c.version, v_language, coalesce(t.sha256, ''),
    'registration_form', p_family.parent_name, p_family.email, p_address, p_submission_id
  from unnest(v_kinds, v_givens, v_text_versions) as c(kind, given, version)
  -- An unknown wording leaves the hash empty: the trigger then refuses it by name.
  left join public.consent_texts t
    on t.kind = c.kind and t.version = c.version and t.language = v_language;
  return v_row.id;
end;
$function$;
