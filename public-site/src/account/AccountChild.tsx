// The account's per-child and per-booking parts: a child's details, photo consents and
// collectors, a family's emergency contact, and a booking with Pay, its calendar file and cancelling.
import {
  accountCalendarPath,
  bookingHasCalendar,
  type AccountBooking,
  type AccountChild,
  type AccountError,
  type AccountFamily,
} from '@academy/shared/account.ts';
import { formatDate, formatPrice } from '@academy/shared/format.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import { PARENT_LINK_PATH } from '@academy/shared/registrationPaths.ts';
import { offerTitle } from '@academy/shared/registrationForm.ts';
import { useSite } from '../page/SiteContext.tsx';
import { consentText } from '../registration/regMessages.ts';
import { PayForm } from '../registration/PayForm.tsx';
import { Alert, catalog, Field, Form, missingText, type FormError, type Typed } from './accountForm.tsx';

export function Child({
  child,
  formError,
  typed,
}: {
  child: AccountChild;
  formError: FormError;
  typed: Typed;
}) {
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
export function Photos({ child, error }: { child: AccountChild; error: AccountError | null }) {
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

export function Emergency({
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

export function Booking({
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
      {bookingHasCalendar(booking) && (
        <p>
          <a href={href(accountCalendarPath(booking.registration_id))} download>
            {m.calendar}
          </a>
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
