-- A form token serves the one form it was made for, and a consent is a JSON boolean.
--
-- Form tokens: 'f2.<form>.<issued at, unix milliseconds>.<nonce>.<signature>', the form
-- ('registration' or 'enquiry') inside what is signed. A registration's token used on the
-- enquiry form, or the other way round, is not valid (form_token_invalid), so one token never
-- serves a registration and an enquiry. Tokens of the earlier form ('f1.', made for any form)
-- are no longer taken: a form sent with one comes back with a new token and nothing lost.
--
-- Consents: each child's consents (and the guardian's declaration, which insert_family already
-- checks) are JSON true or false, or missing / null (not given). Text such as "yes", "on" or
-- "1", and numbers, are refused as the field (submission_invalid, detail 'children.N.consents.K')
-- instead of being read as a yes.

create type public.form_kind as enum ('registration', 'enquiry');
comment on type public.form_kind is 'The public forms a form token is made for.';

drop function public.form_token();
create function public.form_token(p_form public.form_kind default 'registration')
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select t.body || '.' || private.sign('form_token', t.body)
  from (
    select format('f2.%s.%s.%s', p_form, (extract(epoch from clock_timestamp()) * 1000)::bigint,
      encode(extensions.gen_random_bytes(12), 'hex')) as body
  ) t
$$;
comment on function public.form_token(public.form_kind) is
  'A signed token for one form of the given kind (the registration form unless told), made when the form is shown.';

-- Checks a form token's form, signature and age; returns its nonce. submit_registration calls it
-- with the token alone (the registration form); submit_enquiry names its form.
drop function private.check_form_token(text);
create function private.check_form_token(p_token text, p_form public.form_kind default 'registration')
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_parts text[] := string_to_array(coalesce(p_token, ''), '.');
  v_limits private.registration_limits;
  v_age_ms bigint;
begin
  if cardinality(v_parts) <> 5 or v_parts[1] <> 'f2' or v_parts[2] is distinct from p_form::text
     or v_parts[3] !~ '^[0-9]{1,15}$' or v_parts[4] !~ '^[0-9a-f]{24}$'
     or private.sign('form_token', array_to_string(v_parts[1:4], '.')) is distinct from v_parts[5] then
    raise exception using errcode = '22023', message = 'The form token is not valid',
      hint = 'form_token_invalid';
  end if;
  select * into v_limits from private.registration_limits;
  v_age_ms := (extract(epoch from clock_timestamp()) * 1000)::bigint - v_parts[3]::bigint;
  if v_age_ms < v_limits.min_form_seconds * 1000 then
    raise exception using errcode = 'P0001', message = 'The form was sent too quickly',
      hint = 'too_fast';
  end if;
  if v_age_ms > v_limits.max_form_age_hours * 3600 * 1000 then
    raise exception using errcode = 'P0001', message = 'The form has expired', hint = 'form_expired';
  end if;
  return v_parts[4];
end;
$$;

-- A consent of the form: JSON true or false; null when it is missing or null (not given).
-- Anything else ("yes", "on", 1) is refused as the field at p_path.
create or replace function private.form_consent(p_object jsonb, p_key text, p_path text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  v_value jsonb := p_object -> p_key;
begin
  if v_value is null or jsonb_typeof(v_value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(v_value) <> 'boolean' then
    perform private.invalid_field(p_path);
  end if;
  return (v_value #>> '{}')::boolean;
end;
$$;

-- The family and the consents of one child (validated), returning the child's id.
create or replace function private.insert_child(
  p_family public.families,
  p_child jsonb,
  p_path text,
  p_form jsonb,
  p_submission_id bigint,
  p_address inet
)
returns bigint
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_row public.children;
  v_consents jsonb := p_child -> 'consents';
  v_versions jsonb := p_form -> 'consent_versions';
  v_language public.language_code := (p_form ->> 'language')::public.language_code;
  v_kind public.consent_kind;
  v_given boolean;
  v_version jsonb;
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
  insert into public.children (family_id, name, date_of_birth, position, shirt_size, allergies,
    medication, authorised_collectors)
  values (p_family.id, v_row.name, v_row.date_of_birth, v_row.position, v_row.shirt_size,
    v_row.allergies, v_row.medication, v_row.authorised_collectors)
  returning id into v_row.id;

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
    insert into public.consents (family_id, child_id, kind, given, text_version, language,
      text_sha256, source, signed_by, signer_email, client_address, submission_id)
    values (p_family.id, v_row.id, v_kind, v_given, (v_version #>> '{}')::integer, v_language, '',
      'registration_form', p_family.parent_name, p_family.email, p_address, p_submission_id);
  end loop;
  return v_row.id;
end;
$$;

-- submit_enquiry, restated to take only an enquiry form's token.
create or replace function public.submit_enquiry(p_enquiry jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_form jsonb := case when jsonb_typeof(p_enquiry) = 'object' then p_enquiry else '{}'::jsonb end;
  v_address inet := private.client_address();
  v_nonce text;
  v_row public.enquiries;
  v_academy text := (select s.contact_email from public.site_settings s where s.id = 1);
  v_language public.language_code :=
    (select r.notification_language from public.registration_settings r where r.id = 1);
begin
  if coalesce(btrim(v_form ->> 'website'), '') <> '' then
    raise exception using errcode = '22023', message = 'Refused', hint = 'honeypot';
  end if;
  perform private.refuse_when_closed();
  v_nonce := private.check_form_token(v_form ->> 'form_token', 'enquiry');
  perform private.check_address_limit('enquiry', v_address);
  v_row.name := private.form_text(v_form, 'name', 'name', 200);
  v_row.email := private.form_email(v_form, 'email', 'email', false);
  v_row.phone := private.form_phone(v_form, 'phone', 'phone', false);
  if v_row.email is null and v_row.phone is null then
    perform private.invalid_field('email');
  end if;
  v_row.message := private.form_text(v_form, 'message', 'message', 5000);
  v_row.language := private.form_choice(v_form, 'language', 'language',
    enum_range(null::public.language_code)::text[]);
  insert into public.enquiries (name, email, phone, message, language, token_nonce, client_address)
  values (v_row.name, v_row.email, v_row.phone, v_row.message, v_row.language, v_nonce, v_address)
  on conflict (token_nonce) do nothing
  returning * into v_row;
  if v_row.id is null then
    raise exception using errcode = 'PT409', message = 'This form was already sent',
      hint = 'form_token_used';
  end if;
  if v_academy is not null then
    insert into public.email_outbox (kind, enquiry_id, to_address, language, payload)
    values ('enquiry_notice', v_row.id, v_academy, v_language,
      jsonb_build_object('kind', 'enquiry_notice', 'academy', private.mail_academy(),
        'enquiry', jsonb_build_object('id', v_row.id, 'name', v_row.name, 'email', v_row.email,
          'phone', v_row.phone, 'message', v_row.message, 'language', v_row.language,
          'created_at', v_row.created_at)));
  end if;
  return jsonb_build_object('enquiry_id', v_row.id);
end;
$$;

revoke all on function private.check_form_token(text, public.form_kind),
  private.form_consent(jsonb, text, text) from public, anon, authenticated;
revoke all on function public.form_token(public.form_kind) from public;
grant execute on function public.form_token(public.form_kind) to anon, authenticated, service_role;
