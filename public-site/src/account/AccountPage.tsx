import type { ReactNode } from 'react';
import {
  ACCOUNT_DATA_PATH,
  ACCOUNT_PATH,
  type AccountBooking,
  type AccountChild,
  type AccountError,
  type AccountFamily,
  type AccountPageState,
} from '@academy/shared/account.ts';
import { formatDate, formatPrice } from '@academy/shared/format.ts';
import { accountEn } from '@academy/shared/i18n/account/en.ts';
import { accountEs } from '@academy/shared/i18n/account/es.ts';
import { accountRu } from '@academy/shared/i18n/account/ru.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import type { Lang } from '@academy/shared/languages.ts';
import { PARENT_LINK_PATH, REGISTRATION_PATH } from '@academy/shared/registrationPaths.ts';
import { offerTitle } from '@academy/shared/registrationForm.ts';
import { useSite } from '../page/SiteContext.tsx';
import { FormPageFrame, useFormPageState } from '../registration/FormPageFrame.tsx';
import { consentText } from '../registration/regMessages.ts';
import { PayForm } from '../registration/PayForm.tsx';
import './account.css';

const CATALOGS = { en: accountEn, es: accountEs, ru: accountRu };

function catalog(lang: Lang) {
  return CATALOGS[lang];
}

function errorMessage(lang: Lang, error: AccountError): string {
  return interpolate(catalog(lang).errors[error.key], { seconds: error.seconds ?? 60 });
}

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

function Alert({ error }: { error: AccountError | null }) {
  const { lang } = useSite();
  if (!error) return null;
  return (
    <p className="reg-summary__form account-error" role="alert">
      {errorMessage(lang, error)}
    </p>
  );
}

function Form({ action, children, className }: { action: string; children: ReactNode; className?: string }) {
  const { href } = useSite();
  return (
    <form
      method="post"
      action={href(ACCOUNT_PATH)}
      className={className ?? 'reg-group account-form'}
      noValidate
    >
      <input type="hidden" name="action" value={action} />
      {children}
    </form>
  );
}

function Field({
  name,
  label,
  value,
  type = 'text',
  autoComplete,
  inputMode,
  id,
  multiline = false,
}: {
  name: string;
  label: string;
  value: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  id: string;
  multiline?: boolean;
}) {
  return (
    <div className="reg-field">
      <label className="reg-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea id={id} name={name} defaultValue={value} rows={2} />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
        />
      )}
    </div>
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
  // The forms that show their own refusal; any other refusal (a form about something that is not
  // on the page, such as another family's child) is shown at the top.
  const forms = new Set([
    ...overview.children.flatMap((c) => [
      `medical-${c.id}`,
      `collector-${c.id}`,
      `photos-${c.id}`,
      ...c.bookings.map((b) => `cancel-${b.registration_id}`),
    ]),
    ...overview.families.map((f) => `emergency-${f.id}`),
  ]);
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
      {overview.families.length > 0 && <BookAgainAndData />}
    </>
  );
}

/** The text of what a booking still needs before camp, with its deadline. */
function missingText(lang: Lang, booking: AccountBooking): string {
  const m = catalog(lang);
  const missing = booking.before_camp.missing ?? [];
  if (missing.length === 0) return m.ready;
  return interpolate(booking.before_camp.deadline ? m.missing : m.missingNoDate, {
    date: formatDate(booking.before_camp.deadline, lang, { timeZone: 'UTC' }),
    details: missing.map((d) => m.details[d] ?? d).join(', '),
  });
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

/** Book again (the registration form filled from the account) and My data (download, erasure). */
function BookAgainAndData() {
  const { lang, href, settings } = useSite();
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
      <section className="account-card" aria-labelledby="account-data">
        <h2 id="account-data">{m.myData}</h2>
        <p>{m.myDataText}</p>
        <p>
          <a className="button" href={href(ACCOUNT_DATA_PATH)} download>
            {m.download}
          </a>
        </p>
        <p>{m.erasureText}</p>
        {settings.contact_email && (
          <p>
            <a href={`mailto:${settings.contact_email}?subject=${encodeURIComponent(m.erasureSubject)}`}>
              {m.erasureLink}
            </a>
          </p>
        )}
      </section>
    </>
  );
}

