-- The answer page reads what a registration form's places are and owe NOW: a family that paid
-- its deposit, was offered a place or was cancelled sees it when it comes back to the page.
-- Only the family's browser holds the form's idempotency key (a random UUID it sent with the
-- form), so the key with the submission's number is the proof: a wrong key, another
-- submission's number or an erased family is no answer (null), never another family's data.
-- The payment terms (bank details, instructions, online payment, transfer allowed) stay those the
-- registration was given, as submit_registration answered them; statuses and amounts are live.
create or replace function public.registration_answer(p_submission_id bigint, p_idempotency_key uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
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
      select r.status in ('new', 'offered', 'confirmed')
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
$$;

revoke execute on function public.registration_answer(bigint, uuid) from public;
grant execute on function public.registration_answer(bigint, uuid) to anon, authenticated, service_role;
