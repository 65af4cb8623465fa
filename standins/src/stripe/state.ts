// Everything the Stripe stand-in remembers, its clock, and what every part shares: ids, events,
// lookups by id, `expand[]` and list pages as the API answers them.
import { randomBytes } from 'node:crypto';
import type { StandinResponse } from '../harness';
import type { CardInput } from './cards';
import { missing, refuse } from './errors';
import { list, text, type Form } from './form';
import type {
  Customer,
  Invoice,
  LineDraft,
  Obj,
  PaymentIntent,
  PaymentMethod,
  PendingUpdate,
  Price,
  Schedule,
  Subscription,
} from './types';
import type { StripeEvent } from './webhooks';

export const STRIPE_API_VERSION = '2026-10-28.endive';
export const DAY = 24 * 60 * 60;

/** When failed renewals are tried again, and what becomes of the subscription after the last. */
export interface RetrySettings {
  afterDays: number[];
  finally: 'unpaid' | 'canceled';
}

/** Stripe's default schedule is Smart Retries; fixed days keep tests predictable. */
export const DEFAULT_RETRIES: RetrySettings = { afterDays: [3, 7], finally: 'unpaid' };

/** Where an invoice is in its automatic retries. */
export interface Dunning {
  firstAttemptAt: number;
  retriesDone: number;
}

export const clone = <T>(value: T): T => structuredClone(value);

export class StripeState {
  private clockOffset = 0;
  /** While the clock replays a jump: the instant being replayed (events carry it). */
  replayingAt: number | null = null;
  /** This stand-in's own address as the last request reached it (for hosted page links). */
  origin = 'http://127.0.0.1';
  retries: RetrySettings = clone(DEFAULT_RETRIES);

  readonly customers = new Map<string, Customer>();
  readonly products = new Map<string, Obj>();
  readonly prices = new Map<string, Price>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly invoicePayments = new Map<string, Obj>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly schedules = new Map<string, Schedule>();
  readonly portalSessions = new Map<string, Obj>();
  readonly events: StripeEvent[] = [];
  readonly idempotency = new Map<string, { fingerprint: string; response: StandinResponse }>();

  /** The card behind each payment method: the API never shows the number. */
  readonly cards = new Map<string, CardInput>();
  readonly intentOfInvoice = new Map<string, string>();
  readonly invoiceOfIntent = new Map<string, string>();
  /** Prorations a subscription carries to its next invoice (create_prorations). */
  readonly pendingLines = new Map<string, LineDraft[]>();
  /**
   * A subscription's change waiting for its invoice to be paid (pending_if_incomplete): staged
   * while the invoice is first tried, shown as `pending_update` once that attempt fails.
   */
  readonly pendingChanges = new Map<string, { invoice: string; update: PendingUpdate }>();
  readonly dunning = new Map<string, Dunning>();

  constructor(private readonly sendEvents: (events: StripeEvent[]) => Promise<void>) {}

  now(): number {
    return this.replayingAt ?? Math.floor(Date.now() / 1000) + this.clockOffset;
  }

  moveClock(seconds: number) {
    this.clockOffset += seconds;
  }

  id(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
  }

  emit(type: string, object: Obj, previous?: Record<string, unknown>): StripeEvent {
    const event: StripeEvent = {
      id: this.id('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: this.now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: clone(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    this.events.push(event);
    return event;
  }

  /** Sends events to the webhook endpoint without waiting for the deliveries. */
  deliver(events: StripeEvent[]) {
    void this.sendEvents(events);
  }

  /** Sends events; resolves once each has had its first delivery attempt. */
  send(events: StripeEvent[]): Promise<void> {
    return this.sendEvents(events);
  }

  get<T extends Obj>(store: Map<string, T>, kind: string, value: string | undefined): T {
    const found = store.get(value ?? '');
    if (!found) refuse(missing(kind, value ?? ''));
    return found;
  }

  lookup(value: string): Obj | undefined {
    const stores: [string, Map<string, Obj>][] = [
      ['sub_sched_', this.schedules],
      ['cus_', this.customers],
      ['prod_', this.products],
      ['price_', this.prices],
      ['sub_', this.subscriptions],
      ['in_', this.invoices],
      ['pi_', this.paymentIntents],
      ['pm_', this.paymentMethods],
    ];
    const store = stores.find(([prefix]) => value.startsWith(prefix))?.[1];
    return store?.get(value) ?? this.products.get(value);
  }

  /** Fields Stripe leaves out of an object unless `expand[]` names them. */
  private includable(object: Obj, field: string): unknown {
    if (object.object !== 'invoice') return undefined;
    if (field === 'confirmation_secret') {
      const intent = this.paymentIntents.get(this.intentOfInvoice.get(object.id) ?? '');
      return intent && object.status === 'open'
        ? { client_secret: intent.client_secret, type: 'payment_intent' }
        : null;
    }
    if (field === 'payments') {
      const data = [...this.invoicePayments.values()].filter((p) => p.invoice === object.id);
      return { object: 'list', data, has_more: false, url: `/v1/invoices/${object.id}/payments` };
    }
    return undefined;
  }

  private expand(value: unknown, path: string[]): unknown {
    const [head, ...rest] = path;
    if (head === undefined) return value;
    if (Array.isArray(value)) return value.map((item) => this.expand(item, path));
    if (typeof value !== 'object' || value === null) return value;
    const object = value as Obj;
    let field: unknown = object[head];
    if (typeof field === 'string') field = clone(this.lookup(field)) ?? field;
    if (field === undefined) field = this.includable(object, head);
    return { ...object, [head]: this.expand(field, rest) };
  }

  /** The object as the API answers it, with the `expand[]` of the request. */
  render(object: object, form: Form): unknown {
    return list(form.expand)
      .filter((path): path is string => typeof path === 'string')
      .reduce<unknown>((current, path) => this.expand(current, path.split('.')), clone(object));
  }

  pageOf<T extends Obj>(items: T[], form: Form, url: string) {
    const limit = Math.min(100, Number(text(form, 'limit') ?? 10) || 10);
    // Newest first; within one second, the later one first (the sort is stable).
    const sorted = [...items].reverse().sort((a, b) => Number(b.created) - Number(a.created));
    const page = {
      object: 'list',
      data: sorted.slice(0, limit),
      has_more: sorted.length > limit,
      url,
    };
    return this.render(page, form);
  }

  reset() {
    const stores: { clear(): void }[] = [
      this.customers,
      this.products,
      this.prices,
      this.subscriptions,
      this.invoices,
      this.paymentIntents,
      this.invoicePayments,
      this.paymentMethods,
      this.schedules,
      this.portalSessions,
      this.idempotency,
      this.cards,
      this.intentOfInvoice,
      this.invoiceOfIntent,
      this.pendingLines,
      this.pendingChanges,
      this.dunning,
    ];
    for (const store of stores) store.clear();
    this.events.length = 0;
    this.clockOffset = 0;
    this.replayingAt = null;
    this.retries = clone(DEFAULT_RETRIES);
  }
}

/** The invoice whose payment applies a subscription's pending update, if any. */
export const pendingInvoiceOf = (state: StripeState, subscription: string): string | undefined =>
  state.pendingChanges.get(subscription)?.invoice;
