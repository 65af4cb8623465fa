// Stripe (api.stripe.com) as the `stripe` SDK calls it: form-encoded requests under /v1 with
// `Authorization: Bearer sk_...`, `Stripe-Version` and `Idempotency-Key` (a key sent again
// with the same parameters gets the first answer again; with other parameters, a 400).
//
// Stateful for what the app uses: customers, products, subscriptions (created with
// payment_behavior default_incomplete, so each has an open invoice whose PaymentIntent the
// browser confirms through `latest_invoice.confirmation_secret`), invoices, payment intents,
// invoice payments, billing portal sessions and events. Every change emits the events Stripe
// would and delivers them, signed, to the webhook endpoint (stripe/webhooks.ts). Card
// outcomes follow Stripe's test cards (stripe/cards.ts). A clock that tests can move ends
// periods: subscriptions renew, end when set to cancel at period end, or expire unpaid.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { StandinRequest, StandinResponse, StandinSpec } from './harness';
import { AUTHENTICATION_FAILED_MESSAGE, outcomeOf, type CardInput } from './stripe/cards';
import { formOf, list, mergeMetadata, record, text, type Form } from './stripe/form';
import {
  WebhookSender,
  type SignatureMode,
  type StripeEvent,
  type WebhookEndpoint,
} from './stripe/webhooks';

export const STRIPE_API_VERSION = '2026-10-28.endive';

/** The Stripe.js stand-in the checkout page loads for a local publishable key. */
const STRIPE_JS = readFileSync(new URL('../browser/stripe-js.js', import.meta.url), 'utf8');

/** An unpaid first invoice expires its subscription after 23 hours, as on Stripe. */
const INCOMPLETE_EXPIRY_SECONDS = 23 * 60 * 60;

/** Test payment methods Stripe accepts by id, and the card each stands for. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_authenticationRequired: '4000000000003220',
};

type Obj = Record<string, unknown> & { id: string; object: string };
type Interval = 'day' | 'week' | 'month' | 'year';

interface Price extends Obj {
  product: string;
  unit_amount: number;
  currency: string;
  recurring: { interval: Interval; interval_count: number };
}
interface SubscriptionItem extends Obj {
  price: Price;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
}
interface Subscription extends Obj {
  customer: string;
  status: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  latest_invoice: string | null;
  default_payment_method: string | null;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
}
interface Invoice extends Obj {
  customer: string;
  status: string;
  amount_due: number;
  amount_paid: number;
  currency: string;
  billing_reason: string;
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  status_transitions: { finalized_at: number; paid_at: number | null };
}
interface PaymentIntent extends Obj {
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  customer: string;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
}

export interface StripeStandinOptions {
  /** Where events are delivered; null = kept, not delivered (until a test sets one). */
  webhookUrl?: string | null;
  /** The endpoint's signing secret (`whsec_...`). */
  webhookSecret?: string;
}

const id = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

function stripeError(
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): StandinResponse {
  return { status, body: { error: { type, message, ...extra } } };
}

const missing = (kind: string, value: string, param = 'id') =>
  stripeError(404, 'invalid_request_error', `No such ${kind}: '${value}'`, {
    code: 'resource_missing',
    param,
  });

const invalid = (message: string, param?: string) =>
  stripeError(400, 'invalid_request_error', message, param ? { param } : {});

const ok = (body: unknown): StandinResponse => ({ status: 200, body });

/** Thrown inside a handler to answer a Stripe error. */
class Refusal extends Error {
  constructor(readonly response: StandinResponse) {
    super('refused');
  }
}

function answerOrRefusal(error: unknown): StandinResponse {
  if (error instanceof Refusal) return error.response;
  throw error;
}

function addInterval(seconds: number, interval: Interval, count: number): number {
  const date = new Date(seconds * 1000);
  if (interval === 'day') date.setUTCDate(date.getUTCDate() + count);
  if (interval === 'week') date.setUTCDate(date.getUTCDate() + 7 * count);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}

const clone = <T>(value: T): T => structuredClone(value);

