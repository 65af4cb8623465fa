import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { signInToBackend } from '../../api/auth';
import { setIdTokenSource } from '../../api/client';
import { forgetKeptLists, hasKeptCopy, KEPT_USER } from '../../data/sync/keptLists';
import { usesEmulators } from '../firebase/config';
import { onSignedInPath, startListeningFor } from '../signedInAppLoading';
import { browserTimeZone } from '../../ui/timeZone';
import {
  AuthContext,
  type AuthActions,
  type AuthState,
  type EmulatorGoogleAccount,
  type SignUpForm,
} from './authContext';
import type { BackendUser } from './backendUser';
import { isPassingFailure, retryContention, retryUntilDone } from './backendRetry';
import type * as SessionModule from './session';
import type { FirebaseUser } from './session';
import { hadSession, keptUid, rememberSession } from './sessionHint';
import type * as SignInModule from './signIn';

type Session = typeof SessionModule;
type SignIn = typeof SignInModule;

const loadSignIn = (): Promise<SignIn> => import('./signIn');

type Action =
  | { type: 'authenticated'; user: BackendUser; firebaseUser: FirebaseUser; isAdmin: boolean }
  | { type: 'restored'; firebaseUser: FirebaseUser }
  | { type: 'signedOut' }
  | { type: 'authenticating'; value: boolean }
  | { type: 'userChanged'; user: BackendUser };

const initialState: AuthState = {
  user: null,
  uid: null,
  firebaseUser: null,
  isAdmin: false,
  isLoading: true,
  isAuthenticated: false,
  initialLoadComplete: false,
  isAuthenticating: false,
};

/**
 * The state the page starts in. A browser whose kept session names its user, and that kept the
 * user's document at the last visit, shows that user's signed-in app at once, from what the
 * page kept, while Auth checks the session (IndexedDB, then the server): Auth's answer follows
 * as 'restored', or 'signedOut' when the session is gone. Without the document the shell could
 * not draw its first screen as it stays, so the page waits for Auth as before.
 */
function startingState(): AuthState {
  const uid = onSignedInPath() ? keptUid() : null;
  if (!uid || !hasKeptCopy(KEPT_USER, uid)) return initialState;
  return { ...initialState, uid, isLoading: false, isAuthenticated: true };
}

function reducer(state: AuthState, action: Action): AuthState {
  switch (action.type) {
    case 'authenticated':
      return {
        user: action.user,
        uid: action.firebaseUser.uid,
        firebaseUser: action.firebaseUser,
        isAdmin: action.isAdmin,
        isLoading: false,
        isAuthenticated: true,
        initialLoadComplete: true,
        isAuthenticating: false,
      };
    case 'restored':
      // The backend user and the admin claim follow with 'authenticated'.
      return {
        ...state,
        uid: action.firebaseUser.uid,
        firebaseUser: action.firebaseUser,
        isLoading: false,
        isAuthenticated: true,
        initialLoadComplete: true,
      };
    case 'signedOut':
      return { ...initialState, isLoading: false, initialLoadComplete: true };
    case 'authenticating':
      return { ...state, isAuthenticating: action.value };
    case 'userChanged':
      return { ...state, user: action.user };
  }
}

interface Names {
  firstName: string;
  lastName: string;
}

/**
 * Creates or refreshes the backend user for a signed-in Firebase user. Sign-up also sends the
 * form's names, so a first name with a space in it is not split by guesswork on the server.
 */
