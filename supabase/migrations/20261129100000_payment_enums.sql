-- Online payments, part 1: the value lists (docs/payments.md). New values of existing enums are
-- added in a migration of their own: a value added by ALTER TYPE ... ADD VALUE cannot be used in
-- the transaction that adds it.

alter type public.payment_method add value if not exists 'card_online';
alter type public.payment_method add value if not exists 'bizum_online';
alter type public.cancel_reason add value if not exists 'deposit_unpaid';
alter type public.email_kind add value if not exists 'payment_receipt';
alter type public.email_kind add value if not exists 'balance_due';
alter type public.email_kind add value if not exists 'balance_reminder';
alter type public.email_kind add value if not exists 'refund_issued';
alter type public.email_kind add value if not exists 'deposit_unpaid';
alter type public.email_kind add value if not exists 'payment_refunded_late';
alter type public.access_event add value if not exists 'refund_requested';

-- What a family may pay with on the provider's page.
create type public.online_payment_method as enum ('card', 'bizum');
comment on type public.online_payment_method is
  'A method the provider''s checkout page offers: card, or Bizum.';

-- A checkout session asked of the provider: open until paid (complete) or ended (expired).
create type public.checkout_status as enum ('open', 'complete', 'expired');

-- A refund: requested (no provider call yet), pending (the provider has it), succeeded, failed.
create type public.refund_status as enum ('requested', 'pending', 'succeeded', 'failed');

create type public.payment_progress as enum (
  'awaiting_deposit', 'deposit_paid', 'paid', 'overdue', 'refunded'
);
comment on type public.payment_progress is
  'Of a registration: holds a place with its deposit not paid yet; deposit paid; all paid; '
  'the hold''s pay_by or the balance''s day passed with something left; all that was paid refunded.';
