-- Before camp, part 2 (docs/family-accounts.md, "Before camp"):
--
--   private.before_camp_due_on(p_offer_id) -> date     the day the details are due: the offer's
--                                                      deadline, else its first day
--   private.queue_before_camp_reminders(p_now) -> int  the reminders due now (the worker's job)
--   private.mail_item                                  each item gains before_camp: required,
--                                                      missing, due_on
--   registration_overview                              gains before_camp_required,
--                                                      before_camp_missing, before_camp_ready

create or replace function private.before_camp_due_on(p_offer_id bigint)
returns date
language sql
stable
set search_path = ''
as $$
  select coalesce(o.before_camp_deadline, o.starts_on) from public.offers o where o.id = p_offer_id;
$$;
revoke all on function private.before_camp_due_on(bigint) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Reminders of what a booking still misses before camp. A booking that holds a place (new or
-- confirmed) whose offer requires details it has not given yet (registration_readiness), of a
-- family not erased, gets up to three e-mails while the day they are due has not passed:
--   first  as soon as the job sees it (when the offer starts requiring them, or the booking is
--          made after that);
--   week   on one of the days from 7 to 2 before the due day, when the first one went out
--          before that week began;
--   day    the day before the due day, when the first one went out before that day.
-- Each is recorded once per booking by its dedupe key (before_camp:<step>:<registration id>),
-- so a run repeated, or two workers at once, never send one twice; a booking that becomes ready,
-- is cancelled, or whose due day has passed gets nothing more. Returns how many were queued.
-- ---------------------------------------------------------------------------------------------
create or replace function private.queue_before_camp_reminders(p_now timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_today date := private.academy_date(p_now);
  v_row record;
  v_first date;
  v_step text;
  v_before integer;
  v_after integer;
begin
  select count(*) into v_before from public.email_outbox o where o.kind = 'before_camp_reminder';
  for v_row in
    select rr.registration_id, rr.family_id, private.before_camp_due_on(rr.offer_id) as due_on
    from public.registration_readiness rr
    join public.families f on f.id = rr.family_id
    where rr.status in ('new', 'confirmed')
      and cardinality(rr.required) > 0
      and rr.ready = false
      and f.erased_at is null
      and private.before_camp_due_on(rr.offer_id) >= v_today
    order by rr.registration_id
  loop
    select private.academy_date(o.created_at) into v_first
    from public.email_outbox o where o.dedupe_key = 'before_camp:first:' || v_row.registration_id;
    v_step := case
      when v_first is null then 'first'
      when v_row.due_on - v_today = 1 and v_first < v_today then 'day'
      when v_row.due_on - v_today between 2 and 7 and v_first < v_row.due_on - 7 then 'week'
    end;
    if v_step is not null then
      perform private.queue_registration_email('before_camp_reminder', v_row.family_id,
        array[v_row.registration_id], 'before_camp:' || v_step || ':' || v_row.registration_id);
    end if;
  end loop;
  select count(*) into v_after from public.email_outbox o where o.kind = 'before_camp_reminder';
  return v_after - v_before;
end;
$$;
revoke all on function private.queue_before_camp_reminders(timestamptz) from public, anon, authenticated;

-- What an e-mail says of each registration, from its state when it is sent; before_camp is
-- what the offer requires before it starts, what is still missing, and the day it is due.
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
      'balance_due_on', private.balance_due_on(r.offer_id),
      'before_camp', (
        select jsonb_build_object('required', rr.required, 'missing', rr.missing,
                 'due_on', private.before_camp_due_on(r.offer_id))
        from public.registration_readiness rr where rr.registration_id = r.id))
    from public.registrations r
    join public.children c on c.id = r.child_id
    cross join lateral private.registration_money(r.id) m
    where r.id = p_registration_id);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The overview (the inbox and the roster) says what each booking still misses before camp:
-- before_camp_required (empty: the offer requires nothing), before_camp_missing, and
-- before_camp_ready (null for a booking that holds no place, as registration_readiness). Read
-- with the caller's rights, as everything in it.
-- ---------------------------------------------------------------------------------------------
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
  pay.provider_payment_ids,
  rr.required as before_camp_required,
  rr.missing as before_camp_missing,
  rr.ready as before_camp_ready
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
) pay
left join public.registration_readiness rr on rr.registration_id = r.id;
comment on view public.registration_overview is
  'One row per registration with its child, family, offer, waiting position, amounts due (discounts applied), payments net of refunds, payment progress and what it still misses before camp (filters: offer_id, status, payment_state, payment_progress, before_camp_ready).';
