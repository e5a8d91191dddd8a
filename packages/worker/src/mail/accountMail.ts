// The e-mails a family's account sends beside its registrations: the invitation of a second
// guardian (who invited them, what the account is, and a button to the account's sign-in page in
// the family's language, where they sign in with a code sent to this very address), and the
// family's erasure request to the academy (who asks, for staff to confirm it).
import { ACCOUNT_PATH } from '@academy/shared/account.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import { languagePrefix, type Lang } from '@academy/shared/languages.ts';
import type { Block } from './blocks.ts';
import type { Catalog, RenderOptions } from './items.ts';
import type { ErasureMailPayload, GuardianMailPayload } from './payload.ts';
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

export function erasureParts(p: ErasureMailPayload, t: Catalog): Parts {
  const n = t.erasure_requested;
  const f = p.family;
  return {
    subject: interpolate(n.subject, { name: f.parent_name }),
    blocks: [
      { type: 'paragraph', text: n.intro },
      {
        type: 'lines',
        lines: [
          interpolate(n.name, { name: f.parent_name }),
          interpolate(n.email, { email: f.email }),
          ...(f.phone ? [interpolate(n.phone, { phone: f.phone })] : []),
          interpolate(n.families, { ids: p.family_ids.map((id) => `#${id}`).join(', ') }),
        ],
      },
    ],
    calendar: [],
  };
}
