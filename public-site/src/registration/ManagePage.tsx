import { useSite } from '../page/SiteContext.tsx';
import type { SiteMessageKey } from '../i18n/messages.ts';
import { ACADEMY_TIME_ZONE } from '@academy/shared/constants.ts';
import { formatDateTime } from '@academy/shared/format.ts';
import { priceLine } from '@academy/shared/registrationAmounts.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import { PARENT_LINK_PATH, type ParentLinkAction } from '@academy/shared/registrationRules.ts';
import { offerTitle, type FieldError, type ParentLinkInfo } from '@academy/shared/registrationForm.ts';
import { CheckboxField } from './FormFields.tsx';
import { FormPageFrame, useFormPageState } from './FormPageFrame.tsx';
import { errorText, registrationCatalog } from './regMessages.ts';
import { useRegistration } from './useRegistration.ts';
import { PayForm } from './PayForm.tsx';
import { usePaymentTexts } from './usePaymentTexts.ts';

const DONE: Record<ParentLinkAction, SiteMessageKey> = {
  cancel: 'regManageDoneCancel',
  withdraw_photos: 'regManageDoneWithdraw',
  accept_place: 'regManageDoneAccept',
};

/** The parents' link: a registration's state, and what the parent may still do with it. */
export default function ManagePage() {
  const { t, lang } = useSite();
  const state = useFormPageState();
  // As the loader wrote it (see RegistrationVisit.formatted).
  const written = useRegistration().formatted;
  if (state?.kind !== 'manage' || !state.link)
    return (
      <FormPageFrame title={t('regManageTitle')} aboutOneFamily>
        <p role="alert">
          {errorText(
            lang,
            state?.kind === 'manage' && state.error ? state.error : { key: 'errors.link_invalid' },
          )}
        </p>
      </FormPageFrame>
    );
  const { link, token, error, done } = state;
  const catalog = registrationCatalog(lang);
  const status =
    link.status === 'waiting' && link.waiting_position
      ? interpolate(catalog.waitingPosition, { position: link.waiting_position })
      : (catalog.status[link.status as keyof typeof catalog.status] ?? link.status);
  const holdsOrOffered = link.status !== 'waiting' && link.status !== 'cancelled';
  const nothing = !link.can_cancel && !link.can_accept_place && !link.can_withdraw_photos;
  return (
    <FormPageFrame title={t('regManageTitle')} aboutOneFamily>
      {state.paymentCancelled && <PaymentCancelledNotice />}
      {done && done in DONE && (
        <p className="reg-done" role="status">
          {t(DONE[done as ParentLinkAction])}
        </p>
      )}
      <dl className="reg-bank">
        <div>
          <dt>{t('regManageChild')}</dt>
          <dd>{link.child_name}</dd>
        </div>
        <div>
          <dt>{t('regManageOffer')}</dt>
          <dd>{offerTitle(link.offer, lang)}</dd>
        </div>
        <div>
          <dt>{t('regManageStatus')}</dt>
          <dd>{status}</dd>
        </div>
      </dl>
      {holdsOrOffered && (
        <p className="reg-manage__price">{written.price ?? priceLine(link.amounts, lang)}</p>
      )}
      {holdsOrOffered && <PaymentBlock token={token} link={link} payable={state.payable === true} />}
      <p>
        {t('regManagePhotos', {
          website: t(link.photos_website ? 'regYes' : 'regNo'),
          social: t(link.photos_social ? 'regYes' : 'regNo'),
        })}
      </p>
      {link.can_accept_place && <ActionForm token={token} action="accept_place" error={error} link={link} />}
      {link.can_withdraw_photos && (
        <ActionForm token={token} action="withdraw_photos" error={error} link={link} />
      )}
      {link.can_cancel && <ActionForm token={token} action="cancel" error={error} link={link} />}
      {nothing && <p>{t('regManageNothing')}</p>}
    </FormPageFrame>
  );
}

