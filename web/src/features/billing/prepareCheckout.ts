// What a checkout needs that does not depend on the account: started while a visitor who chose
// a plan fills in the sign-up form, so the card form is ready moments after the account exists
// instead of after four more round trips.
import { preloadSignedInApp } from '../../platform/signedInAppLoading';
import { loadPlans } from './pricing';
import { loadConfiguredStripe } from './stripeLoader';

export function prepareCheckout(): void {
  preloadSignedInApp();
  // Failures are left to the checkout page, which asks again and says what went wrong.
  import('./CheckoutPage').catch(() => undefined);
  loadPlans().catch(() => undefined);
  loadConfiguredStripe().catch(() => undefined);
}
