-- What a registration does in the database, with less work per family and the same rules.
--
-- Small SQL functions with their own search_path cannot be inlined, so each call site planned
-- them again in every transaction: a child's identity, "does this status hold a place", "is an
-- online payment confirming this", and what a registration has paid and still owes. As PL/pgSQL
-- their plans are kept for the session. Same bodies, same results.
create or replace function private.child_identity(p_email text, p_name text, p_date_of_birth date)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return encode(sha256(convert_to(
    lower(btrim(p_email)) || E'\n'
      || lower(regexp_replace(btrim(normalize(p_name, NFC)), '[[:space:]]+', ' ', 'g')) || E'\n'
      || p_date_of_birth::text, 'UTF8')), 'hex');
end;
$$;

create or replace function private.holds_place(p_status public.registration_status)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return p_status = any (public.place_holding_statuses());
end;
$$;

create or replace function private.confirmed_by_online_payment()
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  return coalesce(current_setting('academy.online_payment', true), '') = 'on';
end;
$$;

create or replace function private.registration_money(p_registration_id bigint)
returns table (price numeric, due_now numeric, gross numeric, refunded numeric, paid numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  return query
  select a.price, a.due_now, p.gross, p.refunded, (p.gross - p.refunded)::numeric(10, 2)
  from public.registration_amounts(p_registration_id) a
  cross join (
    select coalesce(sum(x.amount), 0)::numeric(10, 2) as gross,
           coalesce(sum(x.refunded), 0)::numeric(10, 2) as refunded
    from public.payments x where x.registration_id = p_registration_id
  ) p;
end;
$$;

create or replace function private.amounts_json(p_registration_id bigint)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (select to_jsonb(a) from public.registration_amounts(p_registration_id) a);
end;
$$;

-- A photo consent sets the child's photo choice only when it changes it: the registration form
-- writes the choice with the child, so recording its consent rewrites nothing.
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

-- A child of the form: its details checked, then the child with its photo choices, then one
-- record per consent shown, written in one statement. The rules for which consents are required
-- are unchanged.
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
  select p_family.id, v_row.id, c.kind, c.given, c.version, v_language, '',
    'registration_form', p_family.parent_name, p_family.email, p_address, p_submission_id
  from unnest(v_kinds, v_givens, v_text_versions) as c(kind, given, version);
  return v_row.id;
end;
$$;

-- A submission's two e-mails (the family's acknowledgement and the academy's notice) in one
-- statement, with the settings read once. The academy's copy is left out when it has no address.
create or replace function private.queue_submission_emails(
  p_family_id bigint,
  p_registration_ids bigint[],
  p_reference text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  insert into public.email_outbox (kind, family_id, registration_ids, to_address, language, reference)
  select m.kind, f.id, p_registration_ids, m.to_address, m.language, p_reference
  from public.families f
  cross join lateral (
    values ('registration_received'::public.email_kind, f.email, f.language),
           ('registration_notice'::public.email_kind,
            (select s.contact_email from public.site_settings s where s.id = 1),
            (select r.notification_language from public.registration_settings r where r.id = 1))
  ) m(kind, to_address, language)
  where f.id = p_family_id and f.erased_at is null and m.to_address is not null;
end;
$$;
revoke all on function private.queue_submission_emails(bigint, bigint[], text) from public, anon, authenticated;

create or replace function private.take_places(
  p_family_id bigint,
  p_submission_id bigint,
  p_children jsonb,
  p_child_ids bigint[],
  p_offer_ids bigint[]
)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_pairs record;
  v_ids bigint[];
  v_status public.registration_status;
  v_ticket public.waiting_tickets;
  v_items jsonb[] := '{}';
begin
  -- The registrations' ids, and the e-mails about them, before any place is taken (the e-mails'
  -- contents are written when they are sent, from the registrations' state).
  select array_agg(nextval(pg_get_serial_sequence('public.registrations', 'id')))
  into v_ids
  from jsonb_array_elements(p_children) c, jsonb_array_elements(c -> 'offer_ids');
  perform private.queue_submission_emails(p_family_id, v_ids, 'R' || p_submission_id);

  -- By offer id: an offer's lock, when its waiting list needs more numbers, is taken in one order
  -- (no two submissions wait for each other).
  for v_pairs in
    select (c.ord - 1)::integer as child_index, c.child ->> 'name' as child_name,
           (o.value #>> '{}')::bigint as offer_id, row_number() over (order by c.ord, o.ord) as n
    from jsonb_array_elements(p_children) with ordinality c(child, ord)
    cross join lateral jsonb_array_elements(c.child -> 'offer_ids') with ordinality o(value, ord)
    order by 3, 4
  loop
    -- A free place row of its own, taken without waiting for the families taking the others.
    if not exists (select 1 from public.registrations r
                   where r.offer_id = v_pairs.offer_id and r.status = 'waiting')
       and private.claim_place(v_pairs.offer_id, v_ids[v_pairs.n]) then
      v_status := 'new';
    else
      -- The waiting list's next number, taken without waiting for the families taking the others.
      v_ticket := private.take_waiting_ticket(v_pairs.offer_id, v_ids[v_pairs.n]);
      v_status := 'waiting';
    end if;
    insert into public.registrations (id, child_id, offer_id, family_id, submission_id, status)
    values (v_ids[v_pairs.n], p_child_ids[v_pairs.child_index + 1], v_pairs.offer_id, p_family_id,
      p_submission_id, v_status)
    on conflict (offer_id, child_key) where status <> 'cancelled' do nothing;
    if not found then
      raise exception using errcode = 'PT409',
        message = 'This child is already registered for this offer',
        detail = jsonb_build_object('child', v_pairs.child_index, 'offer', v_pairs.offer_id)::text,
        hint = 'already_registered';
    end if;
    -- The position: 1 + the registrations waiting ahead, counting those whose families are still
    -- being answered (their numbers, lower than this one, are taken but not yet committed).
    v_items[v_pairs.n::integer] := jsonb_build_object(
      'registration_id', v_ids[v_pairs.n], 'child_index', v_pairs.child_index,
      'child_name', v_pairs.child_name, 'offer_id', v_pairs.offer_id, 'status', v_status,
      'waiting_position', case when v_status = 'waiting' then 1
        + (select count(*) from public.registrations r
           where r.offer_id = v_pairs.offer_id and r.status = 'waiting' and r.queue_seq < v_ticket.ticket_no)
        + (select count(*) from public.waiting_tickets t
           where t.offer_id = v_pairs.offer_id and t.ticket_no < v_ticket.ticket_no and t.taken_at is null)
        end);
  end loop;
  return to_jsonb(v_items);
end;
$$;
