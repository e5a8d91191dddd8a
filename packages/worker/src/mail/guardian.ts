// The e-mail that tells a second guardian they were invited to a family's account: who invited
// them, what the account is, and a button to the account's sign-in page in the family's language,
// where they sign in with a code sent to this very address.
import { ACCOUNT_PATH } from '@academy/shared/account.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import { languagePrefix, type Lang } from '@academy/shared/languages.ts';
import type { Block } from './blocks.ts';
import type { Catalog, RenderOptions } from './items.ts';
import type { GuardianMailPayload } from './payload.ts';
import type { Parts } from './payments.ts';

export function guardianParts(p: GuardianMailPayload, lang: Lang, t: Catalog, opts: RenderOptions): Parts {
  const n = t.guardian_invited;
  const values = { inviter: p.invitation.invited_by, academy: t.academyName, email: p.invitation.email };
  const href = `${opts.siteUrl.replace(/\/+$/, '')}${languagePrefix(lang)}${ACCOUNT_PATH}`;
  const blocks: Block[] = [
    {
      type: 'paragraph',
      text: p.invitation.name ? interpolate(t.greeting, { name: p.invitation.name }) : n.greeting,
    },
    { type: 'paragraph', text: interpolate(n.intro, values) },
    { type: 'paragraph', text: interpolate(n.signIn, values) },
    { type: 'button', href, label: n.button },
    { type: 'paragraph', text: interpolate(n.notExpected, values) },
  ];
  return { subject: interpolate(n.subject, values), blocks, calendar: [] };
}
