/**
 * Loads the Auth SDK and starts it reading the kept session (IndexedDB, then the server's
 * check of the user), so that AuthProvider, which follows the session once React has drawn
 * its first frame, finds it further along. Best effort: AuthProvider reports a failed load.
 */
export function startRestoringSession(): void {
  import('./session').then((auth) => auth.startRestoring()).catch(() => undefined);
}
