-- ---------------------------------------------------------------------------------------------
-- The answer tells each registration's status as it stands when the family is answered, read
-- back from the registration: a family that joins the waiting list may be offered a place in the
-- same transaction (joining fills places that came free meanwhile, in queue order), and is then
-- told that a place is offered, not a waiting-list position. Everything else is as before.
-- ---------------------------------------------------------------------------------------------
create or replace function private.submission_answer(p_submission_id bigint, p_family_id bigint, p_items jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return (with items as (
      select i.item || jsonb_build_object('status', r.status,
               'waiting_position', case when r.status = 'waiting' then i.item -> 'waiting_position' end,
               'price', a.price, 'deposit', a.deposit,
               'list_price', a.list_price, 'early_bird', a.early_bird,
               'sibling_discount_percent', a.sibling_discount_percent,
               'due_now', case when r.status = 'new' then a.due_now else 0 end,
               'pay_by', r.pay_by) as item,
             i.ord,
             case when r.status = 'new' then a.due_now else 0 end as due_now,
             case when r.status = 'new' then a.price else 0 end as total
      from jsonb_array_elements(p_items) with ordinality i(item, ord)
      join public.registrations r on r.id = (i.item ->> 'registration_id')::bigint
      cross join lateral public.registration_amounts(r.id) a
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
        'instructions_ru', s.payment_instructions_ru,
        'online_payments', s.online_payments,
        'transfer_allowed', s.transfer_allowed))
    from public.registration_settings s
    where s.id = 1);
end;
$$;
revoke all on function private.submission_answer(bigint, bigint, jsonb) from public, anon, authenticated;
