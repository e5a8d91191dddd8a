import { useSite } from '../page/SiteContext.tsx';
import { formatPrice } from '@academy/shared/format.ts';
import { priceLine } from '@academy/shared/registrationAmounts.ts';
import type { AnswerSummary } from '@academy/shared/registrationForm.ts';
import { PLACE_HOLDING_STATUSES } from '@academy/shared/registrationRules.ts';
import { FormPageFrame, useFormPageState } from './FormPageFrame.tsx';
import { registrationCatalog } from './regMessages.ts';
import { useRegistration } from './useRegistration.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import { PayForm } from './PayForm.tsx';
import { usePaymentTexts } from './usePaymentTexts.ts';

/** The answer to a registration: per child and offer a place or a waiting position, and what to pay. */
export default function AnswerPage() {
  const { t } = useSite();
  const state = useFormPageState();
  const summary = state?.kind === 'answer' ? state.summary : null;
  if (!summary)
    return (
      <FormPageFrame title={t('regAnswerMissingTitle')} aboutOneFamily>
        <p>{t('regAnswerMissing')}</p>
      </FormPageFrame>
    );
  const cancelled = state?.kind === 'answer' && state.paymentCancelled === true;
  return (
    <FormPageFrame title={t('regAnswerTitle')} aboutOneFamily>
      {cancelled && <PaymentCancelled />}
      <p>{t('regAnswerIntro')}</p>
      <AnswerItems summary={summary} />
      <Payment summary={summary} />
    </FormPageFrame>
  );
}

/** The family came back from the payment page without paying: the place is still held. */
function PaymentCancelled() {
  const { lang } = useSite();
  const texts = usePaymentTexts(useFormPageState());
  const m = registrationCatalog(lang).payment;
  return (
    <p className="reg-done" role="status">
      {texts.heldUntil ? interpolate(m.cancelledNotice, { time: texts.heldUntil }) : m.cancelledNoticeNoTime}
    </p>
  );
}

/** Pay online: the total due now (the deposit, or the balance once it is paid), the hold's end, and the button. */
function PayOnline({ summary, dueNow }: { summary: AnswerSummary; dueNow: string }) {
  const { lang } = useSite();
  const texts = usePaymentTexts(useFormPageState());
  const m = registrationCatalog(lang).payment;
  const pay = summary.pay;
  if (!pay) return null;
  const places = summary.answer.items.filter((item) => item.status === 'new').length;
  return (
    <PayForm
      fields={{ submission_id: String(summary.answer.submission_id), idempotency_key: pay.idempotency_key }}
      label={interpolate(summary.answer.payment.paid ? m.payNow : m.payDeposit, { amount: dueNow })}
    >
      {texts.heldUntil && (
        <p className="reg-due">
          {interpolate(places > 1 ? m.heldUntil : m.heldUntilOne, { time: texts.heldUntil })}
        </p>
      )}
      <p>{m.secure}</p>
    </PayForm>
  );
}

/** The statuses of a place the family holds: each shows what it costs. */
const HELD: ReadonlySet<string> = new Set(PLACE_HOLDING_STATUSES);

function AnswerItems({ summary }: { summary: AnswerSummary }) {
  const { lang } = useSite();
  const catalog = registrationCatalog(lang);
  // As the loader wrote them (see RegistrationVisit.formatted).
  const prices = useRegistration().formatted.prices;
  return (
    <ul className="reg-answer">
      {summary.answer.items.map((item) => (
        <li key={item.registration_id} className="reg-answer__item">
          <strong>{item.child_name}</strong> · {summary.offers[item.offer_id] ?? `#${item.offer_id}`}
          <br />
          <span className={`reg-status reg-status--${item.status}`}>
            {item.status === 'waiting'
              ? interpolate(catalog.waitingPosition, { position: item.waiting_position ?? '' })
              : catalog.status[item.status]}
          </span>
          {HELD.has(item.status) && (
            <>
              <br />
              <span className="reg-answer__price">
                {prices?.[item.registration_id] ?? priceLine(item, lang)}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function Payment({ summary }: { summary: AnswerSummary }) {
  const { lang, t } = useSite();
  const { payment } = summary.answer;
  // As the loader wrote them (see RegistrationVisit.formatted).
  const written = useRegistration().formatted;
  const dueNow = written.dueNow ?? formatPrice(payment.due_now, lang);
  const total = written.total ?? formatPrice(payment.total, lang);
  const paid = payment.paid ? (written.paid ?? formatPrice(payment.paid, lang)) : null;
  const waiting = summary.answer.items.some((item) => item.status === 'waiting');
  const instructions = payment[`instructions_${lang}`] || payment.instructions_en;
  const pay = payment.due_now > 0 ? summary.pay : null;
  const m = registrationCatalog(lang).payment;
  const rows = [
    ['regAnswerHolder', payment.bank_account_holder],
    ['regAnswerIban', payment.bank_iban],
    ['regAnswerBic', payment.bank_bic],
    ['regAnswerBizum', payment.bizum_phone],
  ] as const;
  return (
    <section aria-labelledby="reg-pay-heading">
      <h2 id="reg-pay-heading">{t('regAnswerPayHeading')}</h2>
      {paid && <p className="reg-answer__paid">{interpolate(m.paid, { amount: paid })}</p>}
      {payment.due_now > 0 ? (
        <>
          <p className="reg-due">{t('regAnswerDueNow', { amount: dueNow })}</p>
          <p>{t('regAnswerTotal', { amount: total })}</p>
          {pay && <PayOnline summary={summary} dueNow={dueNow} />}
          {(!pay || pay.transfer_allowed) && (
            <>
              {pay && <h3>{m.transferInstead}</h3>}
              <p>{t('regAnswerReference', { reference: payment.reference })}</p>
              <dl className="reg-bank">
                {rows.map(([label, value]) =>
                  value ? (
                    <div key={label}>
                      <dt>{t(label)}</dt>
                      <dd>{value}</dd>
                    </div>
                  ) : null,
                )}
              </dl>
              {instructions && <p>{instructions}</p>}
            </>
          )}
        </>
      ) : paid && summary.answer.items.some((item) => HELD.has(item.status)) ? (
        <p>{t('regAnswerAllPaid')}</p>
      ) : waiting ? (
        <p>{t('regAnswerNothingDue')}</p>
      ) : (
        <p>{registrationCatalog(lang).errors.nothing_to_pay}</p>
      )}
    </section>
  );
}
