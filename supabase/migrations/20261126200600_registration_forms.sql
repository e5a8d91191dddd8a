-- Registrations, part 6: what guards the public forms, in the database, so calling the API
-- directly bypasses none of it (docs/registrations.md, "Abuse limits"):
--   * a honeypot field (`website`) that people leave empty;
--   * a form token the database signs when the form is shown (form_token()) and checks when it
--     is sent: at least min_form_seconds old, at most max_form_age_hours, used by one form only;
--   * a limit per client address: the registrations (and, apart, the enquiries) committed from
--     that address in the last address_window_minutes;
--   * at most max_children children and max_offers offers per submission (private.registration_limits).
-- The request body's size is the API gateway's limit.
--
-- The client address: PostgREST hands the request's headers to SQL. A visitor's browser calls
-- the API directly; its address is `cf-connecting-ip`, which hosted Supabase's edge (Cloudflare)
-- sets to the TCP peer, overwriting whatever the caller sent, as local-supabase's gateway does.
-- The site server relays forms posted without JavaScript: it sends the visitor's address in
-- `x-registration-client-address` together with `x-registration-relay`, the relay key of
-- private.secrets (given to the site server as REGISTRATION_RELAY_KEY); without that key the
-- address header is ignored, so a direct caller cannot choose its address. When neither header
-- is there (another proxy in front of PostgREST), the last `x-forwarded-for` entry is used.

create or replace function private.client_address()
returns inet
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_headers jsonb := nullif(current_setting('request.headers', true), '')::jsonb;
  v_relay text := v_headers ->> 'x-registration-relay';
  v_value text;
begin
  if v_headers is null then
    return null;
  end if;
  if v_relay is not null and v_relay = (select s.value from private.secrets s where s.name = 'relay') then
    v_value := v_headers ->> 'x-registration-client-address';
  else
    v_value := coalesce(
      v_headers ->> 'cf-connecting-ip',
      btrim((string_to_array(v_headers ->> 'x-forwarded-for', ','))[
        cardinality(string_to_array(v_headers ->> 'x-forwarded-for', ','))]));
  end if;
  return btrim(v_value)::inet;
exception
  when invalid_text_representation then
    return null;
end;
$$;

-- A new form token: 'f1.<issued at, unix milliseconds>.<nonce>.<signature>'.
create or replace function public.form_token()
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select t.body || '.' || private.sign('form_token', t.body)
  from (
    select format('f1.%s.%s', (extract(epoch from clock_timestamp()) * 1000)::bigint,
      encode(extensions.gen_random_bytes(12), 'hex')) as body
  ) t
$$;
comment on function public.form_token() is
  'A signed token for one registration or enquiry form, made when the form is shown.';

-- Checks a form token's signature and age; returns its nonce.
create or replace function private.check_form_token(p_token text)
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
  if cardinality(v_parts) <> 4 or v_parts[1] <> 'f1' or v_parts[2] !~ '^[0-9]{1,15}$'
     or v_parts[3] !~ '^[0-9a-f]{24}$'
     or private.sign('form_token', array_to_string(v_parts[1:3], '.')) is distinct from v_parts[4] then
    raise exception using errcode = '22023', message = 'The form token is not valid',
      hint = 'form_token_invalid';
  end if;
  select * into v_limits from private.registration_limits;
  v_age_ms := (extract(epoch from clock_timestamp()) * 1000)::bigint - v_parts[2]::bigint;
  if v_age_ms < v_limits.min_form_seconds * 1000 then
    raise exception using errcode = 'P0001', message = 'The form was sent too quickly',
      hint = 'too_fast';
  end if;
  if v_age_ms > v_limits.max_form_age_hours * 3600 * 1000 then
    raise exception using errcode = 'P0001', message = 'The form has expired', hint = 'form_expired';
  end if;
  return v_parts[3];
end;
$$;

-- Serializes one address's forms and refuses one over its limit. p_kind: 'registration' or
-- 'enquiry'. An unknown address is not limited (only the site server's relay can leave it out).
create or replace function private.check_address_limit(p_kind text, p_address inet)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_limits private.registration_limits;
  v_count integer;
begin
  if p_address is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(p_kind || ':' || host(p_address), 0));
  select * into v_limits from private.registration_limits;
  if p_kind = 'registration' then
    select count(*) into v_count from public.registration_submissions s
    where s.client_address = p_address
      and s.created_at > now() - make_interval(mins => v_limits.address_window_minutes);
    if v_count >= v_limits.submissions_per_address then
      raise exception using errcode = 'PT429', message = 'Too many registrations from this address',
        hint = 'too_many_submissions';
    end if;
  else
    select count(*) into v_count from public.enquiries e
    where e.client_address = p_address
      and e.created_at > now() - make_interval(mins => v_limits.address_window_minutes);
    if v_count >= v_limits.enquiries_per_address then
      raise exception using errcode = 'PT429', message = 'Too many enquiries from this address',
        hint = 'too_many_enquiries';
    end if;
  end if;
end;
$$;

create or replace function private.refuse_when_closed()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce((select s.online_registration from public.registration_settings s where s.id = 1), false) then
    raise exception using errcode = 'P0001', message = 'Online registration is off',
      hint = 'registration_closed';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Reading the form's fields. A refusal names the field in `details` (its path in the form:
