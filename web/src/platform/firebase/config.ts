import type { FirebaseOptions } from 'firebase/app';

/**
 * The web app's Firebase config. A build with VITE_FIREBASE_* variables talks to that real
 * project; a build without them is a local build and talks to the emulator suite of the
 * `demo-pomoplan` project on the host that served the page.
 */
const env = import.meta.env;

// Read from import.meta.env itself, which the build writes in as a constant: the branches of
// the other kind of build are then left out of the bundle.
export const usesEmulators = !import.meta.env.VITE_FIREBASE_PROJECT_ID;

export const firebaseOptions: FirebaseOptions = usesEmulators
  ? {
      apiKey: 'demo-api-key',
      authDomain: 'demo-pomoplan.firebaseapp.com',
      projectId: 'demo-pomoplan',
      appId: 'demo-app',
    }
  : {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
    };

/** Emulator host: the page's own host name, so both localhost and 127.0.0.1 work. */
export function emulatorHost(): string {
  return typeof window === 'undefined' ? '127.0.0.1' : window.location.hostname;
}

export const EMULATOR_PORTS = { auth: 9099, firestore: 8080 } as const;

/** The reCAPTCHA Enterprise key App Check proves a deployed build with. */
export const appCheckSiteKey: string = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY ?? '';

/** The emulators' App Check stand-in (standins/ports.json) and the debug token it has registered. */
export const APP_CHECK_STANDIN = { port: 9907, debugToken: 'pomoplan-emulator-debug-token' };
