// The SDKs that only some functions call (Stripe, Gemini, Google's OAuth and Calendar clients)
// are loaded on first use, not when the bundle loads: every function instance, the reminder
// worker and each Firestore trigger included, otherwise paid for all of them at every cold start.
import { createRequire } from 'node:module';

const requirePackage = createRequire(import.meta.url);

/** A package loaded with require() the first time it is asked for, then kept. */
export function lazyPackage<T>(name: string): () => T {
  let loaded: { value: T } | undefined;
  return () => {
    loaded ??= { value: requirePackage(name) as T };
    return loaded.value;
  };
}
