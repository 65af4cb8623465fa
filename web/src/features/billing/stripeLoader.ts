// Loads Stripe.js when a payment needs it: the checkout page, and a plan change the bank wants
// to authenticate (`@stripe/stripe-js/pure` injects nothing until loadStripe is called). A local publishable key (`pk_test_local…`, set on the emulators) gets
// the Stripe stand-in's Stripe.js instead: loadStripe uses a `window.Stripe` that is already
// defined, so the stand-in's script is loaded first and Stripe's own is never requested.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { fetchPublishableKey } from '../../api/payments';

/** Where the Stripe stand-in (standins/ports.json) serves its Stripe.js. */
export const LOCAL_STRIPE_JS_URL = 'http://127.0.0.1:9902/js/v3';

export function isLocalKey(publishableKey: string): boolean {
  return publishableKey.startsWith('pk_test_local');
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.append(script);
  });
}

let localScript: Promise<void> | null = null;

/** The Stripe object for `publishableKey`; rejects when Stripe.js cannot be loaded. */
export async function stripeFor(publishableKey: string): Promise<Stripe> {
  if (isLocalKey(publishableKey) && !('Stripe' in window)) {
    localScript ??= loadScript(LOCAL_STRIPE_JS_URL).catch((error: unknown) => {
      localScript = null;
      throw error;
    });
    await localScript;
  }
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
}

/** Stripe for this deployment's publishable key; rejects when payments are not configured. */
export async function loadConfiguredStripe(): Promise<Stripe> {
  const key = await fetchPublishableKey();
  if (!key) throw new Error('Payments are not configured');
  return stripeFor(key);
}
