import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Constants } from '@academy/shared/database.types.ts';
import { languagePrefix, splitLanguagePath, type Lang } from '@academy/shared/languages.ts';
import { registrationFormSchema } from '@academy/shared/registration.ts';
import { PAYABLE_STATUSES, type CurrentRegistrationAnswer } from '@academy/shared/registrationRules.ts';
import {
  childCount,
  fieldErrors,
  formValuesFromEntries,
  offerTitle,
  registrationInput,
  REGISTRATION_ANSWER_PATH,
  REGISTRATION_PATH,
  valueOf,
  withoutChild,
  type AnswerSummary,
  type FieldError,
  type FormValues,
  type OpenOffer,
} from '@academy/shared/registrationForm.ts';
import { PAYMENT_CANCELLED_PARAMETER, type AnswerPayment } from '@academy/shared/paymentPages.ts';
import type { ApiRefusal } from '../registration/api.ts';
import {
  answerCookie,
  clientAddress,
  formBody,
  fromThisSite,
  readAnswerCookie,
  refusalMessage,
  refusalStatus,
  renderFormPage,
  type AnswerCookie,
  type FormEndpointOptions,
} from '../registration/http.ts';
import { emailChoice } from '../registration/emailChoice.ts';

type Form = { values: FormValues; errors: Record<string, FieldError>; formError: FieldError | null };

/** The refusals after which the form needs a new token (and, for another form, a new key). */
const NEW_TOKEN = new Set(['form_token_invalid', 'form_expired', 'form_token_used', 'submission_changed']);

/** Where a field refused by the database shows its message. */
function refusedField(refusal: ApiRefusal): [string, FieldError] | null {
  const { hint, details } = refusal.error;
  if ((hint === 'submission_invalid' || hint === 'consent_required') && details)
    return [
      details,
      { key: hint === 'consent_required' ? 'fields.consent_required' : 'errors.submission_invalid' },
    ];
  if (hint === 'already_registered' && details) {
    const v = JSON.parse(details) as { child: number };
    return [`children.${v.child}.offer_ids`, { key: 'errors.already_registered' }];
  }
  if (hint === 'birth_year_out_of_range' && details) {
    const v = JSON.parse(details) as { child: number; birth_year: number; min: number; max: number };
    return [
      `children.${v.child}.date_of_birth`,
      { key: 'errors.birth_year_out_of_range', values: { birth_year: v.birth_year, min: v.min, max: v.max } },
    ];
  }
  return null;
}

type CampusChoice = { role: string; type: string };

/** The campus chooser's role and type from the query, when both are valid. */
function campusChoice(url: URL): CampusChoice | null {
  const role = url.searchParams.get('role') ?? '';
  const type = url.searchParams.get('type') ?? '';
  const roles: readonly string[] = Constants.public.Enums.campus_role;
  const types: readonly string[] = Constants.public.Enums.campus_type;
  return roles.includes(role) && types.includes(type) ? { role, type } : null;
}

/**
 * GET and POST of the registration form (`/registration`, `/es/registration`, `/ru/registration`)
 * and GET of its answer page. The form is rendered for each visitor with a fresh form token and
 * idempotency key (never from the page cache). A post is checked with the shared schema, then
 * sent to submit_registration with the visitor's address; a refusal renders the form again with
 * every value kept and the message at its field; an answer goes to the answer page with a 303.
 */
