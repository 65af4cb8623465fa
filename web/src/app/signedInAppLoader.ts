import { preloadedLazy } from '../ui/preloadedLazy';

// The signed-in app's chunk (Firestore, the shell): visitors of the landing and login pages never
// download the Firestore SDK. Requested early wherever a session is about to exist (a browser
// that had one, a sign-up form being filled in), so it is not awaited after.
export const SignedInApp = preloadedLazy(() => import('./SignedInApp'));
const loadSignedInApp = SignedInApp.load;

/** Whether the current path belongs to the signed-in app (the admin area has its own). */
export function onSignedInPath(): boolean {
  return !window.location.pathname.includes('/super-panel');
}

/** Starts the download; the lazy render that needs it reports a failure. */
export function preloadSignedInApp(): void {
  loadSignedInApp().catch(() => undefined);
}

/** The user whose first lists were started: the kept session's hint and Auth may both name them. */
let listeningFor: string | null = null;

/**
 * A kept session's user is known: the page's lists start loading now, while React draws the
 * shell (firstListeners.ts). Best effort: the page starts any listener that is not running.
 */
export function startListeningFor(uid: string): void {
  if (!onSignedInPath() || listeningFor === uid) return;
  listeningFor = uid;
  loadSignedInApp()
    .then((app) => app.listenForReturningUser(uid))
    .catch(() => undefined);
}
