-- ---------------------------------------------------------------------------------------------
-- A refund the payment provider refused keeps the provider's message (`refunds.failure`, at most
-- 500 characters): the worker passes it to refund_sent, and the Admin reads it on the
-- registration's payments card. The worker removes anything shaped like a key from it first;
-- erase_family clears it with the refund's reason. Without a message (an older worker, a status
-- alone) the failure is the provider's status, as before.
-- ---------------------------------------------------------------------------------------------
drop function private.refund_sent(bigint, text, text);

create function private.refund_sent(
  p_refund_id bigint,
  p_provider_refund_id text,
  p_status text,
  p_failure text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.refund_progress(p_refund_id, coalesce(p_status, 'pending'), p_provider_refund_id,
    nullif(btrim(left(p_failure, 500)), ''));
  -- The provider has it: no longer 'requested', even while it says nothing yet.
  update public.refunds f set status = 'pending' where f.id = p_refund_id and f.status = 'requested';
end;
$$;
revoke all on function private.refund_sent(bigint, text, text, text) from public, anon, authenticated;
