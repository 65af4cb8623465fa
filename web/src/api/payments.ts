// The payment endpoints as the checkout page and the settings page call them.
import {
  BillingSchema,
  type ConfirmPayment,
  type CreatePaymentIntent,
  BillingPortalResponseSchema,
  PaymentIntentResponseSchema,
  PaymentsConfigResponseSchema,
  SubscriptionStateSchema,
  type PaymentIntentResponse,
  type SubscriptionState,
  type UpgradeSubscription,
} from '@pomoplan/domain';
import { z } from 'zod';
import { ApiError, apiRequest } from './client';

// Instants arrive as ISO strings.
const SubscriptionStateWireSchema = SubscriptionStateSchema.extend({
  billing: BillingSchema.extend({ currentPeriodEnd: z.coerce.date() }).nullable(),
});

const RETRY_DELAY_MS = 800;

/** A lost answer or a server failure, worth one more try; a 4xx is the server's final word. */
function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

async function withRetry<T>(call: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

export async function fetchPublishableKey(): Promise<string> {
  const config = await withRetry(() =>
    apiRequest('GET', '/api/payments/config', PaymentsConfigResponseSchema),
  );
  return config.stripePublishableKey;
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
    apiRequest('POST', '/api/confirm-payment', SubscriptionStateWireSchema, {
      body: { paymentIntentId, tier },
    }),
  );
}

export function changeSubscription(change: UpgradeSubscription): Promise<SubscriptionState> {
  return apiRequest('POST', '/api/upgrade-subscription', SubscriptionStateWireSchema, {
    body: change,
  });
}

export async function billingPortalUrl(): Promise<string> {
  return (await apiRequest('POST', '/api/billing-portal', BillingPortalResponseSchema)).url;
}
