-- Registrations, part 3: who may read and write what (docs/registrations.md, "Who sees what").
--
--   * Admin and Coordinator (active, in a live session) read every registration table and work
--     them: offers (Admin: everything; Coordinator: places and online registration only),
--     families and children (insert, update; never delete: erasure is erase_family()),
--     registrations (insert, update; the capacity trigger still decides), payments and notes
--     (insert, update, delete), enquiries (update, delete), consents (insert only), the outbox
--     and its delivery log (read only).
--   * Editors, signed-in users without a profile, inactive staff and the public key read and
--     write none of it; the public submits through security definer functions
--     (submit_registration, submit_enquiry, parent_link_action) and reads open_offers().
--   * consent_texts (the published wordings) are readable by everyone, written by migrations.
--   * Nobody changes or deletes a consent through the API (no privilege, and a trigger refuses
--     it even to the owner, except erasure removing the personal fields).
--
-- One permissive policy per command and table: restrictive policies (a second factor) can be
-- added beside them later without touching these.

-- True for an active Admin or Coordinator in a live session.
create or replace function public.is_registration_staff()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce(public.current_user_role() in ('Admin', 'Coordinator'), false);
end;
$$;
revoke all on function public.is_registration_staff() from public;
grant execute on function public.is_registration_staff() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Privileges
-- ---------------------------------------------------------------------------------------------
revoke all on table public.offers, public.families, public.children, public.registrations,
  public.payments, public.enquiries, public.registration_notes, public.consent_texts,
  public.consents, public.email_outbox, public.email_deliveries
  from anon, authenticated, service_role;

grant select, insert, update, delete on table public.offers, public.payments,
  public.registration_notes to authenticated;
grant select, insert, update on table public.families, public.children, public.registrations
  to authenticated;
grant select, update, delete on table public.enquiries to authenticated;
grant select, insert on table public.consents to authenticated;
grant select on table public.email_outbox, public.email_deliveries to authenticated;
grant select on table public.consent_texts to anon, authenticated;

grant select, insert, update, delete on table public.offers, public.families, public.children,
  public.registrations, public.payments, public.enquiries, public.registration_notes,
  public.email_outbox, public.email_deliveries to service_role;
grant select, insert on table public.consents to service_role;
grant select on table public.consent_texts to service_role;
grant all on table public.registration_submissions to service_role;
grant usage, select on all sequences in schema public to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Policies
-- ---------------------------------------------------------------------------------------------
alter table public.offers enable row level security;
alter table public.families enable row level security;
alter table public.children enable row level security;
alter table public.registrations enable row level security;
alter table public.payments enable row level security;
alter table public.enquiries enable row level security;
alter table public.registration_notes enable row level security;
alter table public.consent_texts enable row level security;
alter table public.consents enable row level security;
alter table public.email_outbox enable row level security;
alter table public.email_deliveries enable row level security;

create policy "consent_texts: everyone reads" on public.consent_texts
  for select to anon, authenticated using (true);

create policy "offers: registration staff read" on public.offers
  for select to authenticated using ((select public.is_registration_staff()));
create policy "offers: admin inserts" on public.offers
  for insert to authenticated with check ((select public.is_admin()));
create policy "offers: registration staff update" on public.offers
  for update to authenticated
  using ((select public.is_registration_staff())) with check ((select public.is_registration_staff()));
create policy "offers: admin deletes" on public.offers
  for delete to authenticated using ((select public.is_admin()));

do $$
declare
  t text;
  c text;
