-- Before camp, part 1: the e-mail that reminds a family of the details an offer still needs
-- (docs/family-accounts.md, "Before camp"). A value added by ALTER TYPE ... ADD VALUE cannot be
-- used in the transaction that adds it, so it has a migration of its own.

alter type public.email_kind add value if not exists 'before_camp_reminder';
