// Checkout and subscription management (Stripe). The webhook that keeps the subscription true
// afterwards is its own function (webhooks/stripe.ts), outside this app's token check.
import {
  BillingPortalResponseSchema,
  ConfirmPaymentSchema,
  CreatePaymentIntentSchema,
  INVALID_PAYMENT_REQUEST,
  PaymentIntentResponseSchema,
  PaymentsConfigResponseSchema,
  SubscriptionStateSchema,
  UpgradeSubscriptionSchema,
} from '@pomoplan/domain';
import { stripePublishableKey } from '../config';
import {
  billingPortalUrl,
  confirmPayment,
  createPaymentIntent,
  upgradeSubscription,
} from '../services/payments';
import { route } from './route';

export const paymentsRoutes = [
  route(
    {
      method: 'get',
      path: '/payments/config',
      access: 'public',
      tag: 'payments',
      summary: "Stripe's publishable key for the card form",
      response: PaymentsConfigResponseSchema,
      cacheControl: 'public, max-age=300',
    },
    async () => ({ stripePublishableKey: stripePublishableKey.value() }),
  ),
  route(
    {
      method: 'post',
      path: '/create-payment-intent',
      access: 'user',
      checkRevoked: true,
      // A checkout page retrying a call whose answer was lost gets the same subscription back
      // instead of leaving a second incomplete one behind.
      idempotent: true,
      tag: 'payments',
      summary: 'Start a subscription and get the client secret of its first payment',
      description:
        'The price comes from config/plans; `amount` (US dollars) must equal it, else 400 ' +
        `'${INVALID_PAYMENT_REQUEST}'.`,
      body: CreatePaymentIntentSchema,
      response: PaymentIntentResponseSchema,
      errors: {
        400: `'${INVALID_PAYMENT_REQUEST}' (amount differs from the price), or the free tier`,
        409: 'The user already has an active subscription',
      },
    },
    async ({ uid, caller, body }) =>
      createPaymentIntent({ uid, email: caller.token.email ?? null }, body),
  ),
  route(
    {
      method: 'post',
      path: '/confirm-payment',
      access: 'user',
      checkRevoked: true,
      tag: 'payments',
      summary: 'Apply the subscription a completed payment paid for',
      body: ConfirmPaymentSchema,
      response: SubscriptionStateSchema,
      errors: {
        400: "The payment is not the caller's, or paid for another tier",
        409: 'The payment has not been completed',
      },
    },
    async ({ uid, body }) => confirmPayment(uid, body),
  ),
  route(
    {
      method: 'post',
      path: '/upgrade-subscription',
      access: 'user',
      checkRevoked: true,
      tag: 'payments',
      summary: 'Change plan or period (prorated), cancel at period end (free), or resume',
      body: UpgradeSubscriptionSchema,
      response: SubscriptionStateSchema,
      errors: { 409: 'No active subscription to change' },
    },
    async ({ uid, body }) => upgradeSubscription(uid, body),
  ),
  route(
    {
      method: 'post',
      path: '/billing-portal',
      access: 'user',
      checkRevoked: true,
      tag: 'payments',
      summary: "A Stripe billing portal session for the caller's invoices and card",
      response: BillingPortalResponseSchema,
      errors: { 409: 'The user has no billing account yet' },
    },
    async ({ uid }) => ({ url: await billingPortalUrl(uid) }),
  ),
];
