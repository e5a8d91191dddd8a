-- The statuses in which a registration can be paid for online (its place is held and the camp is
-- still to come), said once: public.payable_statuses(). Checkout, the answer page, the parents'
-- page and the payments dashboard read it instead of each writing the list out, and a test keeps
-- it equal to PAYABLE_STATUSES in the shared TypeScript rules.

create function public.payable_statuses()
returns public.registration_status[]
language sql
immutable parallel safe
set search_path to ''
as $$
  select '{new,offered,confirmed}'::public.registration_status[]
$$;
comment on function public.payable_statuses() is 'The registration statuses that can be paid for online.';
revoke execute on function public.payable_statuses() from public;
grant execute on function public.payable_statuses() to anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.open_checkout(p_request jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_settings public.registration_settings;
  v_family public.families;
  v_asked bigint[];
  v_id bigint;
  v_checkout public.checkouts;
  v_items jsonb;
  v_total numeric(10, 2);
  v_hold_end timestamptz;
  v_expires timestamptz;
  v_key uuid;
  v_reuse jsonb;
begin
  perform private.require_site_server();
  v_settings := private.require_online_payments();

  -- Who asks: a parents' link (its registration's family) or the answer page's proof.
  if p_request ? 'token' then
    -- The family's turn first (below), then the link checked: checking it locks its registration,
    -- and a second Pay of the family holding that lock while waiting for the turn would deadlock
    -- with the first. The family is found from the link's registration id without a lock; a link
    -- that is not one is refused by the check.
    if (p_request ->> 'token') ~ '^p1\.[0-9]{1,18}\.' then
      perform pg_advisory_xact_lock(hashtextextended('family-checkout:' || r.family_id, 0))
      from public.registrations r where r.id = split_part(p_request ->> 'token', '.', 2)::bigint;
    end if;
    v_asked := array[(private.check_parent_link(p_request ->> 'token')).id];
    select f.* into v_family from public.families f
    join public.registrations r on r.family_id = f.id where r.id = v_asked[1];
  else
    begin
      v_key := (p_request ->> 'idempotency_key')::uuid;
      v_id := (p_request ->> 'submission_id')::bigint;
    exception when others then
      v_key := null;
    end;
    select f.* into v_family
    from public.registration_submissions s
    join public.families f on f.id = s.family_id and f.erased_at is null
    where s.id = v_id and s.idempotency_key = v_key;
    if v_family.id is null then
      raise exception using errcode = 'PT404', message = 'No registration form matches this',
        hint = 'submission_not_found';
    end if;
    select coalesce(array_agg(r.id order by r.id), '{}') into v_asked
    from public.registrations r where r.submission_id = v_id;
  end if;

  -- One checkout of a family at a time (a double click opens one). An advisory lock, not the
  -- registrations' rows: a payment being recorded locks those in its own order, and waiting for
  -- them here after the link's row could deadlock with it.
  perform pg_advisory_xact_lock(hashtextextended('family-checkout:' || v_family.id, 0));
  with held as (
    select r.id, r.created_at, d.kind, d.amount,
           case when r.status = 'offered' then r.hold_expires_at when r.status = 'new' then r.pay_by end as hold_end
    from public.registrations r
    cross join lateral private.amount_due(r.id) d
    where r.family_id = v_family.id
      and r.status = any (public.payable_statuses())
      and (r.status <> 'offered' or r.hold_expires_at > now())
      and (r.status <> 'new' or r.pay_by is null or r.pay_by > now())
      and d.amount > 0
  )
  select coalesce(jsonb_agg(jsonb_build_object('registration_id', h.id, 'kind', h.kind, 'amount', h.amount)
                            order by h.created_at, h.id), '[]'::jsonb),
         coalesce(sum(h.amount), 0), min(h.hold_end)
  into v_items, v_total, v_hold_end
  from held h;

  if jsonb_array_length(v_items) = 0 then
    if exists (select 1 from public.registrations r where r.id = any (v_asked)
               and (r.status = 'cancelled' and r.cancel_reason in ('hold_expired', 'deposit_unpaid')
                    or r.status = 'offered' and r.hold_expires_at <= now()
                    or r.status = 'new' and r.pay_by <= now())) then
      raise exception using errcode = 'PT410', message = 'The place''s hold ended before it was paid',
        hint = 'hold_ended';
    end if;
    raise exception using errcode = 'PT409', message = 'Nothing is due now', hint = 'nothing_to_pay';
  end if;

  -- An open checkout of exactly these items is used again (its session, when it has one).
  select c.* into v_checkout
  from public.checkouts c
  where c.family_id = v_family.id and c.status = 'open' and c.expires_at > now() + interval '5 minutes'
    and (select jsonb_agg(jsonb_build_object('registration_id', i.registration_id, 'kind', i.kind, 'amount', i.amount)
                          order by i.registration_id, i.kind)
         from public.checkout_items i where i.checkout_id = c.id)
      = (select jsonb_agg(e order by (e ->> 'registration_id')::bigint, e ->> 'kind')
         from jsonb_array_elements(v_items) e)
  order by c.id desc
  limit 1;

  if v_checkout.id is null then
    v_expires := date_trunc('second', least(greatest(coalesce(v_hold_end, now() + interval '24 hours'),
                                                     now() + interval '31 minutes'),
                                            now() + interval '23 hours 59 minutes'));
    insert into public.checkouts (family_id, amount, language, methods, expires_at)
    values (v_family.id, v_total, v_family.language, v_settings.online_payment_methods, v_expires)
    returning * into v_checkout;
    insert into public.checkout_items (checkout_id, registration_id, kind, amount, description)
    select v_checkout.id, (e ->> 'registration_id')::bigint, (e ->> 'kind')::public.payment_kind,
           (e ->> 'amount')::numeric, private.checkout_item_name((e ->> 'kind')::public.payment_kind,
             (e ->> 'registration_id')::bigint, v_family.language)
    from jsonb_array_elements(v_items) with ordinality x(e, ord)
    order by ord;
  elsif v_checkout.provider_session_id is not null then
    v_reuse := jsonb_build_object('session_id', v_checkout.provider_session_id, 'url', v_checkout.url);
  end if;

  return jsonb_build_object(
    'checkout_id', v_checkout.id,
    'reuse', v_reuse,
    'amount_cents', private.cents(v_checkout.amount),
    'currency', v_checkout.currency,
    'email', v_family.email,
    'language', v_checkout.language,
    'methods', to_jsonb(v_checkout.methods),
    'expires_at', extract(epoch from v_checkout.expires_at)::bigint,
    'items', (select jsonb_agg(jsonb_build_object('registration_id', i.registration_id, 'kind', i.kind,
                'amount_cents', private.cents(i.amount), 'name', i.description) order by i.id)
              from public.checkout_items i where i.checkout_id = v_checkout.id),
    'expire_session_ids', coalesce((
      select jsonb_agg(c.provider_session_id order by c.id)
      from public.checkouts c
      where c.family_id = v_family.id and c.id <> v_checkout.id and c.status = 'open'
        and c.provider_session_id is not null), '[]'::jsonb));
