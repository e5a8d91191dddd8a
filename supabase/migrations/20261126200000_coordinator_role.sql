-- A third staff role: the Coordinator runs registrations, enquiries and the places of the offers
-- (docs/registrations.md). It edits no content: is_staff() (the content policies) stays Admin and
-- Editor, and public.is_registration_staff() (20261126200300) is Admin and Coordinator.
--
-- Its own migration: a value added to an enum cannot be used in the transaction that adds it.
alter type public.staff_role add value if not exists 'Coordinator';
comment on type public.staff_role is
  'A staff role (users.role). Admin passes every role check; Editor edits content; Coordinator runs registrations.';