async function authenticateWithBackend(firebaseUser: FirebaseUser, names?: Names) {
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

/** This browser forgets the session: its hint, and the lists kept for the next visit. */
function forgetSession(): void {
  rememberSession(null);
  forgetKeptLists();
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

/**
 * The auth state machine: loading, signed out or signed in. Firebase Auth says who is signed in; the backend user
 * (POST /api/auth/firebase) is what the app shows. Firebase refreshes ID tokens ahead of their
 * expiry by itself. The Auth SDK is loaded only when this browser had a session or someone
 * starts to sign in (see sessionHint.ts).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, undefined, startingState);
  // While sign-up sets the display name, the state listener must not post a nameless user.
  const signUpInProgress = useRef(false);
  const authenticatedUid = useRef<string | null>(null);
  const session = useRef<Promise<Session> | null>(null);
  // True until Auth has told whether the session this browser kept is still signed in.
  const restoring = useRef(false);
  // A kept session whose backend call failed in passing, and how to stop asking again.
  const resumingUid = useRef<string | null>(null);
  const stopRetry = useRef<(() => void) | null>(null);

  /** Creates or refreshes the backend user; signed in once it answers. Throws its failure. */
  const connect = useCallback(async (auth: Session, user: FirebaseUser, names?: Names) => {
    const [backendUser, isAdmin] = await Promise.all([
      authenticateWithBackend(user, names),
      auth.isAdminUser(user),
    ]);
    // An answer that comes after the user signed out (or another user signed in) is stale:
    // applied, it would sign the app back in while Auth has nobody.
    if (auth.currentUid() !== user.uid) return;
    authenticatedUid.current = user.uid;
    rememberSession(user.uid);
    // A transition: the page stays as it is (the form says it is busy) until the signed-in app
    // can show its first screen, instead of a loading screen in between.
    startTransition(() =>
      dispatch({ type: 'authenticated', user: backendUser, firebaseUser: user, isAdmin }),
    );
  }, []);

  const stopResuming = useCallback(() => {
    stopRetry.current?.();
    stopRetry.current = null;
    resumingUid.current = null;
  }, []);

  const endSession = useCallback(
    async (auth: Session, error: unknown) => {
      console.error('Failed to authenticate with backend', error);
      stopResuming();
      authenticatedUid.current = null;
      forgetSession();
      dispatch({ type: 'signedOut' });
      await auth.signOut().catch(() => undefined);
    },
    [stopResuming],
  );

  /**
   * A fresh sign-in: a failure of the backend call, other than a passing conflict it waits
   * out, signs out again and is thrown.
   */
  const establish = useCallback(
    async (auth: Session, user: FirebaseUser, names?: Names) => {
      try {
        await retryContention(() => connect(auth, user, names));
      } catch (error) {
        await endSession(auth, error);
        throw error;
      }
    },
    [connect, endSession],
  );

  /**
   * A kept session, already shown: a refusal signs out, but a failure in passing (offline, a
   * call cut short by leaving the page, a server error) keeps the user signed in and asks the
   * backend again later (backendRetry.ts).
   */
  const resume = useCallback(
    async (auth: Session, user: FirebaseUser) => {
      // Done when the backend answered or refused, or when this user is no longer signed in.
      const attempt = async (): Promise<boolean> => {
        if (auth.currentUid() !== user.uid) return true;
        try {
          await connect(auth, user);
          resumingUid.current = null;
          return true;
        } catch (error) {
          if (isPassingFailure(error)) return false;
          await endSession(auth, error);
          return true;
        }
      };
      resumingUid.current = user.uid;
      if (await attempt()) return;
      console.warn('The backend could not be reached; staying signed in and trying again');
      stopRetry.current?.();
      stopRetry.current = retryUntilDone(attempt);
    },
    [connect, endSession],
  );

  /** Loads the Auth SDK once and starts following the session. */
  const loadSession = useCallback((): Promise<Session> => {
    if (session.current) return session.current;
    const loading = import('./session').then((auth) => {
      auth.watchIdToken((user) => {
        const restoredSession = restoring.current;
        restoring.current = false;
        if (!user) {
          stopResuming();
          authenticatedUid.current = null;
          forgetSession();
          dispatch({ type: 'signedOut' });
          return;
        }
        const known = authenticatedUid.current ?? resumingUid.current;
        if (signUpInProgress.current || known === user.uid) return;
        // A kept session shows the signed-in app at once: its pages start their Firestore
        // listeners (answered from the cache) while the backend call is under way.
        if (restoredSession) {
          startListeningFor(user.uid);
          // A transition, so React draws the shell and the page in slices and the main thread
          // stays free for input: drawn in one piece, that first render was a long task.
          startTransition(() => dispatch({ type: 'restored', firebaseUser: user }));
          void resume(auth, user);
        } else {
          establish(auth, user).catch(() => undefined);
        }
      });
      return auth;
    });
    session.current = loading;
    // A call made before Auth has told who is signed in waits for it (currentIdToken).
    setIdTokenSource(() => loading.then((auth) => auth.currentIdToken()));
    return loading;
  }, [establish, resume, stopResuming]);

  useEffect(() => {
    if (hadSession()) {
      restoring.current = true;
      loadSession().catch((error: unknown) => {
        console.error('Could not load authentication', error);
        dispatch({ type: 'signedOut' });
      });
    } else {
      dispatch({ type: 'signedOut' });
    }
  }, [loadSession]);

  /** Runs a sign-in step with isAuthenticating set until the state changes or it fails. */
  const authenticating = useCallback(
    async (step: (signIn: SignIn, auth: Session) => Promise<void>) => {
      dispatch({ type: 'authenticating', value: true });
      try {
        const [auth, signIn] = await Promise.all([loadSession(), loadSignIn()]);
        await step(signIn, auth);
      } catch (error) {
        dispatch({ type: 'authenticating', value: false });
        throw error;
      }
    },
    [loadSession],
  );

  const signInWithEmail = useCallback(
    (email: string, password: string) =>
      authenticating((signIn) => signIn.signInWithPassword(email, password)),
    [authenticating],
  );

  const signInWithGoogle = useCallback(
    (account?: EmulatorGoogleAccount) =>
      authenticating((signIn) => signIn.signInWithGoogle(usesEmulators ? account : undefined)),
    [authenticating],
  );

  const signInWithToken = useCallback(
    (token: string) => authenticating((signIn) => signIn.signInWithToken(token)),
    [authenticating],
  );

  const signUp = useCallback(
    (form: SignUpForm) =>
      authenticating(async (signIn, auth) => {
        signUpInProgress.current = true;
        try {
          const names = { firstName: form.firstName.trim(), lastName: form.lastName.trim() };
          const displayName = [names.firstName, names.lastName].filter(Boolean).join(' ');
          const user = await signIn.createAccount(form.email.trim(), form.password, displayName);
          await establish(auth, user, names);
        } finally {
          signUpInProgress.current = false;
        }
      }),
    [authenticating, establish],
  );

  const signOut = useCallback(async () => {
    // While the session can still say whose it is, this browser's push token goes, so that
    // the account's reminders stop arriving on a browser it signed out of.
    await forgetThisBrowser();
    try {
      const auth = await loadSession();
      await auth.signOut();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    stopResuming();
    authenticatedUid.current = null;
    forgetSession();
    dispatch({ type: 'signedOut' });
  }, [loadSession, stopResuming]);

  const replaceUser = useCallback((user: BackendUser) => {
    dispatch({ type: 'userChanged', user });
  }, []);

  const prepare = useCallback(() => {
    Promise.all([loadSession(), loadSignIn()]).catch(() => undefined);
  }, [loadSession]);

  const actions: AuthActions = useMemo(
    () => ({
      signInWithEmail,
      signInWithGoogle,
      signInWithToken,
      signUp,
      signOut,
      replaceUser,
      prepare,
    }),
    [signInWithEmail, signInWithGoogle, signInWithToken, signUp, signOut, replaceUser, prepare],
  );
  const value = useMemo(() => ({ ...state, ...actions }), [state, actions]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
