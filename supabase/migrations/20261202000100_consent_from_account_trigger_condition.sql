-- ---------------------------------------------------------------------------------------------
-- The trigger that turns a consent a signed-in parent records into the account's consent
-- (consent_by_parent) fires only for the rows it can change: those marked as a staff member's
-- with a recorded_by (set_recorded_by, which fires before it, marks every row a signed-in user
-- inserts so). A registration form's consent records then skip the call, a security-definer
-- function's switch of user and search path per row, which is most of its cost in a
-- registration. The function keeps its own test of the same condition.
-- ---------------------------------------------------------------------------------------------
drop trigger consents_set_recorded_by_parent on public.consents;
create trigger consents_set_recorded_by_parent
  before insert on public.consents
  for each row
  when (new.source = 'staff' and new.recorded_by is not null)
  execute function private.consent_by_parent();
