-- Online payments, part 6: what the e-mails say about money, and what staff see
-- (docs/payments.md, "E-mails" and "Staff").
--
--   private.outbox_claim's payload  per item pay_by, paid, remaining, balance_due_on; at the top
--                                   online_payments, payments, refund, totals
--   registration_overview           paid net of refunds; gains pay_by, refunded, payment_progress,
--                                   provider_payment_ids
--   payments_dashboard() -> jsonb   Admin and Coordinator
--   export_family / erase_family    the family's checkouts and refunds; erasure removes the
--                                   checkout lines' names and the refunds' reasons

create or replace function private.mail_item(p_registration_id bigint)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (select jsonb_build_object(
      'registration_id', r.id, 'child_name', c.name, 'status', r.status,
      'waiting_position', private.waiting_position(r.id), 'hold_expires_at', r.hold_expires_at,
      'manage_token', private.parent_link_token(r.id), 'offer', private.offer_json(r.offer_id),
      'amounts', private.amounts_json(r.id),
      'pay_by', r.pay_by,
      'paid', m.paid,
      'remaining', case when private.holds_place(r.status) then greatest(m.price - m.paid, 0) else 0 end,
      'balance_due_on', private.balance_due_on(r.offer_id))
    from public.registrations r
    join public.children c on c.id = r.child_id
    cross join lateral private.registration_money(r.id) m
    where r.id = p_registration_id);
end;
$$;

-- What an e-mail about registrations says, from their state now. The reference is the one the
-- e-mail was queued with or, for the later e-mails, that of the form its first registration
-- came from (none for a registration staff made outside a form). Payments' e-mails name their
-- payments and refund; totals are over the e-mail's registrations that hold a place.
create or replace function private.registration_mail_payload(p_outbox public.email_outbox)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (
    select jsonb_build_object(
      'kind', p_outbox.kind,
      'family', jsonb_build_object('parent_name', f.parent_name, 'email', f.email, 'phone', f.phone,
        'language', f.language),
      'items', coalesce((select jsonb_agg(private.mail_item(x) order by ord)
                         from unnest(p_outbox.registration_ids) with ordinality u(x, ord)), '[]'::jsonb),
      'academy', private.mail_academy(),
      'reference', coalesce(p_outbox.reference,
        (select 'R' || r.submission_id from public.registrations r
          where r.id = p_outbox.registration_ids[1] and r.submission_id is not null)),
      'online_payments', coalesce((select s.online_payments from public.registration_settings s where s.id = 1), false),
      'payments', coalesce((
        select jsonb_agg(jsonb_build_object('id', p.id, 'registration_id', p.registration_id, 'kind', p.kind,
                 'amount', p.amount, 'method', p.method, 'paid_on', p.paid_on,
                 'provider_payment_id', p.provider_payment_id) order by p.id)
        from public.payments p where p.id = any (p_outbox.payment_ids)), '[]'::jsonb),
      'refund', (
        select jsonb_build_object('id', x.id, 'amount', x.amount, 'reason', x.reason, 'automatic', x.automatic,
                 'status', x.status, 'payment_amount', p.amount)
        from public.refunds x join public.payments p on p.id = x.payment_id
        where x.id = p_outbox.refund_id),
      'totals', (
        select jsonb_build_object(
          'due_now', coalesce(sum(greatest(m.due_now - m.paid, 0)), 0),
          'total', coalesce(sum(m.price), 0),
          'paid', coalesce(sum(m.paid), 0),
          'remaining', coalesce(sum(greatest(m.price - m.paid, 0)), 0))
        from public.registrations r
        cross join lateral private.registration_money(r.id) m
        where r.id = any (p_outbox.registration_ids) and private.holds_place(r.status)))
    from public.families f
    where f.id = p_outbox.family_id and f.erased_at is null);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- payment_progress of a registration (docs/payments.md, "Staff").
