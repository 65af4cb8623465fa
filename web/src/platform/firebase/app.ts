import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseOptions } from './config';

declare global {
  var __FIREBASE_DEFAULTS__: object | undefined;
}

// The Firebase SDKs look for settings a hosting integration may hand them (this global, else a
// cookie) whenever a service starts, and reading document.cookie waits on the browser's network
// process: up to a tenth of a second of the first screen on a busy machine. This app passes
// its own options, so it says there are no others.
globalThis.__FIREBASE_DEFAULTS__ ??= {};

export function firebaseApp(): FirebaseApp {
  return getApps()[0] ?? initializeApp(firebaseOptions);
}
