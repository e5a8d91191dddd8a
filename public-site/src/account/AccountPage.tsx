import {
  ACCOUNT_DATA_PATH,
  type AccountChild,
  type AccountError,
  type AccountPageState,
  type FamilyOverview,
} from '@academy/shared/account.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import { REGISTRATION_PATH } from '@academy/shared/registrationPaths.ts';
import { offerTitle } from '@academy/shared/registrationForm.ts';
import { useSite } from '../page/SiteContext.tsx';
import { FormPageFrame, useFormPageState } from '../registration/FormPageFrame.tsx';
import './account.css';
import { Alert, catalog, Field, Form, missingText } from './accountForm.tsx';
import { Booking, Child, Emergency } from './AccountChild.tsx';
import { Guardians } from './AccountGuardians.tsx';
import { drawnForms } from './drawnForms.ts';

type SignedIn = Extract<AccountPageState, { step: 'signed-in' }>;

/**
 * The family's account (`/account`): signing in by an e-mailed code, then the children (allergies
 * and medication, who may collect them), the emergency contact and the bookings. Every form posts
 * to the site server, which answers this page again: it works without script.
 */
export default function AccountPage() {
  const { lang } = useSite();
  const m = catalog(lang);
  const state = useFormPageState();
  if (state?.kind !== 'account')
    return (
      <FormPageFrame title={m.title} aboutOneFamily>
        {null}
      </FormPageFrame>
    );
  return (
    <FormPageFrame title={m.title} aboutOneFamily>
      {state.done && (
        <p className="reg-done" role="status">
          {m.done[state.done]}
        </p>
      )}
      {state.step === 'signed-in' ? (
        <Account state={state} />
      ) : state.step === 'code' ? (
        <CodeStep email={state.email} error={state.error} />
      ) : (
        <EmailStep email={state.email} error={state.error} />
      )}
    </FormPageFrame>
  );
}

function EmailStep({ email, error }: { email: string; error: AccountError | null }) {
  const { lang } = useSite();
  const m = catalog(lang);
  return (
    <>
      <h2>{m.signInHeading}</h2>
      <p>{m.signInIntro}</p>
      <Alert error={error} />
      <Form action="send">
        <Field
          id="account-email"
          name="email"
          label={m.email}
          value={email}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <button type="submit" className="button button--primary">
          {m.sendCode}
        </button>
      </Form>
    </>
  );
}

function CodeStep({ email, error }: { email: string; error: AccountError | null }) {
  const { lang } = useSite();
  const m = catalog(lang);
  return (
    <>
      <h2>{m.codeHeading}</h2>
      <p>{interpolate(m.codeSent, { email })}</p>
      <Alert error={error} />
      <Form action="verify">
        <input type="hidden" name="email" value={email} />
        <Field
          id="account-code"
          name="code"
          label={m.code}
          value=""
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <button type="submit" className="button button--primary">
          {m.signIn}
        </button>
      </Form>
      <Form action="send" className="account-inline">
        <input type="hidden" name="email" value={email} />
        <button type="submit" className="text-button">
          {m.sendAgain}
        </button>
      </Form>
      <Form action="restart" className="account-inline">
        <button type="submit" className="text-button">
          {m.otherAddress}
        </button>
      </Form>
    </>
  );
}

