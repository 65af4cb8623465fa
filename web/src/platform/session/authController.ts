// The session's state machine, outside React: loading, signed out or signed in. Firebase Auth
// says who is signed in; the backend user (POST /api/auth/firebase) is what the app shows.
// Firebase refreshes ID tokens ahead of their expiry by itself. The Auth SDK is loaded only
// when this browser had a session or someone starts to sign in (see sessionHint.ts).
// AuthProvider subscribes to it; everything it touches outside itself comes in as `deps`, so
// its transitions are unit-tested without a browser.
import type { AuthActions, AuthState } from './authContext';
import type { BackendUser } from './backendUser';
import { isPassingFailure, retryContention } from './backendRetry';
import type * as SessionModule from './session';
import type { FirebaseUser } from './session';
import type * as SignInModule from './signIn';

export type Session = Pick<
  typeof SessionModule,
  'watchIdToken' | 'currentIdToken' | 'currentUid' | 'isAdminUser' | 'signOut'
>;
export type SignIn = typeof SignInModule;

export interface Names {
  firstName: string;
  lastName: string;
}

export interface AuthDeps {
  loadSession(): Promise<Session>;
  loadSignIn(): Promise<SignIn>;
  /** Creates or refreshes the backend user of a signed-in Firebase user. */
  backendSignIn(user: FirebaseUser, names?: Names): Promise<BackendUser>;
  /** Where the API client takes its ID token from. */
  setIdTokenSource(source: () => Promise<string | undefined>): void;
  /** The session hint (sessionHint.ts). */
  hadSession(): boolean;
  keptUid(): string | null;
  rememberSession(uid: string | null): void;
  /** Whether this browser kept the user's own document at the last visit. */
  hasKeptUser(uid: string): boolean;
  forgetKeptLists(): void;
  onSignedInPath(): boolean;
  /** Starts the signed-in pages' first listeners for `uid`. */
  startListeningFor(uid: string): void;
  /** Unregisters this browser's push token, best effort. */
  forgetThisBrowser(): Promise<void>;
  /** Runs `attempt` again later until it resolves true; returns how to stop (backendRetry.ts). */
  retryUntilDone(attempt: () => Promise<boolean>): () => void;
  usesEmulators: boolean;
  log: Pick<Console, 'error' | 'warn'>;
}

/**
 * `transition`: the change may be drawn as a React transition (the page stays as it is until
 * the signed-in app can show its first screen, and a long first render is sliced).
 */
export type AuthListener = (state: AuthState, transition: boolean) => void;

export interface AuthController extends AuthActions {
  getState(): AuthState;
  subscribe(listener: AuthListener): () => void;
  /** Loads Auth when this browser had a session; otherwise the page is signed out at once. */
  start(): void;
}

const SIGNED_OUT: AuthState = { status: 'signedOut' };

/**
 * The state the page starts in. A browser whose kept session names its user, and that kept the
 * user's document at the last visit, shows that user's signed-in app at once, from what the
 * page kept, while Auth checks the session (IndexedDB, then the server). Without the document
 * the shell could not draw its first screen as it stays, so the page waits for Auth.
 */
function startingState(deps: AuthDeps): AuthState {
  const uid = deps.onSignedInPath() ? deps.keptUid() : null;
  if (!uid || !deps.hasKeptUser(uid)) return { status: 'loading' };
  return { status: 'signedIn', uid, firebaseUser: null, user: null, isAdmin: false };
}

