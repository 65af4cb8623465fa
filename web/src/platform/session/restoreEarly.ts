import { setIdTokenSource } from '../../api/client';

const loadSession = () => import('./session');

/**
 * Loads the Auth SDK and starts it reading the kept session (IndexedDB, then the server's
 * check of the user), so that AuthProvider, which follows the session once React has drawn
 * its first frame, finds it further along. The signed-in app is drawn before that (the kept
 * session's user), so an API call it makes meanwhile waits for Auth's answer for its token.
 * Best effort: AuthProvider reports a failed load.
 */
export function startRestoringSession(): void {
  setIdTokenSource(() => loadSession().then((auth) => auth.currentIdToken()));
  loadSession()
    .then((auth) => auth.startRestoring())
    .catch(() => undefined);
}
