// The Stripe stand-in (port 9902) through the real SDK, for what a test sets up outside the
// browser. Browser tests run side by side and share the stand-in: never reset it or move its
// clock here (the API suite does that, alone).
import Stripe from 'stripe';

export const stripeStandin = new Stripe('sk_test_standin', {
  host: '127.0.0.1',
  port: 9902,
  protocol: 'http',
  telemetry: false,
  maxNetworkRetries: 0,
});

/** A customer of the stand-in for `uid`, as a first checkout would have created it. */
export async function standinCustomer(uid: string, email: string): Promise<string> {
  return (await stripeStandin.customers.create({ email, metadata: { uid } })).id;
}