const TEXTS = {
  cancel: ['regManageCancelHeading', null, 'regManageCancelConfirm', 'regManageCancelButton'],
  withdraw_photos: [
    'regManageWithdrawHeading',
    'regManageWithdrawText',
    'regManageWithdrawConfirm',
    'regManageWithdrawButton',
  ],
  accept_place: [
    'regManageAcceptHeading',
    'regManageAcceptText',
    'regManageAcceptConfirm',
    'regManageAcceptButton',
  ],
} as const satisfies Record<
  ParentLinkAction,
  readonly [SiteMessageKey, SiteMessageKey | null, SiteMessageKey, SiteMessageKey]
>;

/** One action as a form: a box to tick to confirm it, and its button. */
function ActionForm({
  token,
  action,
  error,
  link,
}: {
  token: string;
  action: ParentLinkAction;
  error: FieldError | null;
  link: ParentLinkInfo;
}) {
  const { t, lang, href } = useSite();
  const [heading, text, confirm, button] = TEXTS[action];
  // As the loader wrote it (see RegistrationVisit.formatted).
  const written = useRegistration().formatted.holdExpires;
  const confirmError = error?.key === `confirm.${action}` ? { key: 'confirm' } : undefined;
  return (
    <form className="reg-group reg-action" method="post" action={href(PARENT_LINK_PATH)} noValidate>
      <h2>{t(heading)}</h2>
      {text && (
        <p>
          {t(text, {
            date: written ?? formatDateTime(link.hold_expires_at, lang, { timeZone: ACADEMY_TIME_ZONE }),
          })}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="action" value={action} />
      <CheckboxField
        name={`confirm_${action}`}
        checked={false}
        error={confirmError}
        message={t('regManageConfirmRequired')}
      >
        {t(confirm)}
      </CheckboxField>
      <button type="submit" className="button button--primary">
        {t(button)}
      </button>
    </form>
  );
}

/** The family came back from the payment page without paying. */
function PaymentCancelledNotice() {
  const { lang } = useSite();
  const texts = usePaymentTexts(useFormPageState());
  const m = registrationCatalog(lang).payment;
  return (
    <p className="reg-done" role="status">
      {texts.heldUntil ? interpolate(m.cancelledNotice, { time: texts.heldUntil }) : m.cancelledNoticeNoTime}
    </p>
  );
}

/**
 * What is paid and due for the place, Pay when the link allows it, and the refund policy: shown
 * only while the academy takes payments online. Otherwise the family pays as the academy tells
 * it (the answer page's transfer details, which the parents' link does not carry), and the price
 * line above says what the place costs.
 */
function PaymentBlock({ token, link, payable }: { token: string; link: ParentLinkInfo; payable: boolean }) {
  const { lang } = useSite();
  const texts = usePaymentTexts(useFormPageState());
  const m = registrationCatalog(lang).payment;
  const due = (link.amount_due_now ?? 0) > 0 && texts.dueNow;
  if (link.online_payments !== true) return null;
  if (texts.paid === undefined && !due && !payable && !texts.refundUntil) return null;
  return (
    <section className="reg-group reg-action" aria-labelledby="reg-manage-pay">
      <h2 id="reg-manage-pay">{m.heading}</h2>
      {texts.paid !== undefined && <p>{interpolate(m.paid, { amount: texts.paid })}</p>}
      {due && (
        <p className="reg-due">
          {texts.heldUntil
            ? interpolate(m.dueBy, { amount: due, time: texts.heldUntil })
            : interpolate(m.dueNow, { amount: due })}
        </p>
      )}
      {payable && due && (
        <PayForm fields={{ token }} label={interpolate(m.payNow, { amount: due })}>
          <p>{m.secure}</p>
        </PayForm>
      )}
      {link.can_cancel && texts.refundUntil && (
        <p>{interpolate(m.refundPolicy, { date: texts.refundUntil })}</p>
      )}
    </section>
  );
}
