// A hint, not a credential: who was signed in on this browser last time. Without it the app
// shows the visitor pages at once and loads Firebase Auth only when someone signs in. With it,
// that user's first lists start listening while Auth checks the session (App.tsx).
const KEY = 'pomoplan.session';

/** A value written before the hint named the user: a session, of nobody known. */
const UNNAMED = '1';

export function hadSession(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    return true; // storage blocked: load Auth to find out
  }
}

/** The user this browser's kept session belonged to, if the hint names one. */
export function keptUid(): string | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === UNNAMED ? null : value || null;
  } catch {
    return null;
  }
}

/** Remembers who is signed in now; null forgets the session. */
export function rememberSession(uid: string | null): void {
  try {
    if (uid) window.localStorage.setItem(KEY, uid);
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the hint only saves time
  }
}