function Account({ state }: { state: SignedIn }) {
  const { lang } = useSite();
  const m = catalog(lang);
  const { overview } = state;
  const formError = (name: string) => (state.form?.name === name ? state.error : null);
  const typed = (name: string, field: string, fallback: string | null) =>
    state.form?.name === name ? (state.form.values[field] ?? '') : (fallback ?? '');
  // The forms drawn on this page, each showing its own refusal; any other refusal (a form about
  // something that is not on the page: another family's child, a guardian already removed in
  // another tab, a form only the first guardian has) is shown at the top.
  const forms = drawnForms(overview);
  const otherError = state.error && !(state.form && forms.has(state.form.name)) ? state.error : null;
  return (
    <>
      <p>{interpolate(m.signedInAs, { email: overview.email })}</p>
      <Form action="sign_out" className="account-inline">
        <button type="submit" className="button">
          {m.signOut}
        </button>
      </Form>
      <Alert error={otherError} />
      {overview.families.length === 0 && <p>{m.noFamily}</p>}
      <BeforeCamp children={overview.children} />
      {overview.children.length > 0 && (
        <section aria-labelledby="account-children">
          <h2 id="account-children">{m.myChildren}</h2>
          {overview.children.map((child) => (
            <Child key={child.id} child={child} formError={formError} typed={typed} />
          ))}
        </section>
      )}
      {overview.families.map((family) => (
        <Emergency key={family.id} family={family} formError={formError} typed={typed} />
      ))}
      {overview.children.length > 0 && (
        <section aria-labelledby="account-bookings">
          <h2 id="account-bookings">{m.bookings}</h2>
          {overview.children.every((c) => c.bookings.length === 0) && <p>{m.noBookings}</p>}
          {overview.children.flatMap((child) =>
            child.bookings.map((booking) => (
              <Booking
                key={booking.registration_id}
                child={child}
                booking={booking}
                error={formError(`cancel-${booking.registration_id}`)}
              />
            )),
          )}
        </section>
      )}
      {overview.families.length > 0 && <Guardians overview={overview} formError={formError} typed={typed} />}
      {overview.families.length > 0 && <BookAgainAndData overview={overview} error={formError('erasure')} />}
    </>
  );
}

/** Before camp: every booking that still misses a required detail, leading to the child's forms. */
function BeforeCamp({ children }: { children: AccountChild[] }) {
  const { lang } = useSite();
  const m = catalog(lang);
  const pending = children.flatMap((child) =>
    child.bookings.filter((b) => b.before_camp.ready === false).map((booking) => ({ child, booking })),
  );
  if (pending.length === 0) return null;
  return (
    <section className="account-card" aria-labelledby="account-before-camp">
      <h2 id="account-before-camp">{m.beforeCamp}</h2>
      <p>{m.beforeCampIntro}</p>
      <ul className="account-list">
        {pending.map(({ child, booking }) => (
          <li key={booking.registration_id}>
            <a href={`#child-${child.id}`}>
              {child.name}: {offerTitle(booking.offer, lang)}
            </a>{' '}
            {missingText(lang, booking)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Book again (the registration form filled from the account) and My data: the download, and the
 * erasure request (the first guardian's, after a confirmation; staff confirm it with the family).
 */
function BookAgainAndData({ overview, error }: { overview: FamilyOverview; error: AccountError | null }) {
  const { lang, href } = useSite();
  const m = catalog(lang);
  return (
    <>
      <section className="account-card" aria-labelledby="account-book-again">
        <h2 id="account-book-again">{m.bookAgain}</h2>
        <p>{m.bookAgainText}</p>
        <p>
          <a className="button button--primary" href={`${href(REGISTRATION_PATH)}?from=account`}>
            {m.bookAgainLink}
          </a>
        </p>
      </section>
      <section className="account-card" id="account-data" aria-labelledby="account-data-title">
        <h2 id="account-data-title">{m.myData}</h2>
        <p>{m.myDataText}</p>
        <p>
          <a className="button" href={href(ACCOUNT_DATA_PATH)} download>
            {m.download}
          </a>
        </p>
        <p>{m.erasureText}</p>
        {overview.is_first_guardian ? (
          <Form action="request_erasure">
            <Alert error={error} />
            <div className="reg-check">
              <input id="erasure-confirm" type="checkbox" name="confirm_erasure" value="1" />
              <label htmlFor="erasure-confirm">{m.erasureConfirm}</label>
            </div>
            <button type="submit" className="button">
              {m.erasureButton}
            </button>
          </Form>
        ) : (
          <p>{interpolate(m.erasureFirstOnly, { email: overview.families[0]?.email ?? '' })}</p>
        )}
      </section>
    </>
  );
}
