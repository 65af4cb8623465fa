// A hint, not a credential: whether this browser had a signed-in session last time. Without it
// the app shows the visitor pages at once and loads Firebase Auth only when someone signs in.
const KEY = 'pomoplan.session';

export function hadSession(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return true; // storage blocked: load Auth to find out
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the hint only saves a download
  }
}