-- 'family.email', 'children.1.date_of_birth'), with hint submission_invalid.
-- ---------------------------------------------------------------------------------------------
create or replace function private.invalid_field(p_path text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  raise exception using errcode = '22023', message = format('Invalid field: %s', p_path),
    detail = p_path, hint = 'submission_invalid';
end;
$$;

-- A text field: trimmed, empty as null; required or not; at most p_max characters.
create or replace function private.form_text(
  p_object jsonb, p_key text, p_path text, p_max integer, p_required boolean default true
)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_value jsonb := p_object -> p_key;
  v_text text;
begin
  if v_value is not null and jsonb_typeof(v_value) not in ('string', 'null') then
    perform private.invalid_field(p_path);
  end if;
  v_text := nullif(btrim(v_value #>> '{}'), '');
  if (v_text is null and p_required) or char_length(v_text) > p_max then
    perform private.invalid_field(p_path);
  end if;
  return v_text;
end;
$$;

create or replace function private.form_email(p_object jsonb, p_key text, p_path text, p_required boolean)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_email text := lower(private.form_text(p_object, p_key, p_path, 254, p_required));
begin
  if v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    perform private.invalid_field(p_path);
  end if;
  return v_email;
end;
$$;

-- A phone number: digits with spaces, dots, dashes, brackets and a leading +; 6 to 20 digits.
create or replace function private.form_phone(p_object jsonb, p_key text, p_path text, p_required boolean)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_phone text := private.form_text(p_object, p_key, p_path, 40, p_required);
begin
  if v_phone !~ '^\+?[0-9 ().-]+$' or length(regexp_replace(v_phone, '[^0-9]', '', 'g')) not between 6 and 20 then
    perform private.invalid_field(p_path);
  end if;
  return v_phone;
end;
$$;

-- A value of an enum (given by one of its values' type): the text, checked against the enum.
create or replace function private.form_choice(p_object jsonb, p_key text, p_path text, p_values text[])
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_text text := private.form_text(p_object, p_key, p_path, 100);
begin
  if not (v_text = any (p_values)) then
    perform private.invalid_field(p_path);
  end if;
  return v_text;
end;
$$;

-- The offers a child asks for: ids, each once, at most max_offers.
create or replace function private.child_offer_ids(p_child jsonb, p_path text, p_max integer)
returns bigint[]
language plpgsql
stable
set search_path = ''
as $$
declare
  v_ids bigint[];
begin
  if jsonb_typeof(p_child -> 'offer_ids') is distinct from 'array'
     or jsonb_array_length(p_child -> 'offer_ids') = 0
     or exists (select 1 from jsonb_array_elements(p_child -> 'offer_ids') e
                where jsonb_typeof(e) <> 'number' or (e #>> '{}') !~ '^[0-9]{1,15}$') then
    perform private.invalid_field(p_path || '.offer_ids');
  end if;
  select array_agg((e #>> '{}')::bigint order by ord) into v_ids
  from jsonb_array_elements(p_child -> 'offer_ids') with ordinality x(e, ord);
  if cardinality(v_ids) > p_max then
    raise exception using errcode = '22023', message = 'Too many offers', hint = 'too_many_offers';
  end if;
  if (select count(distinct x) from unnest(v_ids) x) <> cardinality(v_ids) then
    perform private.invalid_field(p_path || '.offer_ids');
  end if;
  return v_ids;
end;
$$;

-- An offer the public may register for now, and a birth date inside its years.
create or replace function private.check_offer_for_child(p_offer_id bigint, p_birth date, p_child_index integer)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  v_offer public.offers;
  v_year integer := extract(year from p_birth);
begin
  select * into v_offer from public.offers o where o.id = p_offer_id;
  if v_offer.id is null then
    raise exception using errcode = 'PT404', message = 'No such offer', detail = p_offer_id::text,
      hint = 'offer_not_found';
  end if;
  if not v_offer.online_registration or now() < v_offer.registration_opens_at
     or now() >= v_offer.registration_closes_at then
    raise exception using errcode = 'P0001', message = 'This offer is not open for registration',
      detail = p_offer_id::text, hint = 'offer_closed';
  end if;
  if v_year not between v_offer.birth_year_min and v_offer.birth_year_max then
    raise exception using errcode = '22023',
      message = format('Born in %s: this offer is for children born %s to %s', v_year,
        v_offer.birth_year_min, v_offer.birth_year_max),
      detail = jsonb_build_object('child', p_child_index, 'offer', p_offer_id, 'birth_year', v_year,
        'min', v_offer.birth_year_min, 'max', v_offer.birth_year_max)::text,
      hint = 'birth_year_out_of_range';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- submit_enquiry: the contacts page's form.
--   p_enquiry: { form_token, website (empty), name, email?, phone? (one of the two), message,
--                language }
--   -> { "enquiry_id": n }
-- ---------------------------------------------------------------------------------------------
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
  v_nonce := private.check_form_token(v_form ->> 'form_token');
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

revoke all on function private.client_address(), private.check_form_token(text),
  private.check_address_limit(text, inet), private.refuse_when_closed(),
  private.invalid_field(text), private.form_text(jsonb, text, text, integer, boolean),
  private.form_email(jsonb, text, text, boolean), private.form_phone(jsonb, text, text, boolean),
  private.form_choice(jsonb, text, text, text[]),
  private.child_offer_ids(jsonb, text, integer), private.check_offer_for_child(bigint, date, integer)
  from public, anon, authenticated;
revoke all on function public.form_token(), public.submit_enquiry(jsonb) from public;
grant execute on function public.form_token(), public.submit_enquiry(jsonb)
  to anon, authenticated, service_role;