export function createAuthController(deps: AuthDeps): AuthController {
  let state = startingState(deps);
  const listeners = new Set<AuthListener>();
  let session: Promise<Session> | null = null;
  let started = false;
  // While sign-up sets the display name, the state listener must not post a nameless user.
  let signUpInProgress = false;
  let authenticatedUid: string | null = null;
  // True until Auth has told whether the session this browser kept is still signed in.
  let restoring = false;
  // A kept session whose backend call failed in passing, and how to stop asking again.
  let resumingUid: string | null = null;
  let stopRetry: (() => void) | null = null;

  function set(next: AuthState, transition = false): void {
    state = next;
    for (const listener of listeners) listener(state, transition);
  }

  /**
   * The one way the page ends up signed out: no more retries, the hint and the kept lists
   * forgotten. Idempotent, since Auth's own "nobody" follows every sign-out.
   */
  function signedOut(): void {
    stopRetry?.();
    stopRetry = null;
    resumingUid = null;
    authenticatedUid = null;
    deps.rememberSession(null);
    deps.forgetKeptLists();
    if (state.status !== 'signedOut') set(SIGNED_OUT);
  }

  /** Signs Auth out, then the page; a failure of Auth's sign-out is logged and passed over. */
  async function endSession(auth: Session): Promise<void> {
    try {
      await auth.signOut();
    } catch (error) {
      deps.log.error('Sign-out failed', error);
    }
    signedOut();
  }

  /** Creates or refreshes the backend user; signed in once it answers. Throws its failure. */
  async function connect(auth: Session, user: FirebaseUser, names?: Names): Promise<void> {
    const [backendUser, isAdmin] = await Promise.all([
      deps.backendSignIn(user, names),
      auth.isAdminUser(user),
    ]);
    // An answer that comes after the user signed out (or another user signed in) is stale:
    // applied, it would sign the app back in while Auth has nobody.
    if (auth.currentUid() !== user.uid) return;
    authenticatedUid = user.uid;
    deps.rememberSession(user.uid);
    set(
      { status: 'signedIn', uid: user.uid, firebaseUser: user, user: backendUser, isAdmin },
      true,
    );
  }

  /**
   * A fresh sign-in: a failure of the backend call, other than a passing conflict it waits
   * out, signs out again and is thrown.
   */
  async function establish(auth: Session, user: FirebaseUser, names?: Names): Promise<void> {
    try {
      await retryContention(() => connect(auth, user, names));
    } catch (error) {
      deps.log.error('Failed to authenticate with backend', error);
      await endSession(auth);
      throw error;
    }
  }

  /**
   * A kept session, already shown: a refusal signs out, but a failure in passing (offline, a
   * call cut short by leaving the page, a server error) keeps the user signed in and asks the
   * backend again later.
   */
  async function resume(auth: Session, user: FirebaseUser): Promise<void> {
    // Done when the backend answered or refused, or when this user is no longer signed in.
    const attempt = async (): Promise<boolean> => {
      if (auth.currentUid() !== user.uid) return true;
      try {
        await connect(auth, user);
        resumingUid = null;
        return true;
      } catch (error) {
        if (isPassingFailure(error)) return false;
        deps.log.error('Failed to authenticate with backend', error);
        await endSession(auth);
        return true;
      }
    };
    resumingUid = user.uid;
    if (await attempt()) return;
    deps.log.warn('The backend could not be reached; staying signed in and trying again');
    stopRetry?.();
    stopRetry = deps.retryUntilDone(attempt);
  }

  function followSession(auth: Session): void {
    auth.watchIdToken((user) => {
      const restoredSession = restoring;
      restoring = false;
      if (!user) {
        signedOut();
        return;
      }
      const known = authenticatedUid ?? resumingUid;
      if (signUpInProgress || known === user.uid) return;
      if (restoredSession) {
        // A kept session shows the signed-in app at once: its pages start their Firestore
        // listeners (answered from the cache) while the backend call is under way. The backend
        // user and the admin claim follow.
        deps.startListeningFor(user.uid);
        const kept = state.status === 'signedIn' && state.uid === user.uid ? state : null;
        set(
          {
            status: 'signedIn',
            uid: user.uid,
            firebaseUser: user,
            user: kept?.user ?? null,
            isAdmin: kept?.isAdmin ?? false,
          },
          true,
        );
        void resume(auth, user);
      } else {
        establish(auth, user).catch(() => undefined);
      }
    });
  }

  /** Loads the Auth SDK once and starts following the session. */
  function loadSession(): Promise<Session> {
    if (session) return session;
    const loading = deps.loadSession().then((auth) => {
      followSession(auth);
      return auth;
    });
    session = loading;
    // A call made before Auth has told who is signed in waits for it (currentIdToken).
    deps.setIdTokenSource(() => loading.then((auth) => auth.currentIdToken()));
    return loading;
  }

  /** Runs a sign-in step; the state changes when Auth and the backend answer. */
  async function signingIn(step: (signIn: SignIn, auth: Session) => Promise<void>) {
    const [auth, signIn] = await Promise.all([loadSession(), deps.loadSignIn()]);
    await step(signIn, auth);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      if (!deps.hadSession()) {
        set(SIGNED_OUT);
        return;
      }
      restoring = true;
      loadSession().catch((error: unknown) => {
        deps.log.error('Could not load authentication', error);
        set(SIGNED_OUT);
      });
    },
    signInWithEmail: (email, password) =>
      signingIn((signIn) => signIn.signInWithPassword(email, password)),
    signInWithGoogle: (account) =>
      signingIn((signIn) => signIn.signInWithGoogle(deps.usesEmulators ? account : undefined)),
    signInWithToken: (token) => signingIn((signIn) => signIn.signInWithToken(token)),
    signUp: (form) =>
      signingIn(async (signIn, auth) => {
        signUpInProgress = true;
        try {
          const names = { firstName: form.firstName.trim(), lastName: form.lastName.trim() };
          const displayName = [names.firstName, names.lastName].filter(Boolean).join(' ');
          const user = await signIn.createAccount(form.email.trim(), form.password, displayName);
          await establish(auth, user, names);
        } finally {
          signUpInProgress = false;
        }
      }),
    async signOut() {
      // While the session can still say whose it is, this browser's push token goes, so that
      // the account's reminders stop arriving on a browser it signed out of.
      await deps.forgetThisBrowser();
      let auth: Session;
      try {
        auth = await loadSession();
      } catch (error) {
        deps.log.error('Sign-out failed', error);
        signedOut();
        return;
      }
      await endSession(auth);
    },
    replaceUser(user) {
      if (state.status === 'signedIn') set({ ...state, user });
    },
    prepare() {
      Promise.all([loadSession(), deps.loadSignIn()]).catch(() => undefined);
    },
  };
}
