-- Two Pay presses of one family at the same moment (a double click, two tabs) open one checkout
-- and never deadlock: open_checkout takes the family's turn before it checks a parents' link,
-- since checking the link locks the link's registration.
create or replace function public.open_checkout(p_request jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
      and r.status in ('new', 'offered', 'confirmed')
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
$$;
