// The Stripe stand-in's control routes for tests (under /_control/stripe): the webhook
// endpoint and how events reach it, the event and delivery logs, the clock, and the retry
// schedule of failed invoices.
import type { Route } from '../harness';
import { advanceClock } from './clock';
import { retrySettingsOf } from './dunning';
import { invalid, missing, ok } from './errors';
import { record, text, type Form } from './form';
import type { StripeState } from './state';
import type { SignatureMode, WebhookSender } from './webhooks';

export function controlRoutes(state: StripeState, sender: WebhookSender): Route[] {
  return [
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
        if (Array.isArray(input.retryDelaysMs)) {
          sender.retryDelaysMs = input.retryDelaysMs.map(Number);
        }
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
        const event = state.events.find((candidate) => candidate.id === input.eventId);
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
    { method: 'GET', path: '/events', handle: () => ok(state.events) },
    { method: 'GET', path: '/deliveries', handle: () => ok(sender.deliveries) },
    {
      method: 'POST',
      path: '/advance-clock',
      handle: async ({ body }) => {
        const seconds = Number((body as { seconds?: unknown } | undefined)?.seconds);
        if (!Number.isInteger(seconds) || seconds <= 0) {
          return invalid('seconds must be a positive integer');
        }
        await sender.send(advanceClock(state, seconds));
        return ok({ now: state.now() });
      },
    },
    {
      method: 'PUT',
      path: '/retries',
      handle: ({ body }) => {
        const settings = retrySettingsOf(body);
        if (typeof settings === 'string') return invalid(settings);
        state.retries = settings;
        return { status: 204 };
      },
    },
    { method: 'GET', path: '/retries', handle: () => ok(state.retries) },
    { method: 'GET', path: '/clock', handle: () => ok({ now: state.now() }) },
  ];
}
