// The `stripeWebhook` HTTPS function behind /api/webhooks/stripe (a Hosting rewrite listed
// before /api/**). Stripe signs each delivery instead of sending a user token, so it stays
// outside the API's token check and rate limit; the signature is checked on the raw bytes,
// since a re-serialised body no longer matches it.
import type { Request } from 'firebase-functions/https';
import { onRequest } from 'firebase-functions/https';
import type { Response } from 'express';
import type Stripe from 'stripe';
import { capacityOf } from '../platform/capacity';
import {
  mailUnsubscribeKey,
  REGION,
  stripeSecretKey,
  stripeWebhookSecret,
} from '../platform/config';
import { stripe } from './stripe';
import * as logs from '../platform/logs';
import { handleStripeEvent } from './stripeEvents';

function verifiedEvent(req: Request): Stripe.Event | string {
  const signature = req.get('stripe-signature');
  if (!signature) return 'The Stripe-Signature header is missing';
  try {
    return stripe().webhooks.constructEvent(req.rawBody, signature, stripeWebhookSecret.value());
  } catch {
    return 'The Stripe-Signature header does not match the body';
  }
}

export async function stripeWebhookHandler(req: Request, res: Response): Promise<void> {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).json({ message: 'Use POST' });
    return;
  }
  const event = verifiedEvent(req);
  if (typeof event === 'string') {
    logs.stripeWebhookRejected(event);
    res.status(400).json({ message: event });
    return;
  }
  try {
    await handleStripeEvent(event);
  } catch (error) {
    // Stripe delivers an event again only after a non-2xx answer.
    logs.stripeEventFailed(event.id, event.type, error);
    res.status(500).json({ message: 'The event could not be handled; deliver it again' });
    return;
  }
  res.status(200).json({ received: true });
}

export const stripeWebhook = onRequest(
  {
    region: REGION,
    ...capacityOf('stripeWebhook'),
    // The billing mails go through the app's mail builder, which signs unsubscribe links.
    secrets: [stripeSecretKey, stripeWebhookSecret, mailUnsubscribeKey],
  },
  stripeWebhookHandler,
);
