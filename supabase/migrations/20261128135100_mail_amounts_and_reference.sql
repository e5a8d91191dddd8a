-- What the e-mails and the parents' page say about money: each registration's amounts as the
-- database computes them (public.registration_amounts: early-bird price, sibling discount), and
-- the transfer's reference ('R' and the form's number) in every e-mail to the family, so that a
-- place accepted from the waiting list is paid with the same reference as the first e-mail's.

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
      'amounts', private.amounts_json(r.id))
    from public.registrations r
    join public.children c on c.id = r.child_id
    where r.id = p_registration_id);
end;
$$;

-- What an e-mail about registrations says, from their state now. The reference is the one the
-- e-mail was queued with or, for the later e-mails, that of the form its first registration
-- came from (none for a registration staff made outside a form).
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
          where r.id = p_outbox.registration_ids[1] and r.submission_id is not null)))
    from public.families f
    where f.id = p_outbox.family_id and f.erased_at is null);
end;
$$;

-- The parents' link's view, with the registration's amounts.
create or replace function private.parent_link_view(p_registration_id bigint)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
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
      'can_accept_place', r.status = 'offered' and r.hold_expires_at > now(),
      'can_withdraw_photos', c.photos_website or c.photos_social)
    from public.registrations r
    join public.children c on c.id = r.child_id
    join public.families f on f.id = r.family_id
    join public.offers o on o.id = r.offer_id
    where r.id = p_registration_id);
end;
$$;

revoke all on function private.mail_item(bigint), private.registration_mail_payload(public.email_outbox),
  private.parent_link_view(bigint)
  from public, anon, authenticated;
