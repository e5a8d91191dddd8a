-- Registrations, part 8: the parents' links. Every e-mail to a family carries, per registration,
-- a link to the site with a signed token (private.parent_link_token: HMAC-SHA256 with a key the
-- database keeps, so it works on hosted Supabase as it does here), valid until the day after
-- the offer ends. With it, and nothing else, a parent sees the registration and may cancel it,
-- accept a place offered from the waiting list, or withdraw the child's photo consents.
--
--   parent_link(p_token text) -> jsonb (the registration as the parent sees it)
--   parent_link_action(p_token text, p_action parent_link_action) -> jsonb (the same, after)
-- Refusals: 22023 link_invalid, PT410 link_expired, PT409 action_not_available,
-- PT410 place_offer_expired.

create or replace function private.check_parent_link(p_token text)
returns public.registrations
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_parts text[] := string_to_array(coalesce(p_token, ''), '.');
  v_row public.registrations;
begin
  if cardinality(v_parts) <> 4 or v_parts[1] <> 'p1' or v_parts[2] !~ '^[0-9]{1,15}$'
     or v_parts[3] !~ '^[0-9]{1,12}$'
     or private.sign('parent_link', array_to_string(v_parts[1:3], '.')) is distinct from v_parts[4] then
    raise exception using errcode = '22023', message = 'This link is not valid', hint = 'link_invalid';
  end if;
  if v_parts[3]::bigint < extract(epoch from now()) then
    raise exception using errcode = 'PT410', message = 'This link has expired', hint = 'link_expired';
  end if;
  select r.* into v_row
  from public.registrations r
  join public.families f on f.id = r.family_id and f.erased_at is null
  where r.id = v_parts[2]::bigint
  for update of r;
  if v_row.id is null then
    raise exception using errcode = '22023', message = 'This link is not valid', hint = 'link_invalid';
  end if;
  return v_row;
end;
$$;

-- What the parent sees: the child's first name, the offer, the status, and what they may do.
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

create or replace function public.parent_link(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return private.parent_link_view((private.check_parent_link(p_token)).id);
end;
$$;

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
  elsif p_action = 'accept_place' then
    if v_row.status in ('new', 'confirmed') and v_row.offered_at is not null then
      return v_view;
    end if;
    if v_row.status = 'cancelled' and v_row.cancel_reason = 'hold_expired'
       or v_row.status = 'offered' and v_row.hold_expires_at <= now() then
      raise exception using errcode = 'PT410', message = 'The place offered is no longer held',
        hint = 'place_offer_expired';
    end if;
    if v_row.status <> 'offered' then
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

revoke all on function private.check_parent_link(text), private.parent_link_view(bigint)
  from public, anon, authenticated;
revoke all on function public.parent_link(text),
  public.parent_link_action(text, public.parent_link_action) from public;
grant execute on function public.parent_link(text),
  public.parent_link_action(text, public.parent_link_action) to anon, authenticated, service_role;