begin
  -- Registration staff read and write (as granted above) every row of these.
  foreach t in array array[
    'families', 'children', 'registrations', 'payments', 'enquiries', 'registration_notes',
    'consents', 'email_outbox', 'email_deliveries'
  ] loop
    execute format(
      'create policy "%1$s: registration staff read" on public.%1$I for select to authenticated
         using ((select public.is_registration_staff()))', t);
    foreach c in array array['insert', 'update', 'delete'] loop
      if has_table_privilege('authenticated', format('public.%I', t), c) then
        execute format(
          'create policy "%1$s: registration staff %2$s" on public.%1$I for %2$s to authenticated %3$s',
          t, c,
          case c
            when 'insert' then 'with check ((select public.is_registration_staff()))'
            when 'update' then 'using ((select public.is_registration_staff())) with check ((select public.is_registration_staff()))'
            else 'using ((select public.is_registration_staff()))'
          end);
      end if;
    end loop;
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- A Coordinator changes an offer's places and online registration, nothing else of it.
-- ---------------------------------------------------------------------------------------------
create or replace function private.offers_coordinator_places_only()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_free constant text[] := array['capacity', 'online_registration', 'updated_at', 'updated_by'];
begin
  if auth.uid() is not null and not public.is_admin()
     and (to_jsonb(new) - v_free) is distinct from (to_jsonb(old) - v_free) then
    raise exception using errcode = '42501',
      message = 'Only an Admin changes an offer''s texts, dates and prices', hint = 'offer_places_only';
  end if;
  return new;
end;
$$;
create trigger offers_coordinator_places_only before update on public.offers
  for each row execute function private.offers_coordinator_places_only();

-- A row written by staff through the API (not by one of the functions, which run as their
-- owner) carries its author, and a consent they record is a staff record.
create or replace function private.set_recorded_by()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'authenticated' then
    case tg_table_name
      when 'payments' then new.recorded_by := auth.uid();
      when 'registration_notes' then new.created_by := auth.uid();
      when 'consents' then
        new.recorded_by := auth.uid();
        new.source := 'staff';
        new.submission_id := null;
      else null;
    end case;
  end if;
  return new;
end;
$$;
create trigger payments_set_recorded_by before insert on public.payments
  for each row execute function private.set_recorded_by();
create trigger registration_notes_set_created_by before insert on public.registration_notes
  for each row execute function private.set_recorded_by();
create trigger consents_set_recorded_by before insert on public.consents
  for each row execute function private.set_recorded_by();

-- An enquiry marked answered records who and when.
create or replace function private.enquiry_answered()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'answered' and old.status is distinct from 'answered' then
    new.answered_at := now();
    new.answered_by := coalesce(auth.uid(), new.answered_by);
  elsif new.status = 'new' then
    new.answered_at := null;
    new.answered_by := null;
  end if;
  return new;
end;
$$;
create trigger enquiries_answered before update of status on public.enquiries
  for each row execute function private.enquiry_answered();

-- ---------------------------------------------------------------------------------------------
-- Consents are append-only. A record never changes and is never deleted, by anyone; the one
-- exception is erasure (erase_family), which only removes its personal fields (signed_by,
-- signer_email, client_address). Withdrawing is a new record with given = false.
-- ---------------------------------------------------------------------------------------------
create or replace function private.consents_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_personal constant text[] := array['signed_by', 'signer_email', 'client_address'];
begin
  if tg_op = 'UPDATE'
     and (to_jsonb(new) - v_personal) = (to_jsonb(old) - v_personal)
     and new.signed_by is null and new.signer_email is null and new.client_address is null then
    return new;
  end if;
  raise exception using errcode = '42501',
    message = 'Consent records are append-only: record a withdrawal as a new consent',
    hint = 'consent_append_only';
end;
$$;
create trigger consents_append_only before update or delete on public.consents
  for each row execute function private.consents_append_only();

-- A new consent record takes its wording's SHA-256 and, for photos, moves the child's current
-- state (a refusal at registration is not a withdrawal: only given -> refused sets the date).
create or replace function private.consent_recorded()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select t.sha256 into new.text_sha256
  from public.consent_texts t
  where t.kind = new.kind and t.version = new.text_version and t.language = new.language;
  if new.text_sha256 is null then
    raise exception using errcode = '22023', message = 'Unknown consent wording version',
      hint = 'consent_version_unknown';
  end if;
  if new.kind = 'photos_website' then
    update public.children c set photos_website = new.given,
      photo_consent_withdrawn_at = case when c.photos_website and not new.given then now()
                                        else c.photo_consent_withdrawn_at end
    where c.id = new.child_id;
  elsif new.kind = 'photos_social' then
    update public.children c set photos_social = new.given,
      photo_consent_withdrawn_at = case when c.photos_social and not new.given then now()
                                        else c.photo_consent_withdrawn_at end
    where c.id = new.child_id;
  end if;
  return new;
end;
$$;
create trigger consents_recorded before insert on public.consents
  for each row execute function private.consent_recorded();
