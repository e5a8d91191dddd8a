-- What families read about paying, said the same everywhere:
-- * the parents' page says what is paid for the place (`paid`, refunds taken off);
-- * the e-mails know whether the deposit may be paid by transfer instead (`transfer_allowed`), so
--   they give the bank details only then;
-- * a deposit is a "señal" in Spanish on the checkout's lines too, as on the site and in the
--   e-mails.

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
      select r.status in ('new', 'offered', 'confirmed')
             and (r.status <> 'offered' or r.hold_expires_at > now())
             and (r.status <> 'new' or r.pay_by is null or r.pay_by > now()) as holding
    ) h
    where r.id = p_registration_id);
end;
$$;

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
      'transfer_allowed', coalesce((select s.transfer_allowed from public.registration_settings s where s.id = 1), false),
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

create or replace function private.checkout_item_name(
  p_kind public.payment_kind,
  p_registration_id bigint,
  p_language public.language_code
)
returns text
language sql
stable
set search_path = ''
as $$
  select left(concat_ws(' · ',
    case p_language::text
      when 'es' then case p_kind when 'deposit' then 'Señal' else 'Resto del pago' end
      when 'ru' then case p_kind when 'deposit' then 'Предоплата' else 'Остаток оплаты' end
      else case p_kind when 'deposit' then 'Deposit' else 'Balance' end
    end,
    c.name,
    coalesce(case p_language::text when 'es' then o.title_es when 'ru' then o.title_ru end, o.title_en)), 500)
  from public.registrations r
  join public.children c on c.id = r.child_id
  join public.offers o on o.id = r.offer_id
  where r.id = p_registration_id;
$$;
