/**
 * The words of the checkout page and of the provider's front page, in English, Spanish and
 * Russian. English is the source; the other two must have every key (a missing one is a type
 * error). Spanish addresses the payer as "tú".
 */
import type { PaymentFailureCode } from './cards.ts';
import type { Locale } from './types.ts';

const en = {
  pageTitle: 'Pay',
  testMode: 'Test mode: local payment provider. No real money moves.',
  orderSummary: 'Your order',
  item: 'Item',
  quantity: 'Qty',
  total: 'Total',
  payWithCard: 'Pay with card',
  email: 'Email',
  cardholderName: 'Name on card',
  cardNumber: 'Card number',
  cardNumberHint:
    'Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for authentication.',
  expiry: 'Expiry date (MM / YY)',
  cvc: 'Security code (CVC)',
  pay: 'Pay',
  orPayWithBizum: 'Or pay with Bizum',
  phone: 'Mobile phone number',
  phoneHint: 'A Spanish mobile number, e.g. 612 345 678.',
  payWithBizum: 'Pay with Bizum',
  back: 'Back',
  errorTitle: 'The payment did not go through',
  authTitle: 'Complete authentication',
  authText: 'Your bank asks you to confirm this payment. This is a test page: choose what happens.',
  authComplete: 'Complete authentication',
  authFail: 'Fail authentication',
  completeTitle: 'This payment is complete',
  completeText: 'Thank you. This checkout has already been paid.',
  continue: 'Continue',
  expiredTitle: 'This checkout has expired',
  expiredText: 'The time to pay has run out. Go back and start again.',
  notFoundTitle: 'Checkout not found',
  notFoundText: 'There is no checkout at this address. Check the link or go back and start again.',
  authNotFound: 'This authentication has already been answered or has expired. Go back to the checkout.',
  failures: {
    invalid_number: 'Your card number is invalid. Check it and try again.',
    invalid_expiry_month: "Your card's expiration date is invalid. Write it as MM / YY.",
    invalid_expiry_year: "Your card's expiration year is invalid.",
    expired_card: 'Your card has expired. Use another card.',
    invalid_cvc: "Your card's security code is invalid. Write the 3 or 4 digits on the back of the card.",
    card_declined: 'Your card was declined. Try another card or pay with Bizum.',
    payment_intent_authentication_failure:
      'We could not authenticate your payment. Try again or use another payment method.',
    invalid_phone: 'Enter a Spanish mobile number: 9 digits starting with 6 or 7.',
    invalid_email: 'Your email address is invalid. Check it and try again.',
  } satisfies Record<PaymentFailureCode, string>,
  inboxTitle: 'Local payment provider',
  inboxIntro: 'Checkout Sessions, payments, refunds and webhook deliveries of this provider, newest first.',
  sessions: 'Checkout Sessions',
  payments: 'Payments',
  refunds: 'Refunds',
  deliveries: 'Webhook deliveries',
  none: 'None yet.',
  colId: 'Id',
  colCreated: 'Created',
  colAmount: 'Amount',
  colStatus: 'Status',
  colEmail: 'Email',
  colMethod: 'Method',
  colRefunded: 'Refunded',
  colPayment: 'Payment',
  colReason: 'Reason',
  colEvent: 'Event',
  colAttempts: 'Attempts',
  colLastCode: 'Last response',
  colNext: 'Next try',
  delivered: 'delivered',
  pending: 'pending',
  abandoned: 'given up',
  noAnswer: 'no answer',
  endpoint: 'Webhook endpoint',
  noEndpoint: 'none (events are kept but not sent)',
  deliveryMode: 'Delivery mode',
  modeTwice: 'every event twice',
  modeShuffle: 'shuffled order',
  modeNormal: 'once, in order',
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;

const es = {
  pageTitle: 'Pagar',
  testMode: 'Modo de prueba: proveedor de pagos local. No se mueve dinero real.',
  orderSummary: 'Tu pedido',
  item: 'Concepto',
  quantity: 'Cant.',
  total: 'Total',
  payWithCard: 'Pagar con tarjeta',
  email: 'Correo electrónico',
  cardholderName: 'Nombre en la tarjeta',
  cardNumber: 'Número de tarjeta',
  cardNumberHint:
    'Tarjetas de prueba: 4242 4242 4242 4242 paga, 4000 0000 0000 0002 se rechaza, 4000 0027 6000 3184 pide autenticación.',
  expiry: 'Fecha de caducidad (MM / AA)',
  cvc: 'Código de seguridad (CVC)',
  pay: 'Pagar',
  orPayWithBizum: 'O paga con Bizum',
  phone: 'Número de móvil',
  phoneHint: 'Un móvil español, p. ej. 612 345 678.',
  payWithBizum: 'Pagar con Bizum',
  back: 'Volver',
  errorTitle: 'El pago no se ha completado',
  authTitle: 'Completa la autenticación',
  authText: 'Tu banco te pide que confirmes este pago. Es una página de prueba: elige qué ocurre.',
  authComplete: 'Completar la autenticación',
  authFail: 'Hacer fallar la autenticación',
  completeTitle: 'Este pago está completado',
  completeText: 'Gracias. Este pago ya se ha realizado.',
  continue: 'Continuar',
  expiredTitle: 'Este pago ha caducado',
  expiredText: 'Se ha acabado el tiempo para pagar. Vuelve y empieza de nuevo.',
  notFoundTitle: 'Pago no encontrado',
  notFoundText: 'No hay ningún pago en esta dirección. Revisa el enlace o vuelve y empieza de nuevo.',
  authNotFound: 'Esta autenticación ya se ha respondido o ha caducado. Vuelve al pago.',
  failures: {
    invalid_number: 'El número de tarjeta no es válido. Revísalo e inténtalo de nuevo.',
    invalid_expiry_month: 'La fecha de caducidad no es válida. Escríbela como MM / AA.',
    invalid_expiry_year: 'El año de caducidad no es válido.',
    expired_card: 'Tu tarjeta ha caducado. Usa otra tarjeta.',
    invalid_cvc: 'El código de seguridad no es válido. Escribe los 3 o 4 dígitos del dorso de la tarjeta.',
    card_declined: 'Tu tarjeta ha sido rechazada. Prueba con otra tarjeta o paga con Bizum.',
    payment_intent_authentication_failure:
      'No hemos podido autenticar tu pago. Inténtalo de nuevo o usa otro método de pago.',
    invalid_phone: 'Escribe un móvil español: 9 dígitos que empiecen por 6 o 7.',
    invalid_email: 'Tu correo electrónico no es válido. Revísalo e inténtalo de nuevo.',
  },
  inboxTitle: 'Proveedor de pagos local',
  inboxIntro:
    'Sesiones de pago, pagos, reembolsos y envíos de webhooks de este proveedor, los más recientes primero.',
  sessions: 'Sesiones de pago',
  payments: 'Pagos',
  refunds: 'Reembolsos',
  deliveries: 'Envíos de webhooks',
  none: 'Todavía no hay ninguno.',
  colId: 'Id',
  colCreated: 'Creado',
  colAmount: 'Importe',
  colStatus: 'Estado',
  colEmail: 'Correo',
  colMethod: 'Método',
  colRefunded: 'Reembolsado',
  colPayment: 'Pago',
  colReason: 'Motivo',
  colEvent: 'Evento',
  colAttempts: 'Intentos',
  colLastCode: 'Última respuesta',
  colNext: 'Próximo intento',
  delivered: 'entregado',
  pending: 'pendiente',
  abandoned: 'abandonado',
  noAnswer: 'sin respuesta',
  endpoint: 'Destino de los webhooks',
  noEndpoint: 'ninguno (los eventos se guardan pero no se envían)',
  deliveryMode: 'Modo de envío',
  modeTwice: 'cada evento dos veces',
  modeShuffle: 'orden aleatorio',
  modeNormal: 'una vez, en orden',
} satisfies Messages;

const ru = {
  pageTitle: 'Оплата',
  testMode: 'Тестовый режим: локальный платёжный провайдер. Реальные деньги не списываются.',
  orderSummary: 'Ваш заказ',
  item: 'Позиция',
  quantity: 'Кол-во',
  total: 'Итого',
  payWithCard: 'Оплатить картой',
  email: 'Электронная почта',
  cardholderName: 'Имя на карте',
  cardNumber: 'Номер карты',
  cardNumberHint:
    'Тестовые карты: 4242 4242 4242 4242 проходит, 4000 0000 0000 0002 отклоняется, 4000 0027 6000 3184 требует подтверждения.',
  expiry: 'Срок действия (ММ / ГГ)',
  cvc: 'Код безопасности (CVC)',
  pay: 'Оплатить',
  orPayWithBizum: 'Или оплатите через Bizum',
  phone: 'Номер мобильного телефона',
  phoneHint: 'Испанский мобильный номер, например 612 345 678.',
  payWithBizum: 'Оплатить через Bizum',
  back: 'Назад',
  errorTitle: 'Платёж не прошёл',
  authTitle: 'Подтвердите платёж',
  authText: 'Ваш банк просит подтвердить этот платёж. Это тестовая страница: выберите, что произойдёт.',
  authComplete: 'Подтвердить платёж',
  authFail: 'Отклонить подтверждение',
  completeTitle: 'Этот платёж завершён',
  completeText: 'Спасибо. Этот заказ уже оплачен.',
  continue: 'Продолжить',
  expiredTitle: 'Срок оплаты истёк',
  expiredText: 'Время на оплату закончилось. Вернитесь и начните заново.',
  notFoundTitle: 'Платёж не найден',
  notFoundText: 'По этому адресу нет платежа. Проверьте ссылку или вернитесь и начните заново.',
  authNotFound: 'На это подтверждение уже ответили, или его срок истёк. Вернитесь к оплате.',
  failures: {
    invalid_number: 'Неверный номер карты. Проверьте его и попробуйте снова.',
    invalid_expiry_month: 'Неверный срок действия карты. Укажите его в виде ММ / ГГ.',
    invalid_expiry_year: 'Неверный год окончания срока действия карты.',
    expired_card: 'Срок действия карты истёк. Используйте другую карту.',
    invalid_cvc: 'Неверный код безопасности. Введите 3 или 4 цифры с обратной стороны карты.',
    card_declined: 'Карта отклонена. Попробуйте другую карту или оплатите через Bizum.',
    payment_intent_authentication_failure:
      'Не удалось подтвердить платёж. Попробуйте снова или выберите другой способ оплаты.',
    invalid_phone: 'Введите испанский мобильный номер: 9 цифр, начинающихся с 6 или 7.',
    invalid_email: 'Неверный адрес электронной почты. Проверьте его и попробуйте снова.',
  },
  inboxTitle: 'Локальный платёжный провайдер',
  inboxIntro: 'Сессии оплаты, платежи, возвраты и отправки вебхуков этого провайдера, сначала новые.',
  sessions: 'Сессии оплаты',
  payments: 'Платежи',
  refunds: 'Возвраты',
  deliveries: 'Отправки вебхуков',
  none: 'Пока ничего нет.',
  colId: 'Id',
  colCreated: 'Создано',
  colAmount: 'Сумма',
  colStatus: 'Статус',
  colEmail: 'Почта',
  colMethod: 'Способ',
  colRefunded: 'Возвращено',
  colPayment: 'Платёж',
  colReason: 'Причина',
  colEvent: 'Событие',
  colAttempts: 'Попытки',
  colLastCode: 'Последний ответ',
  colNext: 'Следующая попытка',
  delivered: 'доставлено',
  pending: 'ожидает',
  abandoned: 'прекращено',
  noAnswer: 'нет ответа',
  endpoint: 'Адрес вебхуков',
  noEndpoint: 'нет (события сохраняются, но не отправляются)',
  deliveryMode: 'Режим отправки',
  modeTwice: 'каждое событие дважды',
  modeShuffle: 'случайный порядок',
  modeNormal: 'один раз, по порядку',
} satisfies Messages;

export const messages: Record<Locale, Messages> = { en, es, ru };
export const LOCALES: readonly Locale[] = ['en', 'es', 'ru'];

/** The page's language: the session's locale, else the browser's first of en/es/ru, else English. */
export function pageLocale(
  sessionLocale: string | null | undefined,
  acceptLanguage: string | undefined,
): Locale {
  if (sessionLocale && (LOCALES as readonly string[]).includes(sessionLocale)) return sessionLocale as Locale;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { lang: (tag ?? '').slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (
    (wanted.find((w) => (LOCALES as readonly string[]).includes(w.lang))?.lang as Locale | undefined) ?? 'en'
  );
}

/** An amount in cents as the language writes euros (12,50 € / €12.50). */
export function formatEuros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
