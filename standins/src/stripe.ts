// Stripe (api.stripe.com) as the `stripe` SDK calls it: form-encoded requests under /v1 with
// `Authorization: Bearer sk_...`, `Stripe-Version` and `Idempotency-Key` (a key sent again
// with the same parameters gets the first answer again; with other parameters, a 400).
//
// Stateful for what the app uses: customers, products, payment methods, subscriptions
// (created with payment_behavior default_incomplete, so each has an open invoice whose
// PaymentIntent the browser confirms through `latest_invoice.confirmation_secret`; updated with
// prorations, pending updates), subscription schedules, invoices (previews, pay, void),
// payment intents, invoice payments, billing portal sessions and events. Every change emits
// the events Stripe would and delivers them, signed, to the webhook endpoint
// (stripe/webhooks.ts). Card outcomes follow Stripe's test cards (stripe/cards.ts). A clock
// that tests can move ends periods: subscriptions renew and charge the saved card, failed
// invoices are retried, schedules move on, and unpaid or pending things expire
// (stripe/clock.ts). Hosted pages (billing portal, invoice) let a browser test act as the
// customer.
import { readFileSync } from 'node:fs';
import type { Route, StandinSpec } from './harness';
import { controlRoutes } from './stripe/control';
import { customerRoutes } from './stripe/customers';
import { stripeError, missing, ok } from './stripe/errors';
import { text } from './stripe/form';
import { remembersOrigin, routesFor } from './stripe/http';
import { invoicePageRoutes } from './stripe/invoicePage';
import { invoiceRoutes } from './stripe/invoicesApi';
import { paymentIntentRoutes } from './stripe/paymentIntents';
import { paymentMethodRoutes } from './stripe/paymentMethods';
import { portalRoutes } from './stripe/portalPage';
import { previewRoutes } from './stripe/previews';
import { scheduleRoutes } from './stripe/schedulesApi';
import { StripeState } from './stripe/state';
import { subscriptionRoutes } from './stripe/subscriptions';
import type { Obj } from './stripe/types';
import { WebhookSender, type WebhookEndpoint } from './stripe/webhooks';

export { STRIPE_API_VERSION } from './stripe/state';

/** The Stripe.js stand-in the checkout page loads for a local publishable key. */
const STRIPE_JS = readFileSync(new URL('../browser/stripe-js.js', import.meta.url), 'utf8');

export interface StripeStandinOptions {
  /** Where events are delivered; null = kept, not delivered (until a test sets one). */
  webhookUrl?: string | null;
  /** The endpoint's signing secret (`whsec_...`). */
  webhookSecret?: string;
}

export function stripeStandin(options: StripeStandinOptions = {}): StandinSpec {
  const endpoint = (): WebhookEndpoint => ({
    url: options.webhookUrl ?? null,
    secret: options.webhookSecret ?? 'whsec_standin',
  });
  const sender = new WebhookSender(endpoint());
  const state = new StripeState((events) => sender.send(events));
  const routes = routesFor(state);

  const stripeJs: Route = {
    // Stripe.js for the checkout page: https://js.stripe.com/v3 of this stand-in.
    method: 'GET',
    path: '/js/v3',
    handle: () => ({
      status: 200,
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
      body: STRIPE_JS,
    }),
  };
  const eventRoutes: Route[] = [
    routes.api('GET', '/v1/events/{id}', ({ params }) => {
      const event = state.events.find((candidate) => candidate.id === params.id);
      return event ? ok(event) : missing('event', params.id ?? '');
    }),
    routes.api('GET', '/v1/events', (_request, form) => {
      const type = text(form, 'type');
      const matching = state.events.filter((event) => !type || event.type === type);
      return ok(state.pageOf(matching as unknown as Obj[], {}, '/v1/events'));
    }),
  ];

  return {
    name: 'stripe',
    routes: [
      ...customerRoutes(state, routes),
      ...paymentMethodRoutes(state, routes),
      ...subscriptionRoutes(state, routes),
      ...scheduleRoutes(state, routes),
      ...previewRoutes(state, routes),
      ...invoiceRoutes(state, routes),
      ...paymentIntentRoutes(state, routes),
      ...portalRoutes(state, routes),
      ...invoicePageRoutes(state),
      ...eventRoutes,
      stripeJs,
    ].map((route) => remembersOrigin(state, route)),
    faults: {
      'card-network-down': () =>
        stripeError(500, 'api_error', 'An unknown error occurred while processing your request.'),
      'rate-limit': () =>
        stripeError(429, 'invalid_request_error', 'Too many requests made to the API too quickly', {
          code: 'rate_limit',
        }),
    },
    control: controlRoutes(state, sender).map((route) => remembersOrigin(state, route)),
    reset: () => {
      state.reset();
      sender.reset(endpoint());
    },
  };
}
