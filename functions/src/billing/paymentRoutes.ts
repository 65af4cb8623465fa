// Checkout and subscription management (Stripe). The webhook that keeps the subscription true
// afterwards is its own function (billing/stripeWebhook.ts), outside this app's token check.
import {
  BillingPortalResponseSchema,
  ConfirmPaymentSchema,
  CreatePaymentIntentSchema,
  INVALID_PAYMENT_REQUEST,
  PaymentIntentResponseSchema,
  PaymentsConfigResponseSchema,
  PlanChangePreviewSchema,
  PlanChangeRequestSchema,
  PlanChangeResultSchema,
  SubscriptionStateSchema,
  UpgradeSubscriptionSchema,
} from '@pomoplan/domain';
import { stripePublishableKey } from '../platform/config';
import { billingPortalUrl, confirmPayment, createPaymentIntent } from './payments';
import { changePlan, previewPlanChange } from './planChanges';
import { route } from '../platform/http/route';

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
      path: '/preview-plan-change',
      access: 'user',
      tag: 'payments',
      summary: 'What a plan change costs today and at its first renewal, before it is made',
      description:
        'A higher tier, or monthly to yearly, applies now and is charged the prorated ' +
        'difference (priced by Stripe); a lower tier, Free or yearly to monthly waits for the ' +
        'period end and costs nothing today. Pass `prorationDate` to POST ' +
        '/api/upgrade-subscription so that the charge equals this preview.',
      body: PlanChangeRequestSchema,
      response: PlanChangePreviewSchema,
      errors: {
        400: 'The plan the caller already has',
        409: 'No running subscription, or its last payment failed',
      },
    },
    async ({ uid, body }) => previewPlanChange(uid, body),
  ),
  route(
    {
      method: 'post',
      path: '/upgrade-subscription',
      access: 'user',
      checkRevoked: true,
      tag: 'payments',
      summary: 'Change plan or period, cancel at period end (free), or resume',
      description:
        'A move up applies only once its prorated charge is paid: `requires_action` gives the ' +
        "client secret of the bank's authentication step (then POST /api/confirm-payment). A " +
        'move down or to Free is `scheduled` for the period end. The current plan, or ' +
        '`resume`, takes back a scheduled change or cancellation.',
      body: UpgradeSubscriptionSchema,
      response: PlanChangeResultSchema,
      errors: {
        400: 'The preview has expired, or only the current plan can be resumed',
        402: 'The card was declined; the plan is unchanged (the message says why)',
        409: 'No running subscription, or its last payment failed',
      },
    },
    async ({ uid, body }) => changePlan(uid, body),
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
