-- One cancellation rule for a family, whichever way it comes: the parents' link
-- (parent_link_action 'cancel') and the family's account (cancel_booking) both call
-- private.cancel_by_family, which holds the rule. Both functions are restated whole.

-- A family cancels a booking: allowed while its offer has not started (the parents' view's
-- can_cancel); the place passes to the waiting list (the registrations' triggers), and on or
-- before refund_until (the cancellation policy) the booking's online payments are refunded.
-- The caller has locked the registration and checked it is the family's; a booking already
-- cancelled is left as it is.
create or replace function private.cancel_by_family(p_registration_id bigint)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_status public.registration_status;
  v_view jsonb;
begin
  select r.status into v_status from public.registrations r where r.id = p_registration_id;
  if v_status = 'cancelled' then
    return;
  end if;
  v_view := private.parent_link_view(p_registration_id);
  if not (v_view ->> 'can_cancel')::boolean then
    raise exception using errcode = 'PT409', message = 'This booking can no longer be cancelled here',
      hint = 'action_not_available';
  end if;
  update public.registrations r set status = 'cancelled', cancel_reason = 'parent' where r.id = p_registration_id;
  if private.academy_date(now()) <= (v_view ->> 'refund_until')::date then
    perform private.refund_registration(p_registration_id, 'Cancelled by the family within the cancellation policy');
  end if;
end;
$$;
revoke all on function private.cancel_by_family(bigint) from public, anon, authenticated;

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
    perform private.cancel_by_family(v_row.id);
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

-- A family cancels one of its bookings from the account, under the same rule as its parents' link.
create or replace function public.cancel_booking(p_registration_id bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids bigint[] := private.require_parent();
  v_id bigint;
begin
  select r.id into v_id
  from public.registrations r
  where r.id = p_registration_id and r.family_id = any (v_ids)
  for update;
  if v_id is null then
    raise exception using errcode = 'PT404', message = 'No such booking in this family''s account',
      hint = 'booking_not_found';
  end if;
  perform private.cancel_by_family(v_id);
  return private.booking_json(v_id);
end;
$$;