type FormError = (name: string) => AccountError | null;
type Typed = (name: string, field: string, fallback: string | null) => string;

function Child({ child, formError, typed }: { child: AccountChild; formError: FormError; typed: Typed }) {
  const { lang } = useSite();
  const m = catalog(lang);
  const medical = `medical-${child.id}`;
  const collector = `collector-${child.id}`;
  const hasHealthData = Boolean(child.allergies || child.medication);
  return (
    <article className="account-card" id={`child-${child.id}`} aria-labelledby={`child-${child.id}-name`}>
      <h3 id={`child-${child.id}-name`}>{child.name}</h3>
      <p>{interpolate(m.born, { date: formatDate(child.date_of_birth, lang, { timeZone: 'UTC' }) })}</p>
      <Form action="save_medical">
        <h4>{m.medical}</h4>
        <Alert error={formError(medical)} />
        <input type="hidden" name="child_id" value={child.id} />
        <Field
          id={`${medical}-allergies`}
          name="allergies"
          label={m.allergies}
          value={typed(medical, 'allergies', child.allergies)}
          multiline
        />
        <Field
          id={`${medical}-medication`}
          name="medication"
          label={m.medication}
          value={typed(medical, 'medication', child.medication)}
          multiline
        />
        {!hasHealthData && !child.health_data_consent && (
          <div className="reg-check">
            <input
              id={`${medical}-consent`}
              type="checkbox"
              name="health_consent"
              value="1"
              defaultChecked={typed(medical, 'health_consent', '') === '1'}
            />
            <label htmlFor={`${medical}-consent`}>{m.healthConsent}</label>
          </div>
        )}
        <button type="submit" className="button button--primary">
          {m.saveMedical}
        </button>
      </Form>
      <Photos child={child} error={formError(`photos-${child.id}`)} />
      <section className="reg-group" aria-labelledby={`${collector}-heading`}>
        <h4 id={`${collector}-heading`}>{interpolate(m.collectors, { name: child.name })}</h4>
        {child.collectors.length === 0 ? (
          <p>{m.noCollectors}</p>
        ) : (
          <ul className="account-list">
            {child.collectors.map((k) => (
              <li key={k.id}>
                <span>
                  {k.name} ({k.relationship}), <a href={`tel:${k.phone.replace(/[^\d+]/g, '')}`}>{k.phone}</a>
                </span>
                <Form action="remove_collector" className="account-inline">
                  <input type="hidden" name="collector_id" value={k.id} />
                  <button type="submit" className="text-button">
                    {interpolate(m.removeCollector, { name: k.name })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form action="add_collector" className="account-form">
          <Alert error={formError(collector)} />
          <input type="hidden" name="child_id" value={child.id} />
          <Field
            id={`${collector}-name`}
            name="name"
            label={m.collectorName}
            value={typed(collector, 'name', '')}
            autoComplete="off"
          />
          <Field
            id={`${collector}-relationship`}
            name="relationship"
            label={m.collectorRelationship}
            value={typed(collector, 'relationship', '')}
            autoComplete="off"
          />
          <Field
            id={`${collector}-phone`}
            name="phone"
            label={m.collectorPhone}
            value={typed(collector, 'phone', '')}
            type="tel"
            autoComplete="off"
            inputMode="tel"
          />
          <button type="submit" className="button">
            {m.addCollector}
          </button>
        </Form>
      </section>
    </article>
  );
}

/** The two photo consents, in their exact wording; each change is a new consent. */
function Photos({ child, error }: { child: AccountChild; error: AccountError | null }) {
  const { lang } = useSite();
  const m = catalog(lang);
  const name = `photos-${child.id}`;
  return (
    <Form action="save_photos">
      <h4>{m.photos}</h4>
      <Alert error={error} />
      <input type="hidden" name="child_id" value={child.id} />
      {(['photos_website', 'photos_social'] as const).map((kind) => (
        <div className="reg-check" key={kind}>
          <input id={`${name}-${kind}`} type="checkbox" name={kind} value="1" defaultChecked={child[kind]} />
          <label htmlFor={`${name}-${kind}`}>{consentText(lang, kind)}</label>
        </div>
      ))}
      <button type="submit" className="button">
        {m.savePhotos}
      </button>
    </Form>
  );
}

function Emergency({
  family,
  formError,
  typed,
}: {
  family: AccountFamily;
  formError: FormError;
  typed: Typed;
}) {
  const { lang } = useSite();
  const m = catalog(lang);
  const name = `emergency-${family.id}`;
  return (
    <section className="account-card" id={`family-${family.id}`} aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`}>{m.emergency}</h2>
      <Form action="save_emergency">
        <Alert error={formError(name)} />
        <input type="hidden" name="family_id" value={family.id} />
        <Field
          id={`${name}-name`}
          name="emergency_name"
          label={m.emergencyName}
          value={typed(name, 'emergency_name', family.emergency_name)}
          autoComplete="off"
        />
        <Field
          id={`${name}-phone`}
          name="emergency_phone"
          label={m.emergencyPhone}
          value={typed(name, 'emergency_phone', family.emergency_phone)}
          type="tel"
          autoComplete="off"
          inputMode="tel"
        />
        <button type="submit" className="button">
          {m.saveEmergency}
        </button>
      </Form>
    </section>
  );
}

function Booking({
  child,
  booking,
  error,
}: {
  child: AccountChild;
  booking: AccountBooking;
  error: AccountError | null;
}) {
  const { lang, href } = useSite();
  const m = catalog(lang);
  const title = offerTitle(booking.offer, lang);
  const status =
    booking.status === 'waiting' && booking.waiting_position
      ? interpolate(m.waiting, { position: booking.waiting_position })
      : (m.statuses[booking.status] ?? booking.status);
  const due = booking.amount_due_now ?? 0;
  const id = `booking-${booking.registration_id}`;
  return (
    <article className="account-card" id={id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {child.name}: {title}
      </h3>
      <p>
        {m.status}: {status}
      </p>
      {typeof booking.paid === 'number' && booking.paid > 0 && (
        <p>{interpolate(m.paid, { amount: formatPrice(booking.paid, lang) })}</p>
      )}
      {booking.outstanding > 0 && (
        <p>{interpolate(m.due, { amount: formatPrice(booking.outstanding, lang) })}</p>
      )}
      {booking.can_pay && due > 0 && booking.link_token && (
        <PayForm
          fields={{ token: booking.link_token }}
          label={interpolate(m.pay, { amount: formatPrice(due, lang) })}
        />
      )}
      {booking.before_camp.ready !== null && (booking.before_camp.required ?? []).length > 0 && (
        <p>
          <strong>{m.beforeCamp}:</strong> {missingText(lang, booking)}
        </p>
      )}
      {booking.link_token && (
        <p>
          <a href={`${href(PARENT_LINK_PATH)}?token=${encodeURIComponent(booking.link_token)}`}>{m.manage}</a>
        </p>
      )}
      {booking.can_cancel && (
        <Form action="cancel" className="account-form">
          <Alert error={error} />
          <input type="hidden" name="registration_id" value={booking.registration_id} />
          <div className="reg-check">
            <input id={`${id}-confirm`} type="checkbox" name="confirm_cancel" value="1" />
            <label htmlFor={`${id}-confirm`}>
              {interpolate(m.cancelConfirm, { name: child.name, offer: title })}
            </label>
          </div>
          <button type="submit" className="button">
            {m.cancel}
          </button>
        </Form>
      )}
    </article>
  );
}