-- ---------------------------------------------------------------------------------------------
create or replace function private.payment_progress(
  p_status public.registration_status,
  p_pay_by timestamptz,
  p_balance_due_on date,
  p_price numeric,
  p_due_now numeric,
  p_gross numeric,
  p_refunded numeric,
  p_now timestamptz default now()
)
returns public.payment_progress
language sql
stable
set search_path = ''
as $$
  select case
    when p_gross > 0 and p_refunded >= p_gross then 'refunded'
    when p_gross - p_refunded >= p_price and (private.holds_place(p_status) or p_gross > 0) then 'paid'
    when not private.holds_place(p_status) then
      case when p_gross - p_refunded > 0 then 'deposit_paid' end
    when p_status = 'new' and p_pay_by < p_now and p_gross - p_refunded < p_due_now then 'overdue'
    when p_balance_due_on < (p_now at time zone 'Europe/Madrid')::date then 'overdue'
    when p_gross - p_refunded >= p_due_now then 'deposit_paid'
    else 'awaiting_deposit'
  end::public.payment_progress;
$$;
revoke all on function private.payment_progress(public.registration_status, timestamptz, date, numeric, numeric,
  numeric, numeric, timestamptz) from public, anon, authenticated;

-- The overview: paid is net of refunds; pay_by, refunded, payment_progress and the provider's
-- payment ids beside.
create or replace view public.registration_overview with (security_invoker = true) as
select
  r.id, r.status, r.offer_id, o.kind as offer_kind, o.title_en as offer_title,
  o.starts_on, o.ends_on, r.child_id, c.name as child_name, c.date_of_birth,
  extract(year from c.date_of_birth)::integer as birth_year, c.position, c.shirt_size,
  (c.allergies is not null or c.medication is not null) as has_health_data,
  c.photos_website, c.photos_social, c.photo_consent_withdrawn_at,
  r.family_id, f.parent_name, f.email, f.phone, f.language,
  case when r.status = 'waiting' then (
    select count(*)::integer from public.registrations w
    where w.offer_id = r.offer_id and w.status = 'waiting' and w.queue_seq <= r.queue_seq) end as waiting_position,
  r.hold_expires_at, r.cancel_reason, a.price::numeric(10, 2) as price,
  a.deposit::numeric(10, 2) as deposit, (pay.gross - pay.refunded)::numeric(10, 2) as paid,
  (case when pay.gross - pay.refunded >= a.price then 'paid' when pay.gross - pay.refunded > 0 then 'part_paid'
        else 'unpaid' end)::public.payment_state as payment_state,
  r.created_at, r.status_changed_at,
  a.list_price::numeric(10, 2) as list_price, a.early_bird,
  a.sibling_discount_percent::numeric(5, 2) as sibling_discount_percent,
  o.title_en as offer_title_en, o.title_es as offer_title_es, o.title_ru as offer_title_ru, r.cancel_note,
  r.pay_by, pay.refunded,
  -- As private.payment_progress (the view is read with the caller's rights, which do not reach it).
  (case
    when pay.gross > 0 and pay.refunded >= pay.gross then 'refunded'
    when pay.gross - pay.refunded >= a.price and (r.status = any (public.place_holding_statuses()) or pay.gross > 0)
      then 'paid'
    when not (r.status = any (public.place_holding_statuses())) then
      case when pay.gross - pay.refunded > 0 then 'deposit_paid' end
    when r.status = 'new' and r.pay_by < now() and pay.gross - pay.refunded < a.due_now then 'overdue'
    when o.starts_on - (select s.balance_due_days from public.registration_settings s where s.id = 1)
         < (now() at time zone 'Europe/Madrid')::date then 'overdue'
    when pay.gross - pay.refunded >= a.due_now then 'deposit_paid'
    else 'awaiting_deposit'
  end)::public.payment_progress as payment_progress,
  pay.provider_payment_ids
from public.registrations r
join public.offers o on o.id = r.offer_id
join public.children c on c.id = r.child_id
join public.families f on f.id = r.family_id
cross join lateral public.registration_amounts(r.id) a
cross join lateral (
  select coalesce(sum(p.amount), 0)::numeric(10, 2) as gross,
         coalesce(sum(p.refunded), 0)::numeric(10, 2) as refunded,
         array_remove(array_agg(distinct p.provider_payment_id), null) as provider_payment_ids
  from public.payments p where p.registration_id = r.id
) pay;
comment on view public.registration_overview is
  'One row per registration with its child, family, offer, waiting position, amounts due (discounts applied), payments net of refunds and payment progress (filters: offer_id, status, payment_state, payment_progress).';

-- ---------------------------------------------------------------------------------------------
-- The payments dashboard (Admin and Coordinator): the last 7 days' takings and refunds, what is
-- outstanding on the places held, and how many places await their deposit or are overdue.
-- ---------------------------------------------------------------------------------------------
create or replace function public.payments_dashboard()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_week_start date := private.academy_date(now()) - 6;
begin
  perform private.require_registration_staff();
  return (
    with money as (
      select r.status, private.payment_progress(r.status, r.pay_by, private.balance_due_on(r.offer_id),
               m.price, m.due_now, m.gross, m.refunded) as progress,
             m.price, m.paid
      from public.registrations r
      join public.offers o on o.id = r.offer_id
      cross join lateral private.registration_money(r.id) m
      where o.ends_on >= private.academy_date(now()) or r.status <> 'cancelled'
    )
    select jsonb_build_object(
      'collected_week', (select coalesce(sum(p.amount), 0) from public.payments p where p.paid_on >= v_week_start),
      'refunded_week', (select coalesce(sum(f.amount), 0) from public.refunds f
                        where f.status = 'succeeded' and private.academy_date(f.succeeded_at) >= v_week_start),
      'outstanding', (select coalesce(sum(greatest(x.price - x.paid, 0)), 0) from money x
                      where x.status in ('new', 'offered', 'confirmed')),
      'awaiting_deposit', (select count(*) from money x where x.progress = 'awaiting_deposit'),
      'overdue', (select count(*) from money x where x.progress = 'overdue' and x.status in ('new', 'offered', 'confirmed'))));
end;
$$;
comment on function public.payments_dashboard() is
  'Admins and Coordinators: payments of the last 7 days, refunds, what is outstanding, places awaiting a deposit or overdue.';
revoke all on function public.payments_dashboard() from public, anon;
grant execute on function public.payments_dashboard() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Access request: everything held about one family, now with each payment's refunds and the
-- family's checkouts (with their lines).
-- ---------------------------------------------------------------------------------------------
create or replace function private.export_family_record(p_family_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_family public.families;
begin
  perform private.require_registration_staff();
  select * into v_family from public.families f where f.id = p_family_id;
  if v_family.id is null then
    raise exception using errcode = 'PT404', message = 'No such family', hint = 'family_not_found';
  end if;
  return jsonb_build_object(
    'exported_at', now(),
    'family', to_jsonb(v_family),
    'children', coalesce((
      select jsonb_agg(to_jsonb(c) || jsonb_build_object(
        'registrations', coalesce((
          select jsonb_agg(to_jsonb(r) || jsonb_build_object(
            'offer', private.offer_json(r.offer_id),
            'payments', coalesce((select jsonb_agg(to_jsonb(p) || jsonb_build_object(
                                    'refunds', coalesce((select jsonb_agg(to_jsonb(x) order by x.id)
                                                         from public.refunds x where x.payment_id = p.id), '[]'))
                                    order by p.id)
                                  from public.payments p where p.registration_id = r.id), '[]'),
            'notes', coalesce((select jsonb_agg(jsonb_build_object('body', n.body, 'created_at', n.created_at) order by n.id)
                               from public.registration_notes n where n.registration_id = r.id), '[]'))
            order by r.id)
          from public.registrations r where r.child_id = c.id), '[]'),
        'consents', coalesce((
          select jsonb_agg(to_jsonb(k) || jsonb_build_object('wording', t.wording) order by k.id)
          from public.consents k
          join public.consent_texts t on t.kind = k.kind and t.version = k.text_version and t.language = k.language
          where k.child_id = c.id), '[]'))
        order by c.id)
      from public.children c where c.family_id = v_family.id), '[]'),
    'checkouts', coalesce((
      select jsonb_agg(to_jsonb(ck) || jsonb_build_object(
        'items', coalesce((select jsonb_agg(to_jsonb(i) order by i.id)
                           from public.checkout_items i where i.checkout_id = ck.id), '[]'))
        order by ck.id)
      from public.checkouts ck where ck.family_id = v_family.id), '[]'),
    'emails', coalesce((
      select jsonb_agg(jsonb_build_object('kind', o.kind, 'to', o.to_address, 'status', o.status,
        'created_at', o.created_at, 'sent_at', o.sent_at) order by o.id)
      from public.email_outbox o
      where o.family_id = v_family.id and o.kind not in ('registration_notice', 'payment_refunded_late')), '[]'),
    'enquiries', coalesce((
      select jsonb_agg(to_jsonb(e) - 'token_nonce' order by e.id)
      from public.enquiries e where v_family.email is not null and e.email = v_family.email), '[]'));
end;
$$;

-- Erases one family's personal data (and that of the enquiries sent from its address). What
-- stays, with no personal field, and why, is in docs/registrations.md: registrations (places and
-- statistics), payments and refunds (accounting records the law requires to be kept: amounts,
-- dates, methods, the provider's ids), checkouts without their lines' names, consent records
-- (the proof that processing was lawful while it lasted) and the e-mail log's dates. Places the
-- family still holds or waits for are cancelled first, so they pass to the waiting list.
create or replace function private.erase_family_data(p_family_id bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_family public.families;
  v_result jsonb;
begin
  perform private.require_registration_staff();
  select * into v_family from public.families f where f.id = p_family_id for update;
  if v_family.id is null then
    raise exception using errcode = 'PT404', message = 'No such family', hint = 'family_not_found';
  end if;
  if v_family.erased_at is not null then
    return jsonb_build_object('family_id', v_family.id, 'erased_at', v_family.erased_at);
  end if;
  update public.registrations r set status = 'cancelled', cancel_reason = 'erased'
  where r.family_id = v_family.id and r.status in ('new', 'confirmed', 'waiting', 'offered');
  update public.children c set name = null, date_of_birth = null, position = null, shirt_size = null,
    allergies = null, medication = null, authorised_collectors = null, erased_at = now()
  where c.family_id = v_family.id;
  update public.payments p set note = null
  where p.registration_id in (select r.id from public.registrations r where r.family_id = v_family.id);
  update public.refunds x set reason = null, failure = null
  where x.payment_id in (select p.id from public.payments p
                         join public.registrations r on r.id = p.registration_id
                         where r.family_id = v_family.id);
  update public.checkout_items i set description = null
  where i.checkout_id in (select ck.id from public.checkouts ck where ck.family_id = v_family.id);
  update public.checkouts ck set url = null where ck.family_id = v_family.id;
  delete from public.registration_notes n
  where n.registration_id in (select r.id from public.registrations r where r.family_id = v_family.id);
  update public.consents k set signed_by = null, signer_email = null, client_address = null
  where k.family_id = v_family.id;
  update public.email_deliveries d set smtp_response = null, error = null
  where d.outbox_id in (select o.id from public.email_outbox o where o.family_id = v_family.id);
  update public.email_outbox o set to_address = null, payload = null, reference = null, last_error = null,
    status = case when o.status = 'pending' then 'failed' else o.status end
  where o.family_id = v_family.id;
  update public.registration_submissions s set client_address = null, result = null where s.family_id = v_family.id;
  if v_family.email is not null then
    delete from public.email_outbox o
    where o.enquiry_id in (select e.id from public.enquiries e where e.email = v_family.email);
    update public.enquiries e set name = null, email = null, phone = null, message = null,
      client_address = null, erased_at = now()
    where e.email = v_family.email;
  end if;
  update public.families f set parent_name = null, email = null, phone = null, emergency_name = null,
    emergency_phone = null, erased_at = now()
  where f.id = v_family.id
  returning jsonb_build_object('family_id', f.id, 'erased_at', f.erased_at) into v_result;
  return v_result;
end;
$$;
