-- Registrations, part 7: submit_registration, the one way the public registers (the site's form
-- with or without JavaScript, and anyone calling the API). One transaction: the form is checked
-- again here, places are taken under their offers' locks, the consents and the e-mails are
-- written with the registrations. The argument and the answer are described in
-- docs/registrations.md; shared/src/registration.ts is the same form as a zod schema.

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
      when 'guardian' then (p_form ->> 'guardian_declaration')::boolean
      else (v_consents ->> v_kind::text)::boolean end;
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

-- The answer to a form sent again with the same idempotency key.
create or replace function private.replay_submission(p_submission public.registration_submissions, p_body_sha256 text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_submission.body_sha256 <> p_body_sha256 then
    raise exception using errcode = 'PT409',
      message = 'This form was already sent with other contents: reload the page to start a new one',
      hint = 'submission_changed';
  end if;
  return p_submission.result || '{"replayed": true}'::jsonb;
end;
$$;

-- The form's top level and its family, checked; the family written.
create or replace function private.insert_family(p_form jsonb, p_limits private.registration_limits)
returns public.families
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_family public.families;
  v_fields jsonb := p_form -> 'family';
  v_children jsonb := p_form -> 'children';
begin
  perform private.form_choice(p_form, 'language', 'language', enum_range(null::public.language_code)::text[]);
  if jsonb_typeof(v_fields) is distinct from 'object' then
    perform private.invalid_field('family');
  end if;
  if jsonb_typeof(v_children) is distinct from 'array' or jsonb_array_length(v_children) = 0 then
    perform private.invalid_field('children');
  end if;
  if jsonb_array_length(v_children) > p_limits.max_children then
    raise exception using errcode = '22023', message = 'Too many children', hint = 'too_many_children';
  end if;
  if jsonb_typeof(p_form -> 'consent_versions') is distinct from 'object' then
    perform private.invalid_field('consent_versions');
  end if;
  if jsonb_typeof(p_form -> 'guardian_declaration') is distinct from 'boolean' then
    perform private.invalid_field('guardian_declaration');
  end if;
  insert into public.families (parent_name, email, phone, language, emergency_name, emergency_phone)
  values (
    private.form_text(v_fields, 'parent_name', 'family.parent_name', 200),
    private.form_email(v_fields, 'email', 'family.email', true),
    private.form_phone(v_fields, 'phone', 'family.phone', true),
    private.form_choice(v_fields, 'language', 'family.language', enum_range(null::public.language_code)::text[])::public.language_code,
    private.form_text(v_fields, 'emergency_name', 'family.emergency_name', 200),
    private.form_phone(v_fields, 'emergency_phone', 'family.emergency_phone', true))
  returning * into v_family;
  return v_family;
end;
$$;

-- The children (checked, written with their consents) and every offer they ask for, checked.
create or replace function private.insert_children(
  p_family public.families,
  p_form jsonb,
  p_submission_id bigint,
  p_address inet,
  p_limits private.registration_limits,
  out child_ids bigint[],
  out offer_ids bigint[]
)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_children jsonb := p_form -> 'children';
  v_index integer;
  v_offer_id bigint;
begin
  child_ids := '{}';
  offer_ids := '{}';
  for v_index in 0 .. jsonb_array_length(v_children) - 1 loop
    child_ids := child_ids || private.insert_child(p_family, v_children -> v_index,
      format('children.%s', v_index), p_form, p_submission_id, p_address);
    foreach v_offer_id in array private.child_offer_ids(v_children -> v_index, format('children.%s', v_index),
      p_limits.max_offers)
    loop
      perform private.check_offer_for_child(v_offer_id, ((v_children -> v_index) ->> 'date_of_birth')::date, v_index);
      if not v_offer_id = any (offer_ids) then
        offer_ids := offer_ids || v_offer_id;
      end if;
    end loop;
  end loop;
  if cardinality(offer_ids) > p_limits.max_offers then
    raise exception using errcode = '22023', message = 'Too many offers', hint = 'too_many_offers';
  end if;
end;
$$;

-- Per child and offer, a place while one is free and nobody waits, else the waiting list; the
-- e-mails about them queued. Returns the answer's items.
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
  v_free integer;
  v_someone_waits boolean;
  v_status public.registration_status;
  v_items jsonb := '[]'::jsonb;
begin
  -- The registrations' ids, and the e-mails about them, before any place is taken: the offers'
  -- locks below are then held for as little work as possible (the e-mails' contents are written
  -- when they are sent, from the registrations' state).
  select array_agg(nextval(pg_get_serial_sequence('public.registrations', 'id')))
  into v_ids
  from jsonb_array_elements(p_children) c, jsonb_array_elements(c -> 'offer_ids');
  perform private.queue_registration_email('registration_received', p_family_id, v_ids, null, false,
    'R' || p_submission_id);
  perform private.queue_registration_email('registration_notice', p_family_id, v_ids, null, true,
    'R' || p_submission_id);

  -- Every offer's lock, in id order (no two submissions wait for each other). They are held until
  -- the commit. A synchronous commit would hold them through a flush of the write-ahead log to
  -- disk as well (milliseconds), one family after another on a popular offer; this transaction's
  -- commit returns before that flush instead (PostgreSQL's asynchronous commit), so the lock is
  -- held for the work alone. Nothing is ever half written; a crash of the database server within
  -- a fraction of a second after the answer can lose the whole registration, and then no e-mail
  -- was sent for it: the worker's own commits flush the log up to them before it sends
  -- (docs/registrations.md, "Durability").
  perform set_config('synchronous_commit', 'off', true);
  perform 1 from public.offers o where o.id = any (p_offer_ids) order by o.id for update;
  for v_pairs in
    select (c.ord - 1)::integer as child_index, c.child ->> 'name' as child_name,
           (o.value #>> '{}')::bigint as offer_id, row_number() over (order by c.ord, o.ord) as n
    from jsonb_array_elements(p_children) with ordinality c(child, ord)
    cross join lateral jsonb_array_elements(c.child -> 'offer_ids') with ordinality o(value, ord)
  loop
    select o.capacity - (
             select count(*) from public.registrations r
             where r.offer_id = o.id and r.status in ('new', 'confirmed', 'offered', 'attended')),
           exists (select 1 from public.registrations r where r.offer_id = o.id and r.status = 'waiting')
    into v_free, v_someone_waits
    from public.offers o
    where o.id = v_pairs.offer_id;
    v_status := case when v_free > 0 and not v_someone_waits then 'new' else 'waiting' end;
    insert into public.registrations (id, child_id, offer_id, family_id, submission_id, status)
    values (v_ids[v_pairs.n], p_child_ids[v_pairs.child_index + 1], v_pairs.offer_id, p_family_id,
      p_submission_id, v_status);
    v_items := v_items || jsonb_build_object(
      'registration_id', v_ids[v_pairs.n], 'child_index', v_pairs.child_index,
      'child_name', v_pairs.child_name, 'offer_id', v_pairs.offer_id, 'status', v_status,
      'waiting_position', private.waiting_position(v_ids[v_pairs.n]));
  end loop;
  return v_items;
end;
$$;

create or replace function public.submit_registration(p_form jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_form jsonb := case when jsonb_typeof(p_form) = 'object' then p_form else '{}'::jsonb end;
  v_limits private.registration_limits;
  v_key uuid;
  v_hash text := encode(sha256(convert_to(v_form::text, 'UTF8')), 'hex');
  v_address inet := private.client_address();
  v_nonce text;
  v_submission public.registration_submissions;
  v_family public.families;
  v_children record;
  v_items jsonb;
begin
  if coalesce(btrim(v_form ->> 'website'), '') <> '' then
    raise exception using errcode = '22023', message = 'Refused', hint = 'honeypot';
  end if;
  begin
    v_key := (v_form ->> 'idempotency_key')::uuid;
  exception when invalid_text_representation then
    perform private.invalid_field('idempotency_key');
  end;
  if v_key is null then
    perform private.invalid_field('idempotency_key');
  end if;
  select * into v_limits from private.registration_limits;
  -- Sent before: the first answer (or a refusal when the form changed since).
  select * into v_submission from public.registration_submissions s where s.idempotency_key = v_key;
  if found then
    return private.replay_submission(v_submission, v_hash);
  end if;
  perform private.refuse_when_closed();
  v_nonce := private.check_form_token(v_form ->> 'form_token');
  perform private.check_address_limit('registration', v_address);

  insert into public.registration_submissions (idempotency_key, token_nonce, body_sha256, client_address)
  values (v_key, v_nonce, v_hash, v_address)
  on conflict do nothing
  returning * into v_submission;
  if v_submission.id is null then
    -- Another request with this key or this token committed meanwhile (we waited for it).
    select * into v_submission from public.registration_submissions s where s.idempotency_key = v_key;
    if found then
      return private.replay_submission(v_submission, v_hash);
    end if;
    raise exception using errcode = 'PT409', message = 'This form was already sent',
      hint = 'form_token_used';
  end if;

  v_family := private.insert_family(v_form, v_limits);
  v_children := private.insert_children(v_family, v_form, v_submission.id, v_address, v_limits);
  v_items := private.take_places(v_family.id, v_submission.id, v_form -> 'children',
    v_children.child_ids, v_children.offer_ids);
  v_submission.result := private.submission_answer(v_submission.id, v_family.id, v_items);
  update public.registration_submissions s set family_id = v_family.id, result = v_submission.result
  where s.id = v_submission.id;
  return v_submission.result;
end;
$$;

-- The answer: per child and offer, the place or the waiting position, and what to pay and how
-- (the deposit, or the price when the offer has none, of each place taken; nothing for the
-- waiting list).
create or replace function private.submission_answer(p_submission_id bigint, p_family_id bigint, p_items jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (with items as (
      select i.item || jsonb_build_object('price', o.price, 'deposit', o.deposit,
               'due_now', case when i.item ->> 'status' = 'new' then coalesce(o.deposit, o.price) else 0 end) as item,
             i.ord,
             case when i.item ->> 'status' = 'new' then coalesce(o.deposit, o.price) else 0 end as due_now,
             case when i.item ->> 'status' = 'new' then o.price else 0 end as total
      from jsonb_array_elements(p_items) with ordinality i(item, ord)
      join public.offers o on o.id = (i.item ->> 'offer_id')::bigint
    )
    select jsonb_build_object(
      'submission_id', p_submission_id,
      'family_id', p_family_id,
      'replayed', false,
      'items', (select jsonb_agg(item order by ord) from items),
      'payment', jsonb_build_object(
        'currency', 'EUR',
        'due_now', (select coalesce(sum(due_now), 0) from items),
        'total', (select coalesce(sum(total), 0) from items),
        'reference', 'R' || p_submission_id,
        'bank_account_holder', s.bank_account_holder, 'bank_iban', s.bank_iban,
        'bank_bic', s.bank_bic, 'bizum_phone', s.bizum_phone,
        'instructions_en', s.payment_instructions_en, 'instructions_es', s.payment_instructions_es,
        'instructions_ru', s.payment_instructions_ru))
    from public.registration_settings s
    where s.id = 1);
end;
$$;

revoke all on function
  private.insert_family(jsonb, private.registration_limits),
  private.insert_children(public.families, jsonb, bigint, inet, private.registration_limits),
  private.take_places(bigint, bigint, jsonb, bigint[], bigint[]),
  private.insert_child(public.families, jsonb, text, jsonb, bigint, inet),
  private.replay_submission(public.registration_submissions, text),
  private.submission_answer(bigint, bigint, jsonb)
  from public, anon, authenticated;
revoke all on function public.submit_registration(jsonb) from public;
grant execute on function public.submit_registration(jsonb) to anon, authenticated, service_role;
