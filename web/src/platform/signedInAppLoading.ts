// Loading the signed-in app's chunk (Firestore, the shell) ahead of need: visitors of the
// landing and login pages never download the Firestore SDK, and it is requested early wherever
// a session is about to exist (a browser that had one, a sign-up form, a checkout). The chunk
// belongs to app/, which registers how to load it; the session and the features only ask.

/** What the signed-in app's module offers before it renders. */
export interface SignedInAppModule {
  listenForReturningUser(uid: string): void;
}

let load: (() => Promise<SignedInAppModule>) | null = null;

/** Called once by app/ with the lazy import of its signed-in app. */
export function registerSignedInApp(loader: () => Promise<SignedInAppModule>): void {
  load = loader;
}

/** Whether the current path belongs to the signed-in app (the admin area has its own). */
export function onSignedInPath(): boolean {
  return !window.location.pathname.includes('/super-panel');
}

/** Starts the download; the lazy render that needs it reports a failure. */
export function preloadSignedInApp(): void {
  load?.().catch(() => undefined);
}

/** The user whose first lists were started: the kept session's hint and Auth may both name them. */
let listeningFor: string | null = null;

/**
 * A kept session's user is known: the page's lists start loading now, while React draws the
 * shell (firstListeners.ts). Best effort: the page starts any listener that is not running.
 */
export function startListeningFor(uid: string): void {
  if (!load || !onSignedInPath() || listeningFor === uid) return;
  listeningFor = uid;
  load()
    .then((app) => app.listenForReturningUser(uid))
    .catch(() => undefined);
}
