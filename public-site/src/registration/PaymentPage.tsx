import { useSite } from '../page/SiteContext.tsx';
import { interpolate } from '@academy/shared/i18n/index.ts';
import {
  PAYMENT_RETURN_REFRESH_SECONDS,
  PAYMENT_RETURN_REFRESHES,
  type PaymentPageState,
} from '@academy/shared/paymentPages.ts';
import { REGISTRATION_PAID_PATH } from '@academy/shared/registrationPaths.ts';
import { FormPageFrame, useFormPageState } from './FormPageFrame.tsx';
import { PayForm } from './PayForm.tsx';
import { registrationCatalog } from './regMessages.ts';
import { usePaymentTexts } from './usePaymentTexts.ts';

type Paid = Extract<PaymentPageState, { kind: 'paid' }>;
type Refused = Extract<PaymentPageState, { kind: 'payment_refused' }>;

/**
 * The pages around a payment: where the family returns from the payment page (received,
 * being confirmed, not completed, unknown), and Pay's refusals. Never indexed.
 */
export default function PaymentPage() {
  const state = useFormPageState();
  if (state?.kind === 'payment_refused') return <RefusedPayment state={state} />;
  return <ReturnPage state={state?.kind === 'paid' ? state : null} />;
}

function ReturnPage({ state }: { state: Paid | null }) {
  const { lang, href } = useSite();
  const texts = usePaymentTexts(state);
  const m = registrationCatalog(lang).payment;
  const checkout = state?.checkout;
  if (!state || !checkout)
    return (
      <FormPageFrame title={m.notFoundTitle} aboutOneFamily>
        <p>{m.notFoundText}</p>
      </FormPageFrame>
    );
  if (checkout.status === 'complete' || checkout.paid)
    return (
      <FormPageFrame title={m.paidTitle} aboutOneFamily>
        <p className="reg-done" role="status">
          {interpolate(m.paidText, { amount: texts.total ?? '' })}
        </p>
        <ul className="reg-answer">
          {checkout.items.map((item, index) => (
            <li key={index} className="reg-answer__item">
              {item.name}: <strong>{texts.items?.[index] ?? ''}</strong>
            </li>
          ))}
        </ul>
        <p>{m.paidReceipt}</p>
      </FormPageFrame>
    );
  if (checkout.status === 'expired')
    return (
      <FormPageFrame title={m.expiredTitle} aboutOneFamily>
        <p>{m.expiredText}</p>
        {state.back && (
          <p>
            {/* A path of this site, as the site server checked it. */}
            <a className="button button--primary" href={state.back}>
              {m.back}
            </a>
          </p>
        )}
      </FormPageFrame>
    );
  // Open: the provider's event has not arrived yet. The page asks again by itself, without
  // script, for about a minute; after that the e-mail confirms it.
  const waiting = state.refresh < PAYMENT_RETURN_REFRESHES;
  const again = `${REGISTRATION_PAID_PATH}?${new URLSearchParams({
    session_id: state.sessionId,
    n: String(state.refresh + 1),
    ...(state.back ? { back: state.back } : {}),
  })}`;
  return (
    <FormPageFrame title={m.confirmingTitle} aboutOneFamily>
      {waiting && (
        <meta httpEquiv="refresh" content={`${PAYMENT_RETURN_REFRESH_SECONDS}; url=${href(again)}`} />
      )}
      <p role="status">{waiting ? m.confirmingText : m.confirmingLate}</p>
      <p>
        <a className="button" href={href(again)}>
          {m.checkNow}
        </a>
      </p>
    </FormPageFrame>
  );
}

function RefusedPayment({ state }: { state: Refused }) {
  const { lang } = useSite();
  const texts = usePaymentTexts(state);
  const m = registrationCatalog(lang).payment;
  const message =
    state.code === 'unreachable' && texts.heldUntil
      ? interpolate(m.refused.unreachableUntil, { time: texts.heldUntil })
      : m.refused[state.code];
  return (
    <FormPageFrame title={m.refusedTitle} aboutOneFamily>
      <p role="alert">{message}</p>
      {state.retry && <PayForm fields={state.retry} label={m.tryAgain} />}
      {state.back && (
        <p>
          {/* The site server wrote it with the page's language prefix. */}
          <a href={state.back}>{m.back}</a>
        </p>
      )}
    </FormPageFrame>
  );
}
