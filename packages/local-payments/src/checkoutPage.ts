/**
 * The checkout page a session's `url` opens: phone-sized, in the session's language, plain HTML
 * forms that post back (no script), with labels, visible focus and strong contrast.
 */
import { h, Html } from './html.ts';
import { formatEuros, messages, type Messages } from './messages.ts';
import type { PaymentFailureCode } from './cards.ts';
import type { CheckoutSession, LineItem, Locale } from './types.ts';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7}
.banner{background:#fff3cd;color:#4d3800;padding:.5rem 1rem;font-size:.875rem;text-align:center;border-bottom:1px solid #d9c27a}
main{max-width:28rem;margin:0 auto;padding:1rem}
.card{background:#fff;border:1px solid #c9ccd1;border-radius:.5rem;padding:1rem;margin-bottom:1rem}
h1{font-size:1.5rem;margin:.25rem 0 1rem}
h2{font-size:1.125rem;margin:0 0 .75rem}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.375rem .25rem;border-bottom:1px solid #e1e3e6;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot th,tfoot td{font-weight:700;border-bottom:0}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{display:block;width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #6b7078;border-radius:.375rem;background:#fff;color:#1a1a1a}
input[aria-invalid=true]{border:2px solid #a4000f}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem;align-items:end}
.hint{font-size:.875rem;color:#454a52;margin:.25rem 0 0}
button{display:block;width:100%;margin-top:1rem;font:inherit;font-weight:700;padding:.75rem;border-radius:.375rem;border:2px solid #0a3d8f;background:#0a3d8f;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0a3d8f}
.bizum button{background:#00656b;border-color:#00656b}
a{color:#0a3d8f}
:focus-visible{outline:3px solid #c15700;outline-offset:2px}
.error{border:2px solid #a4000f;background:#fff5f5;color:#7a000b;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
.error h2{margin:0 0 .25rem;font-size:1rem}
.fixed{margin:.25rem 0 0}
`;

function layout(locale: Locale, title: string, body: Html): string {
  const t = messages[locale];
  return h`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new Html(STYLE)}</style>
</head>
<body>
<header class="banner"><p>${t.testMode}</p></header>
<main>
${body}
</main>
</body>
</html>`.value;
}

/** What the payer typed, shown again after a failed attempt (never the card number). */
export interface Typed {
  email?: string;
  name?: string;
  exp?: string;
  cvc?: string;
  phone?: string;
  bizumEmail?: string;
}

export interface Failure {
  code: PaymentFailureCode;
  /** Which form it came from. */
  form: 'card' | 'bizum';
}

const FIELD_OF: Partial<Record<PaymentFailureCode, string>> = {
  invalid_number: 'number',
  invalid_expiry_month: 'exp',
  invalid_expiry_year: 'exp',
  expired_card: 'exp',
  invalid_cvc: 'cvc',
  invalid_phone: 'phone',
};

function field(options: {
  id: string;
  name: string;
  label: string;
  type?: string;
  value?: string;
  autocomplete: string;
  inputmode?: string;
  hint?: string;
  required?: boolean;
  invalid: boolean;
}): Html {
  const describedBy = [options.hint ? `${options.id}-hint` : '', options.invalid ? 'payment-error' : '']
    .filter(Boolean)
    .join(' ');
  return h`<div>
<label for="${options.id}">${options.label}</label>
<input id="${options.id}" name="${options.name}" type="${options.type ?? 'text'}" value="${options.value ?? ''}" autocomplete="${options.autocomplete}"${options.inputmode ? h` inputmode="${options.inputmode}"` : ''}${options.required === false ? '' : h` required`}${options.invalid ? h` aria-invalid="true"` : ''}${describedBy ? h` aria-describedby="${describedBy}"` : ''}>
${options.hint ? h`<p class="hint" id="${options.id}-hint">${options.hint}</p>` : ''}
</div>`;
}

function summary(session: CheckoutSession, items: LineItem[], locale: Locale, t: Messages): Html {
  return h`<section class="card" aria-labelledby="summary-title">
<h2 id="summary-title">${t.orderSummary}</h2>
<table>
<thead><tr><th scope="col">${t.item}</th><th scope="col" class="num">${t.quantity}</th><th scope="col" class="num">${t.colAmount}</th></tr></thead>
<tbody>
${items.map((item) => h`<tr><td>${item.description}</td><td class="num">${item.quantity}</td><td class="num">${formatEuros(item.amount_total, locale)}</td></tr>`)}
</tbody>
<tfoot><tr><th scope="row" colspan="2">${t.total}</th><td class="num">${formatEuros(session.amount_total, locale)}</td></tr></tfoot>
</table>
</section>`;
}

export function checkoutPage(
  session: CheckoutSession,
  items: LineItem[],
  locale: Locale,
  typed: Typed = {},
  failure?: Failure,
): string {
  const t = messages[locale];
  const total = formatEuros(session.amount_total, locale);
  const invalidField = failure ? FIELD_OF[failure.code] : undefined;
  const invalid = (name: string, form: Failure['form']) => failure?.form === form && invalidField === name;
  const emailField = (form: Failure['form'], id: string, name: string, value: string | undefined) =>
    session.customer_email
      ? h`<p class="fixed"><strong>${t.email}:</strong> ${session.customer_email}</p>`
      : field({
          id,
          name,
          label: t.email,
          type: 'email',
          value,
          autocomplete: 'email',
          invalid: failure?.form === form && failure.code === 'invalid_email',
        });
  const card = session.payment_method_types.includes('card')
    ? h`<section class="card" aria-labelledby="card-title">
<h2 id="card-title">${t.payWithCard}</h2>
<form method="post" action="/pay/${session.id}/card">
${emailField('card', 'email', 'email', typed.email)}
${field({ id: 'name', name: 'name', label: t.cardholderName, value: typed.name, autocomplete: 'cc-name', required: false, invalid: false })}
${field({ id: 'number', name: 'number', label: t.cardNumber, autocomplete: 'cc-number', inputmode: 'numeric', hint: t.cardNumberHint, invalid: invalid('number', 'card') })}
<div class="row">
${field({ id: 'exp', name: 'exp', label: t.expiry, value: typed.exp, autocomplete: 'cc-exp', invalid: invalid('exp', 'card') })}
${field({ id: 'cvc', name: 'cvc', label: t.cvc, value: typed.cvc, autocomplete: 'cc-csc', inputmode: 'numeric', invalid: invalid('cvc', 'card') })}
</div>
<button type="submit">${t.pay} ${total}</button>
</form>
</section>`
    : '';
  const bizum = session.payment_method_types.includes('bizum')
    ? h`<section class="card bizum" aria-labelledby="bizum-title">
<h2 id="bizum-title">${card ? t.orPayWithBizum : t.payWithBizum}</h2>
<form method="post" action="/pay/${session.id}/bizum">
${emailField('bizum', 'bizum-email', 'email', typed.bizumEmail)}
${field({ id: 'phone', name: 'phone', label: t.phone, type: 'tel', value: typed.phone, autocomplete: 'tel', hint: t.phoneHint, invalid: invalid('phone', 'bizum') })}
<button type="submit">${t.payWithBizum} ${total}</button>
</form>
</section>`
    : '';
  const error = failure
    ? h`<div class="error" role="alert" id="payment-error"><h2>${t.errorTitle}</h2><p>${t.failures[failure.code]}</p></div>`
    : '';
  const body = h`<h1>${t.pageTitle} ${total}</h1>
${error}
${summary(session, items, locale, t)}
${card}
${bizum}
${session.cancel_url ? h`<p><a href="${session.cancel_url}">← ${t.back}</a></p>` : ''}`;
  return layout(locale, `${t.pageTitle} ${total}`, body);
}

/** A session that can no longer be paid: complete (with a way on) or expired (with a way back). */
export function closedPage(session: CheckoutSession, locale: Locale, successUrl: string | null): string {
  const t = messages[locale];
  const complete = session.status === 'complete';
  const title = complete ? t.completeTitle : t.expiredTitle;
  const link = complete
    ? successUrl && h`<p><a href="${successUrl}">${t.continue}</a></p>`
    : session.cancel_url && h`<p><a href="${session.cancel_url}">← ${t.back}</a></p>`;
  return layout(
    locale,
    title,
    h`<h1>${title}</h1><p>${complete ? t.completeText : t.expiredText}</p>${link || ''}`,
  );
}

export function notFoundPage(locale: Locale): string {
  const t = messages[locale];
  return layout(locale, t.notFoundTitle, h`<h1>${t.notFoundTitle}</h1><p>${t.notFoundText}</p>`);
}

/** The bank's authentication step of the card that asks for it: the payer picks the outcome. */
export function authenticationPage(
  session: CheckoutSession,
  locale: Locale,
  token: string | undefined,
): string {
  const t = messages[locale];
  if (!token)
    return layout(
      locale,
      t.authTitle,
      h`<h1>${t.authTitle}</h1><p>${t.authNotFound}</p><p><a href="/pay/${session.id}">← ${t.back}</a></p>`,
    );
  const action = `/pay/${session.id}/authenticate/${token}`;
  return layout(
    locale,
    t.authTitle,
    h`<h1>${t.authTitle}</h1>
<section class="card" aria-labelledby="auth-amount">
<h2 id="auth-amount">${formatEuros(session.amount_total, locale)}</h2>
<p>${t.authText}</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="complete"><button type="submit">${t.authComplete}</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button type="submit" class="secondary">${t.authFail}</button></form>
</section>`,
  );
}
