-- The registration form writes a new child with its photo flags already set from the form's photo
-- consents, then those consents: the trigger that makes the flags follow a photo consent found
-- them equal every time. It now skips the form's own records (source registration_form, written
-- by private.insert_child). It fires after the triggers that settle who recorded a consent
-- (BEFORE triggers fire in name order), so a signed-in writer's record, marked staff or account by
-- then whatever source it was sent with, always moves the flags; the public key cannot write
-- consents, and the service role's records are taken as it labels them.
drop trigger consents_recorded_photos on public.consents;
create trigger consents_sync_photo_flags before insert on public.consents
  for each row when (new.kind in ('photos_website', 'photos_social') and new.source <> 'registration_form')
  execute function private.consent_photos_follow();
