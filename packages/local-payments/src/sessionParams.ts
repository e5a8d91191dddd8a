/**
 * A Checkout Session's create request, checked as Stripe checks it (mode, line items in EUR,
 * methods, URLs, e-mail, expiry), made into the session the provider keeps.
 */
import { EMAIL } from './cards.ts';
import { invalidRequest, missingParam } from './errors.ts';
import { newId } from './ids.ts';
import type { Params } from './params.ts';
import type { IntentData } from './store.ts';
import {
  PAYMENT_METHOD_TYPES,
  SESSION_LOCALES,
  type CheckoutSession,
  type LineItem,
  type PaymentMethodType,
} from './types.ts';

const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;
const MIN_AMOUNT = 50;

function httpUrl(value: string, param: string): string {
  let url: URL;
  try {
    url = new URL(value.replaceAll('{CHECKOUT_SESSION_ID}', 'x'));
  } catch {
    throw invalidRequest(`Not a valid URL`, { param, code: 'url_invalid' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalidRequest(`Not a valid URL`, { param, code: 'url_invalid' });
  return value;
}

/**
 * A new Checkout Session from the create request's parameters, checked as Stripe checks them,
 * with its line items and what its PaymentIntent will carry; `url` gives its checkout page.
 */
export function checkoutSessionFrom(
  params: Params,
  now: number,
  url: (id: string) => string,
): { session: CheckoutSession; lineItems: LineItem[]; intentData: IntentData } {
  params.only([
    'mode',
    'line_items',
    'allowed_payment_method_types',
    'excluded_payment_method_types',
    'payment_method_types',
    'success_url',
    'cancel_url',
    'customer_email',
    'client_reference_id',
    'metadata',
    'payment_intent_data',
    'locale',
    'expires_at',
    'expand',
    // Accepted and without effect here: the local page has one look and no address form.
    'submit_type',
    'billing_address_collection',
    'ui_mode',
  ]);
  const mode = params.requiredString('mode');
  if (mode !== 'payment')
    throw invalidRequest(`The local payment provider takes mode "payment" only, not "${mode}".`, {
      param: 'mode',
    });
  params.oneOf('ui_mode', ['hosted']);
  params.oneOf('submit_type', ['auto', 'book', 'donate', 'pay']);
  params.oneOf('billing_address_collection', ['auto', 'required']);
  const id = newId('cs_test_', 58);

  const items = params.objects('line_items');
  if (!items || items.length === 0) throw missingParam('line_items');
  if (items.length > 100)
    throw invalidRequest('A session can have at most 100 line items.', { param: 'line_items' });
  const lineItems: LineItem[] = items.map((item) => {
    item.only(['price_data', 'quantity', 'price']);
    if (item.has('price'))
      throw invalidRequest(
        `No such price: '${item.string('price') ?? ''}' (the local payment provider takes price_data only)`,
        { code: 'resource_missing', param: item.name('price') },
      );
    const priceData = item.requiredObject('price_data');
    priceData.only(['currency', 'unit_amount', 'product_data']);
    const currency = priceData.requiredString('currency').toLowerCase();
    if (currency !== 'eur')
      throw invalidRequest(`The local payment provider takes EUR only, not "${currency}".`, {
        param: priceData.name('currency'),
      });
    const unitAmount = priceData.requiredInteger('unit_amount');
    if (unitAmount < 0)
      throw invalidRequest('This value must be greater than or equal to 0.', {
        param: priceData.name('unit_amount'),
      });
    const productData = priceData.requiredObject('product_data');
    productData.only(['name', 'description', 'metadata']);
    const name = productData.requiredString('name');
    const quantity = item.requiredInteger('quantity');
    if (quantity < 1)
      throw invalidRequest('This value must be greater than or equal to 1.', {
        param: item.name('quantity'),
      });
    return {
      id: newId('li_'),
      object: 'item',
      amount_discount: 0,
      amount_subtotal: unitAmount * quantity,
      amount_tax: 0,
      amount_total: unitAmount * quantity,
      currency: 'eur',
      description: name,
      price: {
        id: newId('price_'),
        object: 'price',
        active: false,
        created: now,
        currency: 'eur',
        livemode: false,
        product: newId('prod_', 14),
        type: 'one_time',
        unit_amount: unitAmount,
      },
      quantity,
    };
  });
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  if (total < MIN_AMOUNT)
    throw invalidRequest("The Checkout Session's total amount due must add up to at least €0.50 eur", {
      code: 'amount_too_small',
      param: 'line_items',
    });

  const methods = paymentMethods(params);

  const successUrl = params.string('success_url');
  const cancelUrl = params.string('cancel_url');
  const email = params.string('customer_email');
  if (email !== undefined && !EMAIL.test(email))
    throw invalidRequest(`Invalid email address: ${email}`, {
      param: 'customer_email',
      code: 'email_invalid',
    });
  const reference = params.string('client_reference_id');
  if (reference !== undefined && reference.length > 200)
    throw invalidRequest('client_reference_id can have up to 200 characters.', {
      param: 'client_reference_id',
    });

  let expiresAt = now + MAX_EXPIRY_S;
  const askedExpiry = params.integer('expires_at');
  if (askedExpiry !== undefined) {
    if (askedExpiry < now + MIN_EXPIRY_S)
      throw invalidRequest(
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        { param: 'expires_at' },
      );
    if (askedExpiry > now + MAX_EXPIRY_S)
      throw invalidRequest(
        'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
        {
          param: 'expires_at',
        },
      );
    expiresAt = askedExpiry;
  }

  const intentParams = params.object('payment_intent_data');
  intentParams?.only(['metadata', 'description']);

  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: cancelUrl === undefined ? null : httpUrl(cancelUrl, 'cancel_url'),
    client_reference_id: reference ?? null,
    created: now,
    currency: 'eur',
    customer: null,
    customer_details: null,
    customer_email: email ?? null,
    expires_at: expiresAt,
    livemode: false,
    locale: params.oneOf('locale', SESSION_LOCALES) ?? null,
    metadata: params.metadata('metadata') ?? {},
    mode: 'payment',
    payment_intent: null,
    allowed_payment_method_types: params.strings('allowed_payment_method_types') ?? null,
    payment_method_types: methods,
    payment_status: 'unpaid',
    status: 'open',
    success_url: successUrl === undefined ? null : httpUrl(successUrl, 'success_url'),
    ui_mode: 'hosted',
    url: url(id),
  };
  return {
    session,
    lineItems,
    intentData: {
      metadata: intentParams?.metadata('metadata') ?? {},
      description: intentParams?.string('description') ?? null,
    },
  };
}

/**
 * The methods a session offers. `allowed_payment_method_types` (the stripe library's name since
 * API 2026) filters the methods the account has on, which here are card and Bizum, and
 * `excluded_payment_method_types` takes some away; the older `payment_method_types` names them
 * outright, so a type the provider does not know is refused there.
 */
function paymentMethods(params: Params): PaymentMethodType[] {
  const known = (type: string): type is PaymentMethodType =>
    (PAYMENT_METHOD_TYPES as readonly string[]).includes(type);
  const explicit = params.strings('payment_method_types');
  explicit?.forEach((method, index) => {
    if (!known(method))
      throw invalidRequest(
        `The payment method type "${method}" is invalid. The local payment provider takes ${PAYMENT_METHOD_TYPES.join(', ')}.`,
        { param: `payment_method_types[${index}]` },
      );
  });
  const allowed = params.strings('allowed_payment_method_types');
  const excluded = params.strings('excluded_payment_method_types') ?? [];
  const methods = (explicit ?? allowed ?? [...PAYMENT_METHOD_TYPES])
    .filter(known)
    .filter((method, index, all) => !excluded.includes(method) && all.indexOf(method) === index);
  if (methods.length === 0)
    throw invalidRequest(
      `This Checkout Session has no payment method the local payment provider takes (${PAYMENT_METHOD_TYPES.join(', ')}).`,
      { param: allowed ? 'allowed_payment_method_types' : 'excluded_payment_method_types' },
    );
  return methods;
}
