-- Online payments, part 5: the parents' page, refunds and balances (docs/payments.md).
--
--   parent_link() view       gains online_payments, can_pay, amount_due_now, pay_by, refund_until;
--                            with online payments on an offered place is accepted by paying
--                            (can_accept_place false, accept_place refused: action_not_available)
--   parent_link_action       'cancel' on or before refund_until refunds the place's online
--                            payments automatically
--   request_refund(p_payment_id bigint, p_amount numeric, p_reason text) -> jsonb (Admins)
--   private.refund_to_send(p_refund_id bigint) -> jsonb, private.refund_sent(...) (the worker)
--   private.queue_balance_emails(p_now timestamptz) -> integer (from private.queue_reminders)
-- Refusals (SQLSTATE, hint): 42501 not_admin, PT404 payment_not_found, P0001 refund_not_online,
-- P0001 refund_too_large, 22023 refund_reason_required.

-- ---------------------------------------------------------------------------------------------
-- The parents' link's view
-- ---------------------------------------------------------------------------------------------
create or replace function private.parent_link_view(p_registration_id bigint)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_online boolean := coalesce((select s.online_payments from public.registration_settings s where s.id = 1), false);
begin
  return (select jsonb_build_object(
      'child_name', c.name,
      'language', f.language,
      'offer', private.offer_json(r.offer_id),
      'amounts', private.amounts_json(r.id),
      'status', r.status,
      'waiting_position', private.waiting_position(r.id),
      'hold_expires_at', r.hold_expires_at,
      'photos_website', c.photos_website,
      'photos_social', c.photos_social,
      'can_cancel', r.status in ('new', 'confirmed', 'waiting', 'offered')
                    and o.starts_on > (now() at time zone 'Europe/Madrid')::date,
      'can_accept_place', r.status = 'offered' and r.hold_expires_at > now() and not v_online,
      'can_withdraw_photos', c.photos_website or c.photos_social,
      'online_payments', v_online,
      'can_pay', v_online and h.holding and coalesce(d.amount, 0) > 0,
      'amount_due_now', case when h.holding then coalesce(d.amount, 0) else 0 end,
      'pay_by', r.pay_by,
      'refund_until', o.starts_on - (select s.refund_until_days from public.registration_settings s where s.id = 1))
    from public.registrations r
    join public.children c on c.id = r.child_id
    join public.families f on f.id = r.family_id
    join public.offers o on o.id = r.offer_id
    left join lateral private.amount_due(r.id) d on true
    cross join lateral (
      -- Holds its place and its hold has not ended: what open_checkout would charge for.
      select r.status in ('new', 'offered', 'confirmed')
             and (r.status <> 'offered' or r.hold_expires_at > now())
             and (r.status <> 'new' or r.pay_by is null or r.pay_by > now()) as holding
    ) h
    where r.id = p_registration_id);
end;
$$;

