-- A parent reads the e-mails sent to the family, not those the academy receives about it: the
-- academy's copies of a registration and an enquiry, a late payment refunded, and now an erasure
-- the family asked for from its account (addressed to the academy, kept with the family's e-mails
-- for staff).
drop policy "email_outbox: parent reads own" on public.email_outbox;
create policy "email_outbox: parent reads own" on public.email_outbox
  for select to authenticated using (
    family_id = any ((select public.parent_family_ids())::bigint[])
    and kind not in ('registration_notice', 'enquiry_notice', 'payment_refunded_late', 'erasure_requested'));
