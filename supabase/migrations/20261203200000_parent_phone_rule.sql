-- A phone number a parent writes from the account (the family's phone, the emergency contact's)
-- follows the same rule as the registration form: digits with spaces, dots, dashes, brackets and
-- a leading +, 6 to 20 digits; else 22023 phone_invalid, `details` the field.
--
-- Enforced in private.parent_edits_only (restated whole below), the trigger that already limits
-- what a parent may change, rather than by a check constraint on families: a constraint would
-- refuse any later update of a row registered before the rule (a staff correction of its e-mail,
-- an erasure) and would bind staff's edits too. The trigger checks only a parent's write, and only
-- the phones it changes.
--
-- Besides (unchanged from 20261130200100_family_accounts.sql): a parent changes, of the family, its
-- phone, language and emergency contact; of a child, the position, shirt size, medical information
-- (and its confirmation) and the collectors' note. The e-mail (the account's link), names and
-- dates of birth (the child's identity) are staff's. Giving health data for a child who has none
-- needs the health-data consent given from the account first. Staff and the database's functions
-- are not limited.
create or replace function private.parent_edits_only()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_free text[];
  v_field text;
  v_new jsonb := to_jsonb(new);
  v_old jsonb := to_jsonb(old);
begin
  if current_user <> 'authenticated' or public.is_registration_staff() then
    return new;
  end if;
  v_free := case tg_table_name
    when 'families' then array['phone', 'emergency_name', 'emergency_phone', 'language', 'updated_at']
    else array['position', 'shirt_size', 'allergies', 'medication', 'authorised_collectors',
               'medical_confirmed_at', 'updated_at']
  end;
  select e.key into v_field
  from jsonb_each(v_new) e
  where not e.key = any (v_free) and e.value is distinct from v_old -> e.key
  order by e.key
  limit 1;
  if v_field is not null then
    raise exception using errcode = '42501', message = 'A family''s account cannot change this field',
      detail = v_field, hint = 'parent_field_not_editable';
  end if;
  if tg_table_name = 'families' then
    -- A phone the parent writes follows the registration form's rule (private.form_phone, isPhone
    -- in shared/src/registrationRules.ts): digits with spaces, dots, dashes, brackets and a leading
    -- +, 6 to 20 digits. Only a value the parent changes is checked, so a row registered before the
    -- rule keeps its phone until the family changes it, and staff's edits are not limited.
    select e.key into v_field
    from jsonb_each_text(v_new) e
    where e.key in ('phone', 'emergency_phone') and e.value is distinct from v_old ->> e.key
      and (e.value is null or e.value !~ '^\+?[0-9 ().-]+$'
           or length(regexp_replace(e.value, '[^0-9]', '', 'g')) not between 6 and 20)
    order by e.key
    limit 1;
    if v_field is not null then
      raise exception using errcode = '22023', message = 'Give a phone number of 6 to 20 digits',
        detail = v_field, hint = 'phone_invalid';
    end if;
  end if;
  if tg_table_name = 'children' then
    -- The confirmation's time is the database's.
    if (v_new ->> 'medical_confirmed_at') is distinct from (v_old ->> 'medical_confirmed_at') then
      new := jsonb_populate_record(new, jsonb_build_object('medical_confirmed_at', now()));
    end if;
    if coalesce(v_old ->> 'allergies', '') !~ '[^[:space:]]' and coalesce(v_old ->> 'medication', '') !~ '[^[:space:]]'
       and (coalesce(v_new ->> 'allergies', '') ~ '[^[:space:]]' or coalesce(v_new ->> 'medication', '') ~ '[^[:space:]]')
       and not coalesce((
         select k.given and k.source = 'account'
         from public.consents k
         where k.child_id = (v_new ->> 'id')::bigint and k.kind = 'health_data'
         order by k.created_at desc, k.id desc
         limit 1), false) then
      raise exception using errcode = '22023',
        message = 'Record the health-data consent before giving allergies or medication',
        hint = 'health_consent_required';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.parent_edits_only() from public, anon, authenticated, service_role;
