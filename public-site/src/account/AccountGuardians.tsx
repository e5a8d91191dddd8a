import type { AccountError, FamilyOverview } from '@academy/shared/account.ts';
import { formatDate } from '@academy/shared/format.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import { useSite } from '../page/SiteContext.tsx';
import { Alert, catalog, Field, Form, type FormError, type Typed } from './accountForm.tsx';
import { invitedGuardians } from './drawnForms.ts';

/**
 * Guardians: who else has access to the family's account. The guardian who registered the family
 * invites one more by e-mail, and removes their access after ticking a confirmation; the guardian
 * invited only sees who has access (the database refuses them both: `primary_guardian_only`).
 */
export function Guardians({
  overview,
  formError,
  typed,
}: {
  overview: FamilyOverview;
  formError: FormError;
  typed: Typed;
}) {
  const { lang } = useSite();
  const m = catalog(lang);
  const first = overview.families[0]?.email ?? overview.email;
  const invited = invitedGuardians(overview);
  const guardian = invited[0];
  return (
    <section className="account-card" id="account-guardians" aria-labelledby="account-guardians-title">
      <h2 id="account-guardians-title">{m.guardians}</h2>
      <p>{m.guardiansIntro}</p>
      <ul className="account-list">
        <li>{interpolate(m.firstGuardian, { email: first })}</li>
        {invited.map((g) => (
          <li key={g.email}>
            {interpolate(m.secondGuardian, {
              who: g.name ? `${g.name} (${g.email})` : g.email,
              date: formatDate(g.invited_at, lang),
            })}
          </li>
        ))}
      </ul>
      {invited.length === 0 && <p>{m.noSecondGuardian}</p>}
      {!overview.is_first_guardian ? (
        <p>{interpolate(m.onlyFirstGuardian, { email: first })}</p>
      ) : guardian ? (
        <Form action="remove_guardian">
          <Alert error={formError('guardian-remove')} />
          <div className="reg-check">
            <input id="guardian-remove-confirm" type="checkbox" name="confirm_remove" value="1" />
            <label htmlFor="guardian-remove-confirm">
              {interpolate(m.removeConfirm, { email: guardian.email })}
            </label>
          </div>
          <button type="submit" className="button">
            {m.removeGuardian}
          </button>
        </Form>
      ) : (
        <InviteForm error={formError('guardian-invite')} typed={typed} />
      )}
    </section>
  );
}

function InviteForm({ error, typed }: { error: AccountError | null; typed: Typed }) {
  const { lang } = useSite();
  const m = catalog(lang);
  return (
    <Form action="invite_guardian">
      <h3>{m.inviteHeading}</h3>
      <p>{m.inviteText}</p>
      <Alert error={error} />
      <Field
        id="guardian-email"
        name="guardian_email"
        label={m.guardianEmail}
        value={typed('guardian-invite', 'guardian_email', '')}
        type="email"
        autoComplete="off"
        inputMode="email"
      />
      <Field
        id="guardian-name"
        name="guardian_name"
        label={m.guardianName}
        value={typed('guardian-invite', 'guardian_name', '')}
        autoComplete="off"
      />
      <button type="submit" className="button button--primary">
        {m.invite}
      </button>
    </Form>
  );
}
