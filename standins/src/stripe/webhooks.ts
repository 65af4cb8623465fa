// Delivery of the stand-in's events to one webhook endpoint, signed as Stripe signs them.
// Like Stripe, a delivery that is not answered 2xx is retried later (here after short delays)
// while later events go ahead, so a failing handler sees events out of order. Tests can hold
// events and release them reversed or twice, and resend one with a valid, tampered or missing
// signature.
import { signatureHeader } from './signature';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}

export type SignatureMode = 'valid' | 'tampered' | 'missing';

export interface Delivery {
  at: string;
  eventId: string;
  type: string;
  attempt: number;
  signature: SignatureMode;
  /** The endpoint's HTTP status, or 0 when it could not be reached. */
  status: number;
}

export interface WebhookEndpoint {
  url: string | null;
  secret: string;
}

/** Retry delays after a failed delivery; Stripe's are hours apart, tests need seconds. */
export const DEFAULT_RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000];

export class WebhookSender {
  endpoint: WebhookEndpoint;
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS;
  held = false;
  readonly deliveries: Delivery[] = [];
  private heldEvents: StripeEvent[] = [];
  private queue: Promise<void> = Promise.resolve();
  private timers = new Set<NodeJS.Timeout>();
  private generation = 0;

  constructor(endpoint: WebhookEndpoint) {
    this.endpoint = { ...endpoint };
  }

  /** Queues events in order; resolves once each has had its first delivery attempt. */
  send(events: StripeEvent[]): Promise<void> {
    if (this.held) {
      this.heldEvents.push(...events);
      return Promise.resolve();
    }
    const generation = this.generation;
    for (const event of events) {
      this.queue = this.queue.then(() => this.attempt(event, 1, generation));
    }
    return this.queue;
  }

  /** Sends the held events, in the order they happened or reversed, optionally each twice. */
  release(order: 'sent' | 'reverse', duplicate: boolean): Promise<void> {
    const events = order === 'reverse' ? [...this.heldEvents].reverse() : this.heldEvents;
    this.heldEvents = [];
    this.held = false;
    return this.send(duplicate ? events.flatMap((event) => [event, event]) : events);
  }

  /** One delivery now, outside the queue, answering what the endpoint answered. */
  async deliverNow(
    event: StripeEvent,
    signature: SignatureMode,
  ): Promise<{ status: number; body: string }> {
    const { url, secret } = this.endpoint;
    if (!url) return { status: 0, body: 'no webhook endpoint configured' };
    const payload = JSON.stringify(event, null, 2);
    const header = signatureHeader(payload, secret, Math.floor(Date.now() / 1000));
    // A tampered delivery carries the signature of the real payload over a changed body.
    const body = signature === 'tampered' ? payload.replace(event.id, `${event.id}x`) : payload;
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    if (signature !== 'missing') headers['stripe-signature'] = header;
    let result: { status: number; body: string };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
      });
      result = { status: response.status, body: await response.text() };
    } catch (error) {
      result = { status: 0, body: String(error) };
    }
    return result;
  }

  private async attempt(event: StripeEvent, attempt: number, generation: number) {
    if (generation !== this.generation || !this.endpoint.url) return;
    const { status } = await this.deliverNow(event, 'valid');
    if (generation !== this.generation) return;
    this.deliveries.push({
      at: new Date().toISOString(),
      eventId: event.id,
      type: event.type,
      attempt,
      signature: 'valid',
      status,
    });
    const delay = this.retryDelaysMs[attempt - 1];
    if (status >= 200 && status < 300) return;
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.queue = this.queue.then(() => this.attempt(event, attempt + 1, generation));
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  /** Resolves once no first attempt is queued or in flight (retries may follow later). */
  drained(): Promise<void> {
    return this.queue;
  }

  /** Forgets held events, pending retries and the delivery log. */
  reset(endpoint: WebhookEndpoint) {
    this.generation += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.heldEvents = [];
    this.held = false;
    this.deliveries.length = 0;
    this.retryDelaysMs = DEFAULT_RETRY_DELAYS_MS;
    this.endpoint = { ...endpoint };
  }
}