end;
$function$;

CREATE OR REPLACE FUNCTION private.parent_link_view(p_registration_id bigint)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
      'paid', (select m.paid from private.registration_money(r.id) m),
      'pay_by', r.pay_by,
      'refund_until', o.starts_on - (select s.refund_until_days from public.registration_settings s where s.id = 1))
    from public.registrations r
    join public.children c on c.id = r.child_id
    join public.families f on f.id = r.family_id
    join public.offers o on o.id = r.offer_id
    left join lateral private.amount_due(r.id) d on true
    cross join lateral (
      -- Holds its place and its hold has not ended: what open_checkout would charge for.
      select r.status = any (public.payable_statuses())
             and (r.status <> 'offered' or r.hold_expires_at > now())
             and (r.status <> 'new' or r.pay_by is null or r.pay_by > now()) as holding
    ) h
    where r.id = p_registration_id);
end;
$function$;

CREATE OR REPLACE FUNCTION public.registration_answer(p_submission_id bigint, p_idempotency_key uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_result jsonb;
  v_items jsonb;
  v_due_now numeric;
  v_total numeric;
  v_paid numeric;
begin
  select s.result into v_result
  from public.registration_submissions s
  join public.families f on f.id = s.family_id and f.erased_at is null
  where s.id = p_submission_id and s.idempotency_key = p_idempotency_key and s.result is not null;
  if v_result is null then
    return null;
  end if;
  select jsonb_agg(x.item order by i.ord), coalesce(sum(x.due_now), 0), coalesce(sum(x.total), 0),
         coalesce(sum(x.paid), 0)
  into v_items, v_due_now, v_total, v_paid
  from jsonb_array_elements(v_result -> 'items') with ordinality i(item, ord)
  cross join lateral (
    select i.item || jsonb_build_object(
             'status', r.status,
             'waiting_position', case when r.status = 'waiting' then private.waiting_position(r.id) end,
             'price', a.price, 'deposit', a.deposit,
             'list_price', a.list_price, 'early_bird', a.early_bird,
             'sibling_discount_percent', a.sibling_discount_percent,
             'due_now', h.due_now,
             'paid', m.paid,
             'pay_by', r.pay_by) as item,
           h.due_now,
           case when h.holding then a.price else 0 end as total,
           m.paid
    from public.registrations r
    cross join lateral public.registration_amounts(r.id) a
    cross join lateral private.registration_money(r.id) m
    left join lateral private.amount_due(r.id) d on true
    cross join lateral (
      -- Holds its place and its hold has not ended: what open_checkout would charge for.
      select r.status = any (public.payable_statuses())
               and (r.status <> 'offered' or r.hold_expires_at > now())
               and (r.status <> 'new' or r.pay_by is null or r.pay_by > now()) as holding
    ) g
    cross join lateral (
      select g.holding,
             (case when g.holding then coalesce(d.amount, 0) else 0 end)::numeric(10, 2) as due_now
    ) h
    where r.id = (i.item ->> 'registration_id')::bigint
      and r.submission_id = p_submission_id
    offset 0
  ) x;
  return v_result || jsonb_build_object(
    'replayed', false,
    'items', coalesce(v_items, '[]'::jsonb),
    'payment', (v_result -> 'payment') || jsonb_build_object(
      'due_now', v_due_now, 'total', v_total, 'paid', v_paid));
end;
$function$;

CREATE OR REPLACE FUNCTION public.payments_dashboard()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
                      where x.status = any (public.payable_statuses())),
      'awaiting_deposit', (select count(*) from money x where x.progress = 'awaiting_deposit'),
      'overdue', (select count(*) from money x where x.progress = 'overdue' and x.status = any (public.payable_statuses()))));
end;
$function$;
