// The payment endpoints as the checkout page and the settings page call them.
import {
  type ConfirmPayment,
  type CreatePaymentIntent,
  BillingPortalResponseSchema,
  PaymentIntentResponseSchema,
  PaymentsConfigResponseSchema,
  PlanChangePreviewSchema,
  PlanChangeResultSchema,
  SubscriptionStateSchema,
  type PaymentIntentResponse,
  type PlanChangePreview,
  type PlanChangeRequest,
  type PlanChangeResult,
  type SubscriptionState,
  type UpgradeSubscription,
} from '@pomoplan/domain';
import { ApiError, apiRequest } from './client';
import { withRetries } from './retries';

const RETRY_DELAY_MS = 800;

/** A lost answer or a server failure, worth one more try; a 4xx is the server's final word. */
function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/** Three attempts in all, 0.8 s and then 1.6 s apart. */
function withRetry<T>(call: () => Promise<T>): Promise<T> {
  return withRetries(call, 3, (error, attempt) =>
    isTransient(error) ? RETRY_DELAY_MS * attempt : null,
  );
}

let publishableKey: Promise<string> | null = null;

/** The key is the same for everyone and every page: asked once, again only after a failure. */
export function fetchPublishableKey(): Promise<string> {
  publishableKey ??= withRetry(() =>
    apiRequest('GET', '/api/payments/config', PaymentsConfigResponseSchema),
  ).then(
    (config) => config.stripePublishableKey,
    (error: unknown) => {
      publishableKey = null;
      throw error;
    },
  );
  return publishableKey;
}

const started = new Map<string, Promise<PaymentIntentResponse>>();

/**
 * Starts the subscription of one checkout attempt. Retries reuse the attempt's Idempotency-Key,
 * so a call whose answer was lost (or a second render asking again) gets the same subscription.
 */
export function createPaymentIntent(
  request: CreatePaymentIntent,
  idempotencyKey: string,
): Promise<PaymentIntentResponse> {
  const known = started.get(idempotencyKey);
  if (known) return known;
  const call = withRetry(() =>
    apiRequest('POST', '/api/create-payment-intent', PaymentIntentResponseSchema, {
      body: request,
      idempotencyKey,
    }),
  );
  started.set(idempotencyKey, call);
  call.catch(() => started.delete(idempotencyKey));
  return call;
}

export function confirmPayment(
  paymentIntentId: string,
  tier: ConfirmPayment['tier'],
): Promise<SubscriptionState> {
  return withRetry(() =>
    apiRequest('POST', '/api/confirm-payment', SubscriptionStateSchema, {
      body: { paymentIntentId, tier },
    }),
  );
}

/** What a plan change would cost today and from the next renewal; it changes nothing. */
export function previewPlanChange(request: PlanChangeRequest): Promise<PlanChangePreview> {
  return withRetry(() =>
    apiRequest('POST', '/api/preview-plan-change', PlanChangePreviewSchema, { body: request }),
  );
}

/**
 * Changes, schedules or resumes the plan. Not retried: a lost answer may have charged the card,
 * and the live user document shows what happened.
 */
export function changeSubscription(change: UpgradeSubscription): Promise<PlanChangeResult> {
  return apiRequest('POST', '/api/upgrade-subscription', PlanChangeResultSchema, {
    body: change,
  });
}

export async function billingPortalUrl(): Promise<string> {
  return (await apiRequest('POST', '/api/billing-portal', BillingPortalResponseSchema)).url;
}
