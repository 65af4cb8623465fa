import { describe, expect, it } from 'vitest';
import { outcomeOf, REPLACED_CHECKOUT } from './paymentOutcome';

describe('outcomeOf', () => {
  it('is paid when the intent succeeded', () => {
    expect(outcomeOf({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })).toEqual({
      kind: 'paid',
      paymentIntentId: 'pi_1',
    });
  });

  it('says so when a newer checkout cancelled this one', () => {
    const error = {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
    };
    expect(outcomeOf({ error })).toEqual({ kind: 'failed', message: REPLACED_CHECKOUT });
  });

  it("shows the provider's message for a declined card", () => {
    const error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
    expect(outcomeOf({ error })).toEqual({ kind: 'failed', message: 'Your card was declined.' });
  });

  it('leaves an incomplete card field to the Payment Element, which marks the field', () => {
    const error = { type: 'validation_error', message: 'Your card number is incomplete.' };
    expect(outcomeOf({ error })).toEqual({ kind: 'fieldsInvalid' });
  });

  it("shows the provider's message for a failed authentication", () => {
    const message = 'We are unable to authenticate your payment method.';
    const error = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message,
    };
    expect(outcomeOf({ error })).toEqual({ kind: 'failed', message });
  });

  it.each([
    [{ error: { type: 'api_connection_error', message: 'We could not connect to Stripe.' } }],
    [{ error: { type: 'card_error' } }],
    [{ paymentIntent: { id: 'pi_1', status: 'requires_payment_method' } }],
    [{}],
  ])('is an unexpected error for %j', (result) => {
    expect(outcomeOf(result)).toEqual({ kind: 'error' });
  });
});
