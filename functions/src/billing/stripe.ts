// Stripe through the official SDK; only its address changes on the emulators (STRIPE_API_BASE
// points at the local stand-in). The helpers here are the calls every payment path shares.
import type Stripe from 'stripe';
import type { Tier } from '@pomoplan/domain';
import { stripeApiBase, stripeSecretKey } from '../platform/config';
import { lazyPackage } from '../platform/lazyPackage';

const stripeSdk = lazyPackage<typeof Stripe>('stripe');

export interface StripeOptions {
  secretKey: string;
  /** Empty or undefined: api.stripe.com. */
  apiBase?: string;
}

/**
 * The Stripe API version every call and every webhook event of this app is written against
 * (the stripe package's own). The webhook endpoint must be created with the same version: the
 * events' objects are in the endpoint's version, and invoice.parent, the items' period fields
 * and invoice confirmation secrets exist only since 2025.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Waits this long for one Stripe call; the SDK retries a network failure on Stripe itself. */
const TIMEOUT_MS = 20_000;

export function createStripe({ secretKey, apiBase }: StripeOptions): Stripe {
  const url = apiBase ? new URL(apiBase) : null;
  const StripeClient = stripeSdk();
  return new StripeClient(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    telemetry: false,
    timeout: TIMEOUT_MS,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
          // A stand-in answers at once or is down; retrying only hides that.
          maxNetworkRetries: 0,
        }
      : { maxNetworkRetries: 2 }),
  });
}

let shared: Stripe | undefined;

/** The Stripe client configured by the params (created on first use, inside a function). */
export function stripe(): Stripe {
  shared ??= createStripe({ secretKey: stripeSecretKey.value(), apiBase: stripeApiBase.value() });
  return shared;
}

const PRODUCT_PREFIX = 'pomoplan_';

/** The Stripe product of a paid tier: one per tier, under an id of our own. */
export const productIdOf = (tier: Exclude<Tier, 'free'>) => `${PRODUCT_PREFIX}${tier}`;

/** The tier a product id stands for, or null for a product that is not one of ours. */
export function tierOfProduct(productId: string): Exclude<Tier, 'free'> | null {
  const tier = productId.startsWith(PRODUCT_PREFIX) ? productId.slice(PRODUCT_PREFIX.length) : '';
  return tier === 'pro' || tier === 'master' ? tier : null;
}

export const isStripeCode = (error: unknown, code: string) =>
  error instanceof stripeSdk().errors.StripeError && error.code === code;

/**
 * Makes sure the product of `tier` exists, so that a new Stripe account needs no setup: prices
 * are sent with each subscription (price_data) from config/plans.
 */
export async function ensureProduct(client: Stripe, tier: Exclude<Tier, 'free'>): Promise<string> {
  const id = productIdOf(tier);
  try {
    await client.products.retrieve(id);
  } catch (error) {
    if (!isStripeCode(error, 'resource_missing')) throw error;
    try {
      await client.products.create({ id, name: `Pomoplan ${tier === 'pro' ? 'Pro' : 'Master'}` });
    } catch (raced) {
      if (!isStripeCode(raced, 'resource_already_exists')) throw raced;
    }
  }
  return id;
}

/**
 * The user's Stripe customer, created once: the idempotency key is the user's id, so double
 * clicks and concurrent checkouts within Stripe's 24-hour key window get the same customer.
 */
export async function createCustomer(
  client: Stripe,
  user: { uid: string; email: string | null },
): Promise<string> {
  const customer = await client.customers.create(
    { ...(user.email ? { email: user.email } : {}), metadata: { uid: user.uid } },
    { idempotencyKey: `customer-${user.uid}` },
  );
  return customer.id;
}

/** The id of a Stripe reference, whether it came expanded or as a bare id. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