-- Online payments of a registration refunded automatically (what is left of each after its
-- refunds not failed). Returns how many refunds it asked for.
create or replace function private.refund_registration(p_registration_id bigint, p_reason text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_payment record;
  v_count integer := 0;
begin
  for v_payment in
    select p.id, p.amount - coalesce((select sum(f.amount) from public.refunds f
                                      where f.payment_id = p.id and f.status <> 'failed'), 0) as left_over
    from public.payments p
    where p.registration_id = p_registration_id and p.provider_payment_id is not null
    order by p.id
    for update of p
  loop
    if v_payment.left_over > 0 then
      perform private.refund_automatically(v_payment.id, v_payment.left_over, p_reason);
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;
revoke all on function private.refund_registration(bigint, text) from public, anon, authenticated;

create or replace function public.parent_link_action(p_token text, p_action public.parent_link_action)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.registrations := private.check_parent_link(p_token);
  v_view jsonb := private.parent_link_view(v_row.id);
  v_family public.families;
  v_kind public.consent_kind;
begin
  if p_action = 'cancel' then
    if v_row.status = 'cancelled' then
      return v_view;
    end if;
    if not (v_view ->> 'can_cancel')::boolean then
      raise exception using errcode = 'PT409', message = 'This registration can no longer be cancelled here',
        hint = 'action_not_available';
    end if;
    update public.registrations r set status = 'cancelled', cancel_reason = 'parent' where r.id = v_row.id;
    -- The cancellation policy: on or before refund_until, the place's online payments are refunded.
    if private.academy_date(now()) <= (v_view ->> 'refund_until')::date then
      perform private.refund_registration(v_row.id, 'Cancelled by the family within the cancellation policy');
    end if;
  elsif p_action = 'accept_place' then
    if v_row.status in ('new', 'confirmed') and v_row.offered_at is not null then
      return v_view;
    end if;
    if v_row.status = 'cancelled' and v_row.cancel_reason = 'hold_expired'
       or v_row.status = 'offered' and v_row.hold_expires_at <= now() then
      raise exception using errcode = 'PT410', message = 'The place offered is no longer held',
        hint = 'place_offer_expired';
    end if;
    -- With online payments, an offered place is accepted by paying its deposit.
    if v_row.status <> 'offered' or (v_view ->> 'online_payments')::boolean then
      raise exception using errcode = 'PT409', message = 'No place is offered to this registration',
        hint = 'action_not_available';
    end if;
    update public.registrations r set status = 'new' where r.id = v_row.id;
  else
    select * into v_family from public.families f where f.id = v_row.family_id;
    foreach v_kind in array array['photos_website', 'photos_social']::public.consent_kind[] loop
      if (v_view ->> v_kind::text)::boolean then
        insert into public.consents (family_id, child_id, kind, given, text_version, language,
          source, signed_by, signer_email, client_address)
        select v_family.id, v_row.child_id, v_kind, false, max(t.version), v_family.language,
          'parent_link', v_family.parent_name, v_family.email, private.client_address()
        from public.consent_texts t
        where t.kind = v_kind and t.language = v_family.language;
      end if;
    end loop;
  end if;
  return private.parent_link_view(v_row.id);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Refunds asked by an Admin
-- ---------------------------------------------------------------------------------------------
create or replace function public.request_refund(p_payment_id bigint, p_amount numeric, p_reason text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_payment public.payments;
  v_reason text := btrim(coalesce(p_reason, ''));
  v_left numeric(10, 2);
  v_refund public.refunds;
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'Only Admins may refund a payment', hint = 'not_admin';
  end if;
  perform private.require_second_factor();
  if char_length(v_reason) not between 1 and 500 then
    raise exception using errcode = '22023', message = 'Say why the payment is refunded (at most 500 characters)',
      hint = 'refund_reason_required';
  end if;
  select * into v_payment from public.payments p where p.id = p_payment_id for update;
  if v_payment.id is null then
    raise exception using errcode = 'PT404', message = 'No such payment', hint = 'payment_not_found';
  end if;
  if v_payment.provider_payment_id is null then
    raise exception using errcode = 'P0001', message = 'Only an online payment is refunded here',
      hint = 'refund_not_online';
  end if;
  v_left := v_payment.amount - coalesce((select sum(f.amount) from public.refunds f
                                         where f.payment_id = v_payment.id and f.status <> 'failed'), 0);
  if p_amount is null or p_amount <= 0 or p_amount > v_left or round(p_amount, 2) <> p_amount then
    raise exception using errcode = 'P0001',
      message = format('At most %s can be refunded of this payment', v_left), hint = 'refund_too_large';
  end if;
  insert into public.refunds (payment_id, amount, reason, requested_by)
  values (v_payment.id, p_amount, v_reason, (select auth.uid()))
  returning * into v_refund;
  perform private.enqueue_job('refund_payment', jsonb_build_object('refund_id', v_refund.id), null,
    'refund:' || v_refund.id, 'preserve_run_at');
  perform private.log_access_event('refund_requested', 'payment', v_payment.id::text);
  return to_jsonb(v_refund);
end;
$$;
comment on function public.request_refund(bigint, numeric, text) is
  'Admins: refund (part of) an online payment; the provider is asked by the worker, the refund is done when its event says so.';
revoke all on function public.request_refund(bigint, numeric, text) from public, anon;
grant execute on function public.request_refund(bigint, numeric, text) to authenticated, service_role;

-- The worker's refund_payment job: what to ask the provider for (null once asked), then what it
-- answered. reason is the provider's own value ('requested_by_customer').
create or replace function private.refund_to_send(p_refund_id bigint)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select jsonb_build_object('refund_id', f.id, 'payment_intent', p.provider_payment_id,
           'amount_cents', private.cents(f.amount), 'reason', 'requested_by_customer')
  from public.refunds f
  join public.payments p on p.id = f.payment_id
  where f.id = p_refund_id and f.status = 'requested' and p.provider_payment_id is not null;
$$;

create or replace function private.refund_sent(p_refund_id bigint, p_provider_refund_id text, p_status text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.refund_progress(p_refund_id, coalesce(p_status, 'pending'), p_provider_refund_id, null);
  -- The provider has it: no longer 'requested', even while it says nothing yet.
  update public.refunds f set status = 'pending' where f.id = p_refund_id and f.status = 'requested';
end;
$$;
revoke all on function private.refund_to_send(bigint), private.refund_sent(bigint, text, text)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Balances: due balance_due_days before the offer starts. balance_due 7 days before that day,
-- balance_reminder from that day until the start; each once per registration, while something
-- remains, its deposit paid, online payments on. Returns how many were queued.
-- ---------------------------------------------------------------------------------------------
create or replace function private.balance_due_on(p_offer_id bigint)
returns date
language sql
stable
set search_path = ''
as $$
  select o.starts_on - (select s.balance_due_days from public.registration_settings s where s.id = 1)
  from public.offers o where o.id = p_offer_id;
$$;

create or replace function private.queue_balance_emails(p_now timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_today date := private.academy_date(p_now);
  v_days integer;
  v_row record;
  v_before integer;
  v_after integer;
begin
  select s.balance_due_days into v_days from public.registration_settings s
  where s.id = 1 and s.online_payments;
  if v_days is null then
    return 0;
  end if;
  select count(*) into v_before from public.email_outbox o where o.kind in ('balance_due', 'balance_reminder');
  for v_row in
    select r.id, r.family_id, o.starts_on - v_days as due_on
    from public.registrations r
    join public.offers o on o.id = r.offer_id
    cross join lateral private.registration_money(r.id) m
    where r.status in ('new', 'confirmed')
      and v_today between o.starts_on - v_days - 7 and o.starts_on - 1
      and m.paid >= m.due_now and m.paid < m.price
    order by r.id
  loop
    if v_today >= v_row.due_on then
      perform private.queue_registration_email('balance_reminder', v_row.family_id, array[v_row.id],
        'balance_reminder:' || v_row.id);
    else
      perform private.queue_registration_email('balance_due', v_row.family_id, array[v_row.id],
        'balance_due:' || v_row.id);
    end if;
  end loop;
  select count(*) into v_after from public.email_outbox o where o.kind in ('balance_due', 'balance_reminder');
  return v_after - v_before;
end;
$$;
revoke all on function private.balance_due_on(bigint), private.queue_balance_emails(timestamptz)
  from public, anon, authenticated;

-- Reminders to the families holding a place: a week before (sent on any of the days from 7 to 2
-- before the start, to registrations made before that week began) and the day before, at most
-- one of each per registration; then the balances' e-mails (private.queue_balance_emails).
-- Returns how many were queued.
create or replace function private.queue_reminders(p_now timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_today date := private.academy_date(p_now);
  v_row record;
  v_before integer;
  v_after integer;
begin
  select count(*) into v_before from public.email_outbox o where o.kind in ('reminder_week', 'reminder_day');
  for v_row in
    select r.id, r.family_id, o.starts_on - v_today as days_left, r.created_at
    from public.registrations r
    join public.offers o on o.id = r.offer_id
    where r.status in ('new', 'confirmed') and o.starts_on - v_today between 1 and 7
  loop
    if v_row.days_left = 1 then
      perform private.queue_registration_email('reminder_day', v_row.family_id, array[v_row.id],
        'reminder_day:' || v_row.id);
    elsif v_row.days_left >= 2 and private.academy_date(v_row.created_at) < v_today + v_row.days_left - 7 then
      perform private.queue_registration_email('reminder_week', v_row.family_id, array[v_row.id],
        'reminder_week:' || v_row.id);
    end if;
  end loop;
  select count(*) into v_after from public.email_outbox o where o.kind in ('reminder_week', 'reminder_day');
  return v_after - v_before + private.queue_balance_emails(p_now);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The access log: a refund asked is recorded by the database itself (request_refund), like an
-- access request and an erasure; staff cannot record one by hand.
-- ---------------------------------------------------------------------------------------------
create or replace function public.log_access(
  p_event public.access_event,
  p_subject_type text default null,
  p_subject_id text default null
)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.users u where u.id = (select auth.uid())) then
    raise exception using errcode = '42501', message = 'Only staff accounts record access',
      hint = 'staff_only';
  end if;
  if p_event in ('access_request', 'family_erased', 'refund_requested') then
    raise exception using errcode = '22023',
      message = 'This event is recorded by the database when it happens', hint = 'access_event_server_only';
  end if;
  return private.log_access_event(p_event, p_subject_type, p_subject_id);
end;
$$;
