// How requests reach the stand-in's handlers: API calls with the secret key (and
// `Idempotency-Key` honoured as Stripe does), and Stripe.js calls from the browser with the
// publishable key and a PaymentIntent's client secret.
import type { Route, StandinRequest, StandinResponse } from '../harness';
import { answerOrRefusal, invalid, missing, stripeError } from './errors';
import { formOf, text, type Form } from './form';
import type { StripeState } from './state';

export type Handler = (
  request: StandinRequest,
  form: Form,
) => StandinResponse | Promise<StandinResponse>;

function secretKeyOf(request: StandinRequest): string | null {
  const match = /^Bearer (sk_\S+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

const publishable = (key: unknown) => typeof key === 'string' && key.startsWith('pk_');

async function run(handle: Handler, request: StandinRequest, form: Form) {
  try {
    return await handle(request, form);
  } catch (error) {
    return answerOrRefusal(error);
  }
}

export function routesFor(state: StripeState) {
  /** An API route: secret key required, Idempotency-Key honoured for POSTs. */
  function api(method: 'GET' | 'POST' | 'DELETE', path: string, handle: Handler): Route {
    return {
      method,
      path,
      handle: async (request) => {
        if (!secretKeyOf(request)) {
          return stripeError(
            401,
            'invalid_request_error',
            'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
          );
        }
        const form = formOf(request.body, request.query);
        const key = request.headers['idempotency-key'];
        if (method !== 'POST' || typeof key !== 'string') return run(handle, request, form);
        const fingerprint = `${request.method} ${request.path} ${JSON.stringify(form)}`;
        const seen = state.idempotency.get(key);
        if (seen) {
          if (seen.fingerprint !== fingerprint) {
            return stripeError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            );
          }
          return {
            ...seen.response,
            headers: { ...seen.response.headers, 'idempotent-replayed': 'true' },
          };
        }
        const response = await run(handle, request, form);
        // Stripe keeps an answer for a key unless the request failed before it ran (5xx).
        if (response.status < 500) state.idempotency.set(key, { fingerprint, response });
        return response;
      },
    };
  }

  /** A route Stripe.js calls from the browser with the publishable key and the client secret. */
  function browser(method: 'GET' | 'POST', path: string, handle: Handler): Route {
    return {
      method,
      path,
      handle: async (request) => {
        const form = formOf(request.body, request.query);
        const intent = state.paymentIntents.get(request.params.id ?? '');
        const bySecretKey = secretKeyOf(request) !== null;
        const byClientSecret =
          publishable(form.key) && intent && text(form, 'client_secret') === intent.client_secret;
        const response =
          bySecretKey || byClientSecret
            ? await run(handle, request, form)
            : intent
              ? invalid(
                  'The client_secret provided does not match this PaymentIntent.',
                  'client_secret',
                )
              : missing('payment_intent', request.params.id ?? '');
        // Stripe.js runs on the app's origin; its calls are simple form POSTs (no preflight).
        return {
          ...response,
          headers: { ...response.headers, 'access-control-allow-origin': '*' },
        };
      },
    };
  }

  return { api, browser };
}

/** Wraps a route so the stand-in knows the address it is reached at (hosted page links). */
export function remembersOrigin(state: StripeState, route: Route): Route {
  return {
    ...route,
    handle: (request) => {
      const host = request.headers.host;
      if (host) state.origin = `http://${host}`;
      return route.handle(request);
    },
  };
}
