-- A plan is billed per month or per hour: exactly one. The site prints the matching
-- suffix ('/ month', '/ hour'); a plan that is neither would show a bare price. New plans are
-- monthly unless told otherwise, as the back office's form starts them.
update public.subscriptions set is_monthly = true where not is_monthly and not is_hourly;
alter table public.subscriptions alter column is_monthly set default true;
alter table public.subscriptions drop constraint subscriptions_billing_check;
alter table public.subscriptions
  add constraint subscriptions_billing_check check (is_monthly <> is_hourly);
