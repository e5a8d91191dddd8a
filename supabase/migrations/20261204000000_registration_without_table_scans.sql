-- The answer to a family, and a waiting family's check for a free place, read rows by their keys.
--
-- The answer to a family joined its registrations (found from a JSON list the planner guesses
-- at 100 rows) to the whole registrations table by hash, reading every registration ever made
-- on each submission; the check for a free place when a family joins a waiting list read every
-- place of every offer while the table's statistics still described a small table. Both grew
-- with the academy's history. The answer now looks each registration up by its key and adds
-- its amounts up in one pass; the free-place check asks for the lowest free place, which the
-- index of free places answers directly.
create or replace function private.submission_answer(p_submission_id bigint, p_family_id bigint, p_items jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_items jsonb;
  v_due_now numeric;
  v_total numeric;
begin
  select jsonb_agg(x.item order by i.ord), coalesce(sum(x.due_now), 0), coalesce(sum(x.total), 0)
  into v_items, v_due_now, v_total
  from jsonb_array_elements(p_items) with ordinality i(item, ord)
  cross join lateral (
    select i.item || jsonb_build_object('status', r.status,
             'waiting_position', case when r.status = 'waiting' then i.item -> 'waiting_position' end,
             'price', a.price, 'deposit', a.deposit,
             'list_price', a.list_price, 'early_bird', a.early_bird,
             'sibling_discount_percent', a.sibling_discount_percent,
             'due_now', case when r.status = 'new' then a.due_now else 0 end,
             'pay_by', r.pay_by) as item,
           case when r.status = 'new' then a.due_now else 0 end as due_now,
           case when r.status = 'new' then a.price else 0 end as total
    from public.registrations r
    cross join lateral public.registration_amounts(r.id) a
    where r.id = (i.item ->> 'registration_id')::bigint
    -- Planned on its own (OFFSET 0 keeps it from being merged into a join): a lookup by key
    -- for each item, never a join that reads the whole table.
    offset 0
  ) x;
  return (
    select jsonb_build_object(
      'submission_id', p_submission_id,
      'family_id', p_family_id,
      'replayed', false,
      'items', v_items,
      'payment', jsonb_build_object(
        'currency', 'EUR',
        'due_now', v_due_now,
        'total', v_total,
        'reference', 'R' || p_submission_id,
        'bank_account_holder', s.bank_account_holder, 'bank_iban', s.bank_iban,
        'bank_bic', s.bank_bic, 'bizum_phone', s.bizum_phone,
        'instructions_en', s.payment_instructions_en, 'instructions_es', s.payment_instructions_es,
        'instructions_ru', s.payment_instructions_ru,
        'online_payments', s.online_payments,
        'transfer_allowed', s.transfer_allowed))
    from public.registration_settings s
    where s.id = 1);
end;
$$;

create or replace function private.registration_status_effects()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.status = old.status and new.offer_id = old.offer_id then
    return null;
  end if;
  if new.status = 'offered' then
    perform private.queue_registration_email('place_offered', new.family_id, array[new.id],
      'place_offered:' || new.id || ':' || extract(epoch from new.offered_at));
    perform private.enqueue_job('expire_holds', '{}'::jsonb, new.hold_expires_at, 'hold:' || new.id);
  elsif tg_op = 'UPDATE' and old.status = 'offered' and new.status in ('new', 'confirmed') then
    if not private.confirmed_by_online_payment() then
      perform private.queue_registration_email('place_accepted', new.family_id, array[new.id]);
    end if;
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and new.cancel_reason = 'hold_expired' then
    perform private.queue_registration_email('hold_expired', new.family_id, array[new.id]);
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and new.cancel_reason = 'deposit_unpaid' then
    perform private.queue_registration_email('deposit_unpaid', new.family_id, array[new.id],
      'deposit_unpaid:' || new.id);
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and new.cancel_reason in ('parent', 'staff') then
    perform private.queue_registration_email('registration_cancelled', new.family_id, array[new.id]);
  end if;
  if tg_op = 'UPDATE' and private.holds_place(old.status)
     and (not private.holds_place(new.status) or new.offer_id <> old.offer_id) then
    perform private.fill_places(old.offer_id);
  end if;
  -- Nobody waits while a place is free (e.g. staff put a registration on the waiting list). A
  -- place row another transaction is taking right now counts as taken (SKIP LOCKED): a family
  -- joining the list in a burst does not queue for the offer's lock behind the families taking
  -- the last places. Should such a taker fail, the expiry job's sweep offers the place. A free
  -- row found is kept locked, so the one registration that found it offers it.
  if new.status = 'waiting' then
    perform 1 from public.places p
    where p.offer_id = new.offer_id and p.registration_id is null
    order by p.place_no
    limit 1
    for update skip locked;
    if found then
      perform private.fill_places(new.offer_id);
    end if;
  end if;
  return null;
end;
$$;
