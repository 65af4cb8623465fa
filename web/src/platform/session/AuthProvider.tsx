import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { signInToBackend } from '../../api/auth';
import { setIdTokenSource } from '../../api/client';
import { forgetKeptLists, hasKeptCopy, KEPT_USER } from '../../data/sync/keptLists';
import { usesEmulators } from '../firebase/config';
import { onSignedInPath, startListeningFor } from '../signedInAppLoading';
import { browserTimeZone } from '../../ui/timeZone';
import { AuthContext, type AuthActions, type AuthValue } from './authContext';
import { createAuthController, type AuthController, type Names } from './authController';
import { retryUntilDone } from './backendRetry';
import type { FirebaseUser } from './session';
import { hadSession, keptUid, rememberSession } from './sessionHint';

/**
 * Creates or refreshes the backend user for a signed-in Firebase user. Sign-up also sends the
 * form's names, so a first name with a space in it is not split by guesswork on the server.
 */
async function backendSignIn(firebaseUser: FirebaseUser, names?: Names) {
  const idToken = await firebaseUser.getIdToken();
  return signInToBackend({
    idToken,
    email: firebaseUser.email,
    displayName: firebaseUser.displayName,
    photoURL: firebaseUser.photoURL,
    timeZone: browserTimeZone(),
    ...names,
  });
}

/** How long sign-out waits for the push token's removal before it goes on regardless. */
const FORGET_BROWSER_MS = 3_000;

/**
 * Unregisters this browser's push token for the signed-in user, when the browser may hold one
 * (notifications allowed). Best effort: offline, sign-out still happens.
 */
async function forgetThisBrowser(): Promise<void> {
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  const removal = import('../../features/notifications/pushToken')
    .then(({ unregisterThisBrowser }) => unregisterThisBrowser())
    .catch(() => undefined);
  await Promise.race([removal, new Promise((resolve) => setTimeout(resolve, FORGET_BROWSER_MS))]);
}

function browserAuthController(): AuthController {
  return createAuthController({
    loadSession: () => import('./session'),
    loadSignIn: () => import('./signIn'),
    backendSignIn,
    setIdTokenSource,
    hadSession,
    keptUid,
    rememberSession,
    hasKeptUser: (uid) => hasKeptCopy(KEPT_USER, uid),
    forgetKeptLists,
    onSignedInPath,
    startListeningFor,
    forgetThisBrowser,
    retryUntilDone,
    usesEmulators,
    log: console,
  });
}

/** Hands the session's state (authController.ts) to the app, and its actions. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [controller] = useState(browserAuthController);
  const [state, setState] = useState(controller.getState);

  useEffect(() => {
    const unsubscribe = controller.subscribe((next, transition) => {
      // A transition, so React draws the shell and the page in slices and the main thread
      // stays free for input: drawn in one piece, that first render was a long task.
      if (transition) startTransition(() => setState(next));
      else setState(next);
    });
    setState(controller.getState());
    controller.start();
    return unsubscribe;
  }, [controller]);

  const actions: AuthActions = useMemo(
    () => ({
      signInWithEmail: controller.signInWithEmail,
      signInWithGoogle: controller.signInWithGoogle,
      signInWithToken: controller.signInWithToken,
      signUp: controller.signUp,
      signOut: controller.signOut,
      replaceUser: controller.replaceUser,
      prepare: controller.prepare,
    }),
    [controller],
  );
  const value: AuthValue = useMemo(() => ({ state, ...actions }), [state, actions]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
