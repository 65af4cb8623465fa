// The signed-in app's chunk (Firestore, the shell). Requested early wherever a session is about
// to exist (a browser that had one, a sign-up form being filled in), so it is not awaited after.
export const loadSignedInApp = () => import('./SignedInApp');

/** Starts the download; the lazy render that needs it reports a failure. */
export function preloadSignedInApp(): void {
  loadSignedInApp().catch(() => undefined);
}
