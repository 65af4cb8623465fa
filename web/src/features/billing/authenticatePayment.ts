import { fetchPublishableKey } from '../../api/payments';
import { outcomeOf, type PaymentOutcome } from './paymentOutcome';

/**
 * Shows the bank's authentication (3-D Secure) for a charge the server could not complete
 * alone. Stripe.js is loaded the way the checkout page loads it, and only now: a plan change
 * rarely needs it, so the plans page does not pay for it up front.
 */
export async function authenticatePayment(clientSecret: string): Promise<PaymentOutcome> {
  try {
    // The key is asked for while Stripe.js's loader arrives; the loader then finds it known.
    const [{ loadConfiguredStripe }] = await Promise.all([
      import('./stripeLoader'),
      fetchPublishableKey(),
    ]);
    const stripe = await loadConfiguredStripe();
    return outcomeOf(await stripe.handleNextAction({ clientSecret }));
  } catch {
    return { kind: 'error' };
  }
}
