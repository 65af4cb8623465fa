// Every function instance loads the whole bundle, so what only some functions use is loaded on
// first use, not when the bundle loads: the SDKs that only some functions call (Stripe, Gemini,
// Google's OAuth and Calendar clients) and the code behind a function's handler (a chunk of the
// bundle). Otherwise the reminder worker and each Firestore trigger paid for all of it at every
// cold start.
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

/**
 * What `load` gives (typically a dynamic import(), which the bundle splits into its own chunk),
 * loaded by the first call and shared by every later one. A failed load is tried again next time.
 */
export function loadedOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
