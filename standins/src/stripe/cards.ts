// Stripe's test cards that the stand-in knows, and what each does when a payment is confirmed.
// Any other number that passes the Luhn check succeeds, as on Stripe in test mode.
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
} as const;

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

/** What confirming a payment with this card does, at `now`. */
export function outcomeOf(card: CardInput, now: Date): CardOutcome {
  const number = (card.number ?? '').replace(/\s/g, '');
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
  switch (number) {
    case TEST_CARDS.declined:
      return {
        kind: 'declined',
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: 'Your card was declined.',
      };
    case TEST_CARDS.authentication:
      return { kind: 'needs-authentication' };
    case TEST_CARDS.webhookFirst:
      return { kind: 'succeeds-webhook-first' };
    default:
      return { kind: 'succeeds' };
  }
}