export function stripeStandin(options: StripeStandinOptions = {}): StandinSpec {
  const endpoint = (): WebhookEndpoint => ({
    url: options.webhookUrl ?? null,
    secret: options.webhookSecret ?? 'whsec_standin',
  });
  const sender = new WebhookSender(endpoint());

  let clockOffset = 0;
  const now = () => Math.floor(Date.now() / 1000) + clockOffset;

  const customers = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const prices = new Map<string, Price>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  const paymentIntents = new Map<string, PaymentIntent>();
  const invoicePayments = new Map<string, Obj>();
  const portalSessions = new Map<string, Obj>();
  const events: StripeEvent[] = [];
  const intentOfInvoice = new Map<string, string>();
  const invoiceOfIntent = new Map<string, string>();
  const idempotency = new Map<string, { fingerprint: string; response: StandinResponse }>();

  const stores: Record<string, Map<string, Obj>> = {
    cus: customers,
    prod: products,
    price: prices,
    sub: subscriptions,
    in: invoices,
    pi: paymentIntents,
  };
  const lookup = (value: string): Obj | undefined => {
    const prefix = value.slice(0, value.indexOf('_'));
    return stores[prefix]?.get(value);
  };

  /** The public form of an invoice: `confirmation_secret` only when expanded, as on Stripe. */
  function includable(object: Obj, field: string): unknown {
    if (object.object === 'invoice' && field === 'confirmation_secret') {
      const intent = paymentIntents.get(intentOfInvoice.get(object.id) ?? '');
      return intent && object.status === 'open'
        ? { client_secret: intent.client_secret, type: 'payment_intent' }
        : null;
    }
    return undefined;
  }

  function expand(value: unknown, path: string[]): unknown {
    const [head, ...rest] = path;
    if (head === undefined) return value;
    if (Array.isArray(value)) return value.map((item) => expand(item, path));
    if (typeof value !== 'object' || value === null) return value;
    const object = value as Obj;
    let field: unknown = object[head];
    if (typeof field === 'string') field = clone(lookup(field)) ?? field;
    if (field === undefined) field = includable(object, head);
    return { ...object, [head]: expand(field, rest) };
  }

  const render = (object: object, form: Form): unknown =>
    list(form.expand)
      .filter((path): path is string => typeof path === 'string')
      .reduce<unknown>((current, path) => expand(current, path.split('.')), clone(object));

  function emit(type: string, object: Obj, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: id('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: clone(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    events.push(event);
    return event;
  }

  // ---- money movement -----------------------------------------------------------------------

  function openInvoice(subscription: Subscription, amount: number, reason: string): Invoice {
    const invoice: Invoice = {
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      currency: subscription.items.data[0]?.price.currency ?? 'usd',
      billing_reason: reason,
      created: now(),
      livemode: false,
      parent: {
        type: 'subscription_details',
        subscription_details: {
          subscription: subscription.id,
          metadata: { ...subscription.metadata },
        },
      },
      status_transitions: { finalized_at: now(), paid_at: null },
    };
    invoices.set(invoice.id, invoice);
    const intentId = id('pi');
    const intent: PaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency: invoice.currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      customer: subscription.customer,
      created: now(),
      livemode: false,
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
    };
    paymentIntents.set(intentId, intent);
    intentOfInvoice.set(invoice.id, intentId);
    invoiceOfIntent.set(intentId, invoice.id);
    const payment: Obj = {
      id: id('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: null,
      amount_requested: amount,
      currency: invoice.currency,
      is_default: true,
      livemode: false,
      status: 'open',
      payment: { type: 'payment_intent', payment_intent: intentId },
      created: now(),
    };
    invoicePayments.set(payment.id, payment);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /** Marks an intent paid, with its invoice and subscription; returns the events. */
  function settle(intent: PaymentIntent, paymentMethod: string): StripeEvent[] {
    intent.status = 'succeeded';
    intent.payment_method = paymentMethod;
    intent.latest_charge = id('ch');
    intent.last_payment_error = null;
    intent.next_action = null;
    const emitted = [emit('payment_intent.succeeded', intent)];
    const invoice = invoices.get(invoiceOfIntent.get(intent.id) ?? '');
    if (!invoice) return emitted;
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.status_transitions.paid_at = now();
    for (const payment of invoicePayments.values()) {
      if (payment.invoice === invoice.id) {
        payment.status = 'paid';
        payment.amount_paid = invoice.amount_due;
      }
    }
    emitted.push(emit('invoice.paid', invoice), emit('invoice.payment_succeeded', invoice));
    const subscription = subscriptions.get(invoice.parent.subscription_details.subscription);
    if (subscription && subscription.status !== 'active') {
      const previous = { status: subscription.status };
      subscription.status = 'active';
      subscription.default_payment_method = paymentMethod;
      const start = now();
      for (const item of subscription.items.data) {
        item.current_period_start = start;
        const { interval, interval_count } = item.price.recurring;
        item.current_period_end = addInterval(start, interval, interval_count);
      }
      emitted.push(emit('customer.subscription.updated', subscription, previous));
    }
    return emitted;
  }

  function fail(intent: PaymentIntent, error: Record<string, unknown>): StripeEvent[] {
    intent.status = 'requires_payment_method';
    intent.next_action = null;
    intent.last_payment_error = error;
    const emitted = [emit('payment_intent.payment_failed', intent)];
    const invoice = invoices.get(invoiceOfIntent.get(intent.id) ?? '');
    if (invoice) emitted.push(emit('invoice.payment_failed', invoice));
    return emitted;
  }

  /** Charges a new invoice with the subscription's saved card (renewals, plan changes). */
  function chargeSaved(subscription: Subscription, amount: number, reason: string) {
    const invoice = openInvoice(subscription, Math.max(0, amount), reason);
    const intent = paymentIntents.get(intentOfInvoice.get(invoice.id) ?? '');
    return intent ? settle(intent, subscription.default_payment_method ?? id('pm')) : [];
  }

  // ---- request plumbing ---------------------------------------------------------------------

  const publishable = (key: unknown) => typeof key === 'string' && key.startsWith('pk_');

  function secretKeyOf(request: StandinRequest): string | null {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (sk_\S+)$/.exec(header);
    return match?.[1] ?? null;
  }

  type Handler = (
    request: StandinRequest,
    form: Form,
  ) => StandinResponse | Promise<StandinResponse>;

  /** An API route: secret key required, Idempotency-Key honoured for POSTs. */
  function api(method: 'GET' | 'POST' | 'DELETE', path: string, handle: Handler) {
    return {
      method,
      path,
      handle: async (request: StandinRequest): Promise<StandinResponse> => {
        if (!secretKeyOf(request)) {
          return stripeError(
            401,
            'invalid_request_error',
            'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
          );
        }
        const form = formOf(request.body, request.query);
        const run = async () => {
          try {
            return await handle(request, form);
          } catch (error) {
            return answerOrRefusal(error);
          }
        };
        const key = request.headers['idempotency-key'];
        if (method !== 'POST' || typeof key !== 'string') return run();
        const fingerprint = `${request.method} ${request.path} ${JSON.stringify(form)}`;
        const seen = idempotency.get(key);
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
        const response = await run();
        // Stripe keeps an answer for a key unless the request failed before it ran (5xx).
        if (response.status < 500) idempotency.set(key, { fingerprint, response });
        return response;
      },
    };
  }

  /** A route Stripe.js calls from the browser with the publishable key and the client secret. */
  function browser(method: 'GET' | 'POST', path: string, handle: Handler) {
    return {
      method,
      path,
      handle: async (request: StandinRequest): Promise<StandinResponse> => {
        const form = formOf(request.body, request.query);
        const intent = paymentIntents.get(request.params.id ?? '');
        const bySecretKey = secretKeyOf(request) !== null;
        const byClientSecret =
          publishable(form.key) && intent && text(form, 'client_secret') === intent.client_secret;
        const response =
          bySecretKey || byClientSecret
            ? await Promise.resolve()
                .then(() => handle(request, form))
                .catch(answerOrRefusal)
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

  const deliver = (emitted: StripeEvent[]) => void sender.send(emitted);

  function get<T extends Obj>(store: Map<string, T>, kind: string, value: string | undefined): T {
    const found = store.get(value ?? '');
    if (!found) throw new Refusal(missing(kind, value ?? ''));
    return found;
  }

  function pageOf<T extends Obj>(items: T[], form: Form, url: string) {
    const limit = Math.min(100, Number(text(form, 'limit') ?? 10) || 10);
    // Newest first; within one second, the later one first (the sort is stable).
    const sorted = [...items].reverse().sort((a, b) => Number(b.created) - Number(a.created));
    const page = {
      object: 'list',
      data: sorted.slice(0, limit),
      has_more: sorted.length > limit,
      url,
    };
    return render(page, form);
  }

  // ---- resources ----------------------------------------------------------------------------

  function priceFrom(item: Form): Price {
    const priceId = text(item, 'price');
    if (priceId !== undefined) {
      const known = prices.get(priceId);
      if (!known) throw new Refusal(missing('price', priceId, 'items[0][price]'));
      return known;
    }
    const data = record(item.price_data);
    const product = text(data, 'product') ?? '';
    if (!products.has(product)) {
      throw new Refusal(missing('product', product, 'items[0][price_data][product]'));
    }
    const amount = Number(text(data, 'unit_amount'));
    const interval = text(record(data.recurring), 'interval') as Interval | undefined;
    if (!Number.isInteger(amount) || amount < 0) {
      throw new Refusal(
        invalid('Invalid integer: unit_amount', 'items[0][price_data][unit_amount]'),
      );
    }
    if (!interval || !['day', 'week', 'month', 'year'].includes(interval)) {
      throw new Refusal(
        invalid('Invalid recurring interval', 'items[0][price_data][recurring][interval]'),
      );
    }
    const price: Price = {
      id: id('price'),
      object: 'price',
      active: false,
      product,
      unit_amount: amount,
      currency: text(data, 'currency') ?? 'usd',
      recurring: {
        interval,
        interval_count: Number(text(record(data.recurring), 'interval_count') ?? 1),
      },
      type: 'recurring',
      created: now(),
      livemode: false,
    };
    prices.set(price.id, price);
    return price;
  }

  function confirm(intent: PaymentIntent, form: Form): StandinResponse | Promise<StandinResponse> {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      return invalid(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }
    const methodId = text(form, 'payment_method');
    const cardForm = record(record(form.payment_method_data).card);
    const card: CardInput = methodId
      ? {
          number: TEST_PAYMENT_METHODS[methodId] ?? '',
          expMonth: '12',
          expYear: '2099',
          cvc: '123',
        }
      : {
          number: text(cardForm, 'number'),
          expMonth: text(cardForm, 'exp_month'),
          expYear: text(cardForm, 'exp_year'),
          cvc: text(cardForm, 'cvc'),
        };
    if (methodId && !TEST_PAYMENT_METHODS[methodId])
      return missing('payment_method', methodId, 'payment_method');
    const outcome = outcomeOf(card, new Date(now() * 1000));
    const paymentMethod = methodId ?? id('pm');
    switch (outcome.kind) {
      case 'declined': {
        const error = {
          type: 'card_error',
          code: outcome.code,
          ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
          message: outcome.message,
          payment_method: { id: paymentMethod, object: 'payment_method', type: 'card' },
        };
        deliver(fail(intent, error));
        return { status: 402, body: { error: { ...error, payment_intent: clone(intent) } } };
      }
      case 'needs-authentication':
        intent.status = 'requires_action';
        intent.payment_method = paymentMethod;
        intent.next_action = {
          type: 'use_stripe_sdk',
          use_stripe_sdk: { type: 'three_d_secure_redirect' },
        };
        deliver([emit('payment_intent.requires_action', intent)]);
        return ok(clone(intent));
      case 'succeeds-webhook-first':
        return sender.send(settle(intent, paymentMethod)).then(() => ok(clone(intent)));
      case 'succeeds':
        deliver(settle(intent, paymentMethod));
        return ok(clone(intent));
    }
  }

  function updateSubscription(subscription: Subscription, form: Form): StandinResponse {
    const previous: Record<string, unknown> = {};
    const emitted: StripeEvent[] = [];
    const cancel = text(form, 'cancel_at_period_end');
    if (cancel !== undefined && (cancel === 'true') !== subscription.cancel_at_period_end) {
      previous.cancel_at_period_end = subscription.cancel_at_period_end;
      subscription.cancel_at_period_end = cancel === 'true';
      subscription.canceled_at = cancel === 'true' ? now() : null;
    }
    if (form.metadata !== undefined) {
      previous.metadata = subscription.metadata;
      subscription.metadata = mergeMetadata(subscription.metadata, form.metadata);
    }
    const change = record(list(form.items)[0]);
    if (Object.keys(change).length > 0) {
      const item = subscription.items.data.find((candidate) => candidate.id === change.id);
      if (!item) return missing('subscription_item', String(change.id ?? ''), 'items[0][id]');
      const price = priceFrom(change);
      previous.items = clone(subscription.items);
      const old = item.price;
      const start = now();
      const total = item.current_period_end - item.current_period_start;
      const unused = total > 0 ? Math.max(0, item.current_period_end - start) / total : 0;
      const credit = Math.round(old.unit_amount * unused);
      item.price = price;
      const sameCycle =
        old.recurring.interval === price.recurring.interval &&
        old.recurring.interval_count === price.recurring.interval_count;
      // A new interval restarts the billing cycle now; the same interval keeps the period and
      // charges the difference for the rest of it.
      const amount = sameCycle
        ? Math.round(price.unit_amount * unused) - credit
        : price.unit_amount - credit;
      if (!sameCycle) {
        item.current_period_start = start;
        item.current_period_end = addInterval(
          start,
          price.recurring.interval,
          price.recurring.interval_count,
        );
      }
      const behaviour = text(form, 'proration_behavior') ?? 'create_prorations';
      if (subscription.status === 'active' && (behaviour === 'always_invoice' || !sameCycle)) {
        emitted.push(
          ...chargeSaved(
            subscription,
            behaviour === 'none' ? price.unit_amount : amount,
            'subscription_update',
          ),
        );
      }
    }
    if (Object.keys(previous).length > 0) {
      emitted.unshift(emit('customer.subscription.updated', subscription, previous));
    }
    deliver(emitted);
    return ok(subscription);
  }

  function endSubscription(subscription: Subscription, status: string): StripeEvent {
    subscription.status = status;
    subscription.ended_at = now();
    subscription.canceled_at ??= now();
    const invoice = invoices.get(subscription.latest_invoice ?? '');
    if (invoice?.status === 'open') {
      invoice.status = 'void';
      const intent = paymentIntents.get(intentOfInvoice.get(invoice.id) ?? '');
      if (intent) intent.status = 'canceled';
    }
    return emit('customer.subscription.deleted', subscription);
  }

  /** Moves the clock on and lets every subscription reach the periods it passed. */
  function advanceClock(seconds: number): StripeEvent[] {
    clockOffset += seconds;
    const emitted: StripeEvent[] = [];
    for (const subscription of subscriptions.values()) {
      if (
        subscription.status === 'incomplete' &&
        subscription.created + INCOMPLETE_EXPIRY_SECONDS <= now()
      ) {
        emitted.push(endSubscription(subscription, 'incomplete_expired'));
        continue;
      }
      const item = subscription.items.data[0];
      while (subscription.status === 'active' && item && item.current_period_end <= now()) {
        if (subscription.cancel_at_period_end) {
          emitted.push(endSubscription(subscription, 'canceled'));
          break;
        }
        const previous = { items: clone(subscription.items) };
        item.current_period_start = item.current_period_end;
        const { interval, interval_count } = item.price.recurring;
        item.current_period_end = addInterval(item.current_period_start, interval, interval_count);
        emitted.push(...chargeSaved(subscription, item.price.unit_amount, 'subscription_cycle'));
        emitted.push(emit('customer.subscription.updated', subscription, previous));
      }
    }
    return emitted;
  }

  function reset() {
    for (const store of [
      customers,
      products,
      prices,
      subscriptions,
      invoices,
      paymentIntents,
      invoicePayments,
      portalSessions,
      intentOfInvoice,
      invoiceOfIntent,
      idempotency,
    ]) {
      store.clear();
    }
    events.length = 0;
    clockOffset = 0;
    sender.reset(endpoint());
  }

  return {
    name: 'stripe',
    routes: [
      api('POST', '/v1/customers', (_request, form) => {
        const customer: Obj = {
          id: id('cus'),
          object: 'customer',
          email: text(form, 'email') ?? null,
          name: text(form, 'name') ?? null,
          metadata: mergeMetadata({}, form.metadata),
          invoice_settings: { default_payment_method: null },
          created: now(),
          livemode: false,
        };
        customers.set(customer.id, customer);
        deliver([emit('customer.created', customer)]);
        return ok(customer);
      }),
      api('GET', '/v1/customers/{id}', ({ params }, form) => {
        const found = get(customers, 'customer', params.id);
        return ok(render(found, form));
      }),
      api('POST', '/v1/customers/{id}', ({ params }, form) => {
        const found = get(customers, 'customer', params.id);
        for (const field of ['email', 'name'] as const) {
          if (text(form, field) !== undefined) found[field] = text(form, field);
        }
        found.metadata = mergeMetadata(found.metadata as Record<string, string>, form.metadata);
        deliver([emit('customer.updated', found)]);
        return ok(found);
      }),
      api('POST', '/v1/products', (_request, form) => {
        const productId = text(form, 'id') ?? id('prod');
        if (products.has(productId)) {
          return stripeError(400, 'invalid_request_error', `Product already exists.`, {
            code: 'resource_already_exists',
            param: 'id',
          });
        }
        const name = text(form, 'name');
        if (!name) return invalid('Missing required param: name.', 'name');
        const product: Obj = {
          id: productId,
          object: 'product',
          name,
          active: true,
          metadata: mergeMetadata({}, form.metadata),
          created: now(),
          livemode: false,
        };
        products.set(productId, product);
        return ok(product);
      }),
      api('GET', '/v1/products/{id}', ({ params }) => {
        const found = get(products, 'product', params.id);
        return ok(found);
      }),
      api('POST', '/v1/subscriptions', (_request, form) => {
        const customer = text(form, 'customer') ?? '';
        if (!customers.has(customer)) return missing('customer', customer, 'customer');
        const items = list(form.items);
        if (items.length !== 1)
          return invalid('Exactly one subscription item is supported.', 'items');
        const price = priceFrom(record(items[0]));
        const behaviour = text(form, 'payment_behavior');
        if (behaviour !== 'default_incomplete') {
          return invalid(
            'This stand-in creates subscriptions with payment_behavior=default_incomplete only.',
            'payment_behavior',
          );
        }
        const subscriptionId = id('sub');
        const start = now();
        const subscription: Subscription = {
          id: subscriptionId,
          object: 'subscription',
          customer,
          status: 'incomplete',
          metadata: mergeMetadata({}, form.metadata),
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          created: start,
          start_date: start,
          latest_invoice: null,
          default_payment_method: null,
          collection_method: 'charge_automatically',
          livemode: false,
          items: {
            object: 'list',
            has_more: false,
            url: `/v1/subscription_items?subscription=${subscriptionId}`,
            data: [
              {
                id: id('si'),
                object: 'subscription_item',
                price,
                quantity: 1,
                subscription: subscriptionId,
                created: start,
                current_period_start: start,
                current_period_end: addInterval(
                  start,
                  price.recurring.interval,
                  price.recurring.interval_count,
                ),
              },
            ],
          },
        };
        subscriptions.set(subscriptionId, subscription);
        const invoice = openInvoice(subscription, price.unit_amount, 'subscription_create');
        deliver([
          emit('customer.subscription.created', subscription),
          emit('invoice.finalized', invoice),
        ]);
        return ok(render(subscription, form));
      }),
      api('GET', '/v1/subscriptions', (_request, form) => {
        const customer = text(form, 'customer');
        const status = text(form, 'status');
        const matching = [...subscriptions.values()].filter(
          (subscription) =>
            (!customer || subscription.customer === customer) &&
            (status === 'all' ||
              (status
                ? subscription.status === status
                : !['canceled', 'incomplete_expired'].includes(subscription.status))),
        );
        return ok(pageOf(matching, form, '/v1/subscriptions'));
      }),
      api('GET', '/v1/subscriptions/{id}', ({ params }, form) => {
        const found = get(subscriptions, 'subscription', params.id);
        return ok(render(found, form));
      }),
      api('POST', '/v1/subscriptions/{id}', ({ params }, form) => {
        const found = get(subscriptions, 'subscription', params.id);
        if (['canceled', 'incomplete_expired'].includes(found.status)) {
          return invalid(
            'A canceled subscription can only update its cancellation_details and metadata.',
          );
        }
        const response = updateSubscription(found, form);
        return response.status === 200 ? ok(render(found, form)) : response;
      }),
      api('DELETE', '/v1/subscriptions/{id}', ({ params }, form) => {
        const found = get(subscriptions, 'subscription', params.id);
        if (['canceled', 'incomplete_expired'].includes(found.status)) {
          return invalid(`This subscription has already been canceled.`);
        }
        deliver([endSubscription(found, 'canceled')]);
        return ok(render(found, form));
      }),
      api('GET', '/v1/invoices', (_request, form) => {
        const customer = text(form, 'customer');
        const subscription = text(form, 'subscription');
        const matching = [...invoices.values()].filter(
          (invoice) =>
            (!customer || invoice.customer === customer) &&
            (!subscription || invoice.parent.subscription_details.subscription === subscription),
        );
        return ok(pageOf(matching, form, '/v1/invoices'));
      }),
      api('GET', '/v1/invoices/{id}', ({ params }, form) => {
        const found = get(invoices, 'invoice', params.id);
        return ok(render(found, form));
      }),
      api('GET', '/v1/invoice_payments', (_request, form) => {
        const payment = record(form.payment);
        const intent = text(payment, 'payment_intent');
        const invoice = text(form, 'invoice');
        const matching = [...invoicePayments.values()].filter(
          (candidate) =>
            (!intent || record(candidate.payment as Form[string]).payment_intent === intent) &&
            (!invoice || candidate.invoice === invoice),
        );
        return ok(pageOf(matching, form, '/v1/invoice_payments'));
      }),
      browser('GET', '/v1/payment_intents/{id}', ({ params }, form) => {
        const found = get(paymentIntents, 'payment_intent', params.id);
        return ok(render(found, form));
      }),
      browser('POST', '/v1/payment_intents/{id}/confirm', ({ params }, form) => {
        const found = get(paymentIntents, 'payment_intent', params.id);
        return confirm(found, form);
      }),
      // Stands for the bank's authentication page (3D Secure) that Stripe.js opens for a
      // payment in requires_action: `outcome` is the customer's choice there.
      browser('POST', '/v1/payment_intents/{id}/authenticate', ({ params }, form) => {
        const found = get(paymentIntents, 'payment_intent', params.id);
        if (found.status !== 'requires_action') {
          return invalid(
            `This PaymentIntent has a status of ${found.status}; nothing to authenticate.`,
          );
        }
        if (text(form, 'outcome') === 'complete') {
          deliver(settle(found, found.payment_method ?? id('pm')));
        } else {
          deliver(
            fail(found, {
              type: 'invalid_request_error',
              code: 'payment_intent_authentication_failure',
              message: AUTHENTICATION_FAILED_MESSAGE,
            }),
          );
        }
        return ok(clone(found));
      }),
      api('POST', '/v1/billing_portal/sessions', (request, form) => {
        const customer = text(form, 'customer') ?? '';
        if (!customers.has(customer)) return missing('customer', customer, 'customer');
        const host = request.headers.host ?? '127.0.0.1';
        const session: Obj = {
          id: id('bps'),
          object: 'billing_portal.session',
          customer,
          return_url: text(form, 'return_url') ?? null,
          created: now(),
          livemode: false,
        };
        session.url = `http://${host}/p/session/${session.id}`;
        portalSessions.set(session.id, session);
        return ok(session);
      }),
      {
        // Stripe.js for the checkout page: https://js.stripe.com/v3 of this stand-in.
        method: 'GET',
        path: '/js/v3',
        handle: () => ({
          status: 200,
          headers: {
            'content-type': 'text/javascript; charset=utf-8',
            'cache-control': 'no-cache',
          },
          body: STRIPE_JS,
        }),
      },
      {
        // The billing portal page a session's url opens: the customer's invoices and the way
        // back to the app.
        method: 'GET',
        path: '/p/session/{id}',
        handle: ({ params }) => {
          const session = portalSessions.get(params.id ?? '');
          if (!session) return { status: 404, body: 'This billing portal session has expired.' };
          const rows = [...invoices.values()]
            .filter((invoice) => invoice.customer === session.customer && invoice.status === 'paid')
            .map(
              (invoice) =>
                `<li>${new Date(Number(invoice.created) * 1000).toISOString().slice(0, 10)}: ${(invoice.amount_paid / 100).toFixed(2)} ${invoice.currency.toUpperCase()} (paid)</li>`,
            )
            .join('');
          const back = String(session.return_url ?? '').replace(/"/g, '&quot;');
          return {
            status: 200,
            headers: { 'content-type': 'text/html; charset=utf-8' },
            body: `<!doctype html><title>Billing portal (stand-in)</title><h1>Billing portal</h1><h2>Invoices</h2><ul>${rows || '<li>No invoices yet</li>'}</ul><a href="${back}">Return to the app</a>`,
          };
        },
      },
      api('GET', '/v1/events/{id}', ({ params }) => {
        const event = events.find((candidate) => candidate.id === params.id);
        return event ? ok(event) : missing('event', params.id ?? '');
      }),
      api('GET', '/v1/events', (_request, form) => {
        const type = text(form, 'type');
        const matching = events.filter((event) => !type || event.type === type) as unknown as Obj[];
        return ok(pageOf(matching, {}, '/v1/events'));
      }),
    ],
    faults: {
      'card-network-down': () =>
        stripeError(500, 'api_error', 'An unknown error occurred while processing your request.'),
      'rate-limit': () =>
        stripeError(429, 'invalid_request_error', 'Too many requests made to the API too quickly', {
          code: 'rate_limit',
        }),
    },
    control: [
      {
        method: 'PUT',
        path: '/webhook',
        handle: ({ body }) => {
          const input = record(body as Form[string]);
          const url = text(input, 'url');
          const secret = text(input, 'secret');
          if (url !== undefined && !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) {
            return invalid('The webhook url must be a loopback http address.');
          }
          sender.endpoint = {
            url: url ?? sender.endpoint.url,
            secret: secret ?? sender.endpoint.secret,
          };
          return { status: 204 };
        },
      },
      {
        method: 'PUT',
        path: '/delivery',
        handle: ({ body }) => {
          const input = (body ?? {}) as { mode?: unknown; retryDelaysMs?: unknown };
          if (input.mode !== undefined && input.mode !== 'immediate' && input.mode !== 'held') {
            return invalid('mode must be "immediate" or "held"');
          }
          if (input.mode) sender.held = input.mode === 'held';
          if (Array.isArray(input.retryDelaysMs))
            sender.retryDelaysMs = input.retryDelaysMs.map(Number);
          return { status: 204 };
        },
      },
      {
        method: 'POST',
        path: '/release',
        handle: async ({ body }) => {
          const input = (body ?? {}) as { order?: unknown; duplicate?: unknown };
          await sender.release(
            input.order === 'reverse' ? 'reverse' : 'sent',
            input.duplicate === true,
          );
          return { status: 204 };
        },
      },
      {
        method: 'POST',
        path: '/deliver',
        handle: async ({ body }) => {
          const input = (body ?? {}) as { eventId?: unknown; signature?: unknown };
          const event = events.find((candidate) => candidate.id === input.eventId);
          if (!event) return missing('event', String(input.eventId));
          const signature: SignatureMode =
            input.signature === 'tampered' || input.signature === 'missing'
              ? input.signature
              : 'valid';
          return ok(await sender.deliverNow(event, signature));
        },
      },
      {
        method: 'POST',
        path: '/drain',
        handle: async () => {
          await sender.drained();
          return { status: 204 };
        },
      },
      { method: 'GET', path: '/events', handle: () => ok(events) },
      { method: 'GET', path: '/deliveries', handle: () => ok(sender.deliveries) },
      {
        method: 'POST',
        path: '/advance-clock',
        handle: async ({ body }) => {
          const seconds = Number((body as { seconds?: unknown } | undefined)?.seconds);
          if (!Number.isInteger(seconds) || seconds <= 0)
            return invalid('seconds must be a positive integer');
          await sender.send(advanceClock(seconds));
          return ok({ now: now() });
        },
      },
    ],
    reset,
  };
}