export function registrationEndpoints({
  siteUrl,
  renderer,
  api,
  payments = false,
  prefill,
  answerSecret,
}: FormEndpointOptions & {
  /** The secret that signs the answer cookie (ANSWER_COOKIE_SECRET). */
  answerSecret: string;
}) {
  const secure = siteUrl.startsWith('https:');
  const siteOrigin = new URL(siteUrl).origin;

  async function formPage(c: Context, lang: Lang, form: Form, status: number, campus: CampusChoice | null) {
    const offers = await api.openOffers();
    const path = `${languagePrefix(lang)}${REGISTRATION_PATH}`;
    if (offers.length === 0) return renderFormPage(c, renderer, siteUrl, path, { kind: 'closed' });
    return renderFormPage(c, renderer, siteUrl, path, { kind: 'form', offers, campus, ...form }, status);
  }

  async function freshForm(values: FormValues = {}): Promise<FormValues> {
    return { ...values, idempotency_key: randomUUID(), form_token: await api.formToken('registration') };
  }

  const show = async (c: Context) => {
    const { lang } = splitLanguagePath(new URL(c.req.url).pathname);
    const url = new URL(c.req.url);
    // Book again: a signed-in family's details, from its account.
    const values: FormValues = url.searchParams.get('from') === 'account' && prefill ? await prefill(c) : {};
    const offer = url.searchParams.get('offer');
    if (offer !== null) {
      const offers: OpenOffer[] = await api.openOffers();
      if (!offers.some((o) => String(o.id) === offer && o.is_open))
        return renderFormPage(c, renderer, siteUrl, `${languagePrefix(lang)}${REGISTRATION_PATH}`, {
          kind: 'closed',
        });
      values['children.0.offer_ids'] = [offer];
    }
    return formPage(
      c,
      lang,
      { values: await freshForm(values), errors: {}, formError: null },
      200,
      campusChoice(url),
    );
  };

  const submit = async (c: Context) => {
    if (!fromThisSite(c, siteOrigin))
      return c.json({ error: 'Registrations are sent from this site only.' }, 403);
    const body = await formBody(c);
    if (!body) return c.json({ error: 'Send the registration form as a form.' }, 415);
    const { lang } = splitLanguagePath(new URL(c.req.url).pathname);
    let values = formValuesFromEntries(Object.entries(body));
    const campus = campusChoice(
      new URL(`?role=${String(body.role ?? '')}&type=${String(body.type ?? '')}`, siteUrl),
    );
    const action = typeof body.action === 'string' ? body.action : '';
    if (action === 'add_child') values = { ...values, children: String(childCount(values) + 1) };
    if (action.startsWith('remove_child:')) values = withoutChild(values, Number(action.slice(13)));
    if (action) return formPage(c, lang, { values, errors: {}, formError: null }, 200, campus);

    const mistyped = emailChoice(body, values, 'family.email');
    const parsed = registrationFormSchema.safeParse(registrationInput(values, lang));
    if (!parsed.success) {
      const refused = fieldErrors(parsed.error.issues);
      if (refused.formError) values = await freshForm(values);
      return formPage(
        c,
        lang,
        { values, ...refused, errors: { ...mistyped, ...refused.errors } },
        400,
        campus,
      );
    }
    if (Object.keys(mistyped).length)
      return formPage(c, lang, { values, errors: mistyped, formError: null }, 400, campus);
    const result = await api.submitRegistration(parsed.data, clientAddress(c));
    if (result.ok) return answered(c, lang, result.data, valueOf(values, 'idempotency_key'));
    const field = refusedField(result);
    const hint = result.error.hint ?? '';
    if (NEW_TOKEN.has(hint)) {
      const fresh = await freshForm(values);
      values =
        hint === 'submission_changed' || hint === 'form_token_used'
          ? fresh
          : { ...fresh, idempotency_key: valueOf(values, 'idempotency_key') };
    }
    const form: Form = field
      ? { values, errors: { [field[0]]: field[1] }, formError: null }
      : { values, errors: {}, formError: refusalMessage(result) };
    return formPage(c, lang, form, refusalStatus(result), campus);
  };

  /**
   * Pay on the answer page: offered while the site takes payments, the database offered online
   * payment when the family registered and a place it holds owes something now (its deposit, or
   * its balance once the deposit is paid). The hold's end and whether a transfer is allowed are
   * the database's answer for these registrations.
   */
  function answerPayment(answer: CurrentRegistrationAnswer, idempotencyKey: string): AnswerPayment | null {
    if (
      !payments ||
      answer.payment.online_payments !== true ||
      answer.payment.due_now <= 0 ||
      !answer.items.some((item) => (PAYABLE_STATUSES as readonly string[]).includes(item.status))
    )
      return null;
    const payBy = answer.items
      .filter((item) => item.status === 'new')
      .map((item) => item.pay_by)
      .filter((value): value is string => typeof value === 'string')
      .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
    return {
      idempotency_key: idempotencyKey,
      pay_by: payBy ?? null,
      transfer_allowed: answer.payment.transfer_allowed === true,
    };
  }

  async function answered(c: Context, lang: Lang, answer: CurrentRegistrationAnswer, idempotencyKey: string) {
    const offers = await api.openOffers().catch(() => [] as OpenOffer[]);
    const pay = answerPayment(answer, idempotencyKey);
    const titles = Object.fromEntries(offers.map((offer) => [offer.id, offerTitle(offer, lang)]));
    const summary = {
      answer,
      offers: Object.fromEntries(
        answer.items.map((item) => [item.offer_id, titles[item.offer_id] ?? `#${item.offer_id}`]),
      ),
      pay,
    };
    return c.body(null, 303, {
      location: `${languagePrefix(lang)}${REGISTRATION_ANSWER_PATH}`,
      'set-cookie': answerCookie(summary, secure, answerSecret, idempotencyKey),
      'cache-control': 'no-store',
    });
  }

  /**
   * The answer as the form's places are now (registration_answer(), with the key only the
   * family's browser holds), or the cookie's answer when the database cannot be reached.
   */
  async function currentSummary(cookie: AnswerCookie): Promise<AnswerSummary> {
    const { summary, idempotencyKey } = cookie;
    if (!idempotencyKey) return summary;
    const answer = await api
      .registrationAnswer(summary.answer.submission_id, idempotencyKey)
      .catch((error: unknown) => {
        console.error('[site-server] the answer page shows the answer as given:', error);
        return null;
      });
    if (!answer) return summary;
    return { ...summary, answer, pay: answerPayment(answer, idempotencyKey) };
  }

  const answerPage = async (c: Context) => {
    const { lang } = splitLanguagePath(new URL(c.req.url).pathname);
    const cookie = readAnswerCookie(c.req.header('cookie') ?? '', answerSecret);
    const summary = cookie ? await currentSummary(cookie) : null;
    const cancelled = new URL(c.req.url).searchParams.get(PAYMENT_CANCELLED_PARAMETER) === 'cancelled';
    // Pay is offered only while this server takes payments (a cookie may predate a change).
    const shown = summary?.pay && !payments ? { ...summary, pay: null } : summary;
    return renderFormPage(c, renderer, siteUrl, `${languagePrefix(lang)}${REGISTRATION_ANSWER_PATH}`, {
      kind: 'answer',
      summary: shown,
      ...(cancelled ? { paymentCancelled: true } : {}),
    });
  };

  return { show, submit, answerPage };
}
