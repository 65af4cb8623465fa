// Stripe's test cards that the stand-in knows, and what each does when a payment is confirmed
// or the card is attached to a customer. Any other number that passes the Luhn check succeeds,
// as on Stripe in test mode.
import type { CardDetails } from './types';

export type CardOutcome =
  | { kind: 'succeeds' }
  /** Succeeds, and the webhook events are delivered before the confirm call answers. */
  | { kind: 'succeeds-webhook-first' }
  | { kind: 'needs-authentication' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string };

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000000000003220',
  webhookFirst: '4000000000000077',
  /** Attaching it to a customer succeeds; every charge of it is declined. */
  chargeCustomerFail: '4000000000000341',
} as const;

/** Test payment methods Stripe accepts by id, and the card each stands for. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: TEST_CARDS.succeeds,
  pm_card_chargeDeclined: TEST_CARDS.declined,
  pm_card_authenticationRequired: TEST_CARDS.authentication,
  pm_card_chargeCustomerFail: TEST_CARDS.chargeCustomerFail,
};

export const DECLINED_MESSAGE = 'Your card was declined.';

export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  number?: string;
  expMonth?: string;
  expYear?: string;
  cvc?: string;
}

const GENERIC_DECLINE: CardOutcome = {
  kind: 'declined',
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: DECLINED_MESSAGE,
};

const digitsOf = (card: CardInput) => (card.number ?? '').replace(/\s/g, '');

/** The checks Stripe makes of any card before it goes to the network. */
function invalidity(card: CardInput, now: Date): CardOutcome | null {
  const number = digitsOf(card);
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return {
      kind: 'declined',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
    };
  }
  const month = Number(card.expMonth);
  const rawYear = Number(card.expYear);
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
    return {
      kind: 'declined',
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
    };
  }
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return {
      kind: 'declined',
      code: 'expired_card',
      message: "Your card's expiration date is in the past.",
    };
  }
  if (!/^\d{3,4}$/.test(card.cvc ?? '')) {
    return {
      kind: 'declined',
      code: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
    };
  }
  return null;
}

/** What confirming a payment with this card does, at `now`. */
export function outcomeOf(card: CardInput, now: Date): CardOutcome {
  const invalid = invalidity(card, now);
  if (invalid) return invalid;
  switch (digitsOf(card)) {
    case TEST_CARDS.declined:
    case TEST_CARDS.chargeCustomerFail:
      return GENERIC_DECLINE;
    case TEST_CARDS.authentication:
      return { kind: 'needs-authentication' };
    case TEST_CARDS.webhookFirst:
      return { kind: 'succeeds-webhook-first' };
    default:
      return { kind: 'succeeds' };
  }
}

/**
 * What attaching this card to a customer does: Stripe checks the card with the bank, so the
 * always-declined card fails there while 0341 (declined only when charged) is saved.
 */
export function attachOutcome(card: CardInput, now: Date): CardOutcome {
  const invalid = invalidity(card, now);
  if (invalid) return invalid;
  return digitsOf(card) === TEST_CARDS.declined ? GENERIC_DECLINE : { kind: 'succeeds' };
}

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65)/.test(number)) return 'discover';
  if (/^35/.test(number)) return 'jcb';
  if (/^3[068]/.test(number)) return 'diners';
  return 'unknown';
}

/** The card as a payment method shows it: brand, last 4 digits and expiry, never the number. */
export function cardDetailsOf(card: CardInput): CardDetails {
  const number = digitsOf(card);
  const year = Number(card.expYear);
  return {
    brand: brandOf(number),
    last4: number.slice(-4),
    exp_month: Number(card.expMonth),
    exp_year: year < 100 ? 2000 + year : year,
    funding: 'credit',
    country: 'US',
  };
}
