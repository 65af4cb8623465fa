// What a payment page shows after Stripe.js's confirmPayment (checkout) or handleNextAction (a
// plan change the bank authenticates), following Stripe's advice:
// the provider's message for card and validation errors (and a failed authentication, which
// the customer caused), a generic message for everything else.

/** The parts of Stripe.js's confirmPayment / handleNextAction answer the page reads. */
export interface ConfirmResult {
  error?: { type?: string; code?: string; message?: string };
  paymentIntent?: { id: string; status: string };
}

export type PaymentOutcome =
  | { kind: 'paid'; paymentIntentId: string }
  | { kind: 'failed'; message: string }
  /** A card field is empty or wrong: the Payment Element says which, beside the field. */
  | { kind: 'fieldsInvalid' }
  | { kind: 'error' };

/**
 * A checkout started again elsewhere (another tab, a reload) cancels this one's payment, so
 * that only one can ever be paid; confirming the cancelled one is refused with this code.
 */
export const REPLACED_CHECKOUT =
  'This checkout was replaced by a newer one, opened in another tab or window. Nothing was charged here: pay in the newest one, or go back to the plans.';

export function outcomeOf(result: ConfirmResult): PaymentOutcome {
  const { error, paymentIntent } = result;
  if (error) {
    if (error.code === 'payment_intent_unexpected_state') {
      return { kind: 'failed', message: REPLACED_CHECKOUT };
    }
    if (error.type === 'validation_error') return { kind: 'fieldsInvalid' };
    const byCustomer =
      error.type === 'card_error' || error.code === 'payment_intent_authentication_failure';
    return byCustomer && error.message
      ? { kind: 'failed', message: error.message }
      : { kind: 'error' };
  }
  // `processing` (some bank debits) also ends with the server's confirmation; anything else
  // means the payment did not go through.
  if (
    paymentIntent &&
    (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing')
  ) {
    return { kind: 'paid', paymentIntentId: paymentIntent.id };
  }
  return { kind: 'error' };
}
