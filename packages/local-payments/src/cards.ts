/**
 * The payer's side of the checkout page: Stripe's documented test cards, the reasons an attempt
 * fails (Stripe's codes and messages), and the checks of what was typed.
 */
import type { CardDetails, PaymentMethodDetails } from './types.ts';

/** Stripe's documented test cards that the checkout page takes. */
export const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  authenticates: '4000002760003184',
} as const;

/** Why a payment attempt did not go through, with Stripe's code (the page's message key). */
export type PaymentFailureCode =
  | 'invalid_number'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'expired_card'
  | 'invalid_cvc'
  | 'card_declined'
  | 'payment_intent_authentication_failure'
  | 'invalid_phone'
  | 'invalid_email';

export const FAILURE_MESSAGES: Record<PaymentFailureCode, string> = {
  invalid_number: 'Your card number is invalid.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  expired_card: 'Your card has expired.',
  invalid_cvc: "Your card's security code is invalid.",
  card_declined: 'Your card was declined.',
  payment_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  invalid_phone: 'Enter a Spanish mobile number (9 digits starting with 6 or 7).',
  invalid_email: 'Your email address is invalid.',
};

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A Spanish mobile: 9 digits starting with 6 or 7, with or without +34 / 0034. */
export const SPANISH_MOBILE = /^(?:\+34|0034)?([67]\d{8})$/;

/** What a charge says of the test card that paid (a Visa; the 3-D Secure one authenticated). */
export function cardDetails(
  expMonth: number,
  expYear: number,
  last4: string,
  threeDSecure: boolean,
): PaymentMethodDetails {
  return {
    type: 'card',
    card: {
      brand: 'visa',
      country: 'US',
      exp_month: expMonth,
      exp_year: expYear,
      funding: 'credit',
      last4,
      network: 'visa',
      three_d_secure: threeDSecure
        ? { authentication_flow: 'challenge', result: 'authenticated', version: '2.2.0' }
        : null,
    } satisfies CardDetails,
  };
}

/** The card number's check digit is right (Luhn). */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
