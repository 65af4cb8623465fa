import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import type { AuthState } from './authContext';
import { createAuthController, type AuthDeps, type Session, type SignIn } from './authController';
import type { BackendUser } from './backendUser';
import type { FirebaseUser } from './session';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function firebaseUser(uid: string, admin = false): FirebaseUser {
  const user = {
    uid,
    email: `${uid}@pomoplan.test`,
    displayName: uid,
    photoURL: null,
    admin,
    getIdToken: async () => `token-${uid}`,
  };
  return user as unknown as FirebaseUser;
}

function backendUser(uid: string): BackendUser {
  return { id: uid, email: `${uid}@pomoplan.test` } as unknown as BackendUser;
}

/** Firebase Auth as the controller sees it, driven by the test. */
class FakeAuth implements Session {
  current: FirebaseUser | null = null;
  signOuts = 0;
  private listener: ((user: FirebaseUser | null) => void) | null = null;
  watchIdToken = (listener: (user: FirebaseUser | null) => void) => {
    this.listener = listener;
    return () => undefined;
  };
  currentIdToken = async () => this.current?.getIdToken();
  currentUid = () => this.current?.uid;
  isAdminUser = async (user: FirebaseUser) => (user as unknown as { admin: boolean }).admin;
  signOut = async () => {
    this.signOuts += 1;
    this.answer(null);
  };
  /** Auth tells who is signed in now. */
  answer(user: FirebaseUser | null) {
    this.current = user;
    this.listener?.(user);
  }
}

interface Setup {
  hint?: string | null;
  keptUser?: boolean;
  onSignedInPath?: boolean;
  backend?: (user: FirebaseUser) => Promise<BackendUser>;
}

function setUp({ hint = null, keptUser = false, onSignedInPath = true, backend }: Setup = {}) {
  const auth = new FakeAuth();
  const calls = {
    remembered: [] as (string | null)[],
    forgotLists: 0,
    listening: [] as string[],
    forgotBrowser: 0,
    retries: [] as (() => Promise<boolean>)[],
    stopped: 0,
    errors: [] as unknown[],
  };
  const signIn = {
    signInWithPassword: async (email: string) => {
      auth.answer(firebaseUser(email.split('@')[0] ?? email));
    },
  } as unknown as SignIn;
  const deps: AuthDeps = {
    loadSession: async () => auth,
    loadSignIn: async () => signIn,
    backendSignIn: backend ?? (async (user) => backendUser(user.uid)),
    setIdTokenSource: () => undefined,
    hadSession: () => hint !== null,
    keptUid: () => (hint && hint !== '1' ? hint : null),
    rememberSession: (uid) => calls.remembered.push(uid),
    hasKeptUser: () => keptUser,
    forgetKeptLists: () => {
      calls.forgotLists += 1;
    },
    onSignedInPath: () => onSignedInPath,
    startListeningFor: (uid) => calls.listening.push(uid),
    forgetThisBrowser: async () => {
      calls.forgotBrowser += 1;
    },
    retryUntilDone: (attempt) => {
      calls.retries.push(attempt);
      return () => {
        calls.stopped += 1;
      };
    },
    usesEmulators: true,
    log: { error: (...args: unknown[]) => calls.errors.push(args), warn: () => undefined },
  };
  const controller = createAuthController(deps);
  const seen: { state: AuthState; transition: boolean }[] = [];
  controller.subscribe((state, transition) => seen.push({ state, transition }));
  return { auth, calls, controller, seen };
}

describe('the session controller', () => {
  it('is signed out at once on a browser that kept no session, and loads no Auth', async () => {
    const { controller, seen } = setUp();
    expect(controller.getState()).toEqual({ status: 'loading' });
    controller.start();
    expect(controller.getState()).toEqual({ status: 'signedOut' });
    expect(seen).toEqual([{ state: { status: 'signedOut' }, transition: false }]);
  });

  it('shows a kept session at once, then Auth’s user, then the backend’s', async () => {
    const { auth, calls, controller, seen } = setUp({ hint: 'ada', keptUser: true });
    expect(controller.getState()).toEqual({
      status: 'signedIn',
      uid: 'ada',
      firebaseUser: null,
      user: null,
      isAdmin: false,
    });
    controller.start();
    await flush();
    const ada = firebaseUser('ada', true);
    auth.answer(ada);
    expect(controller.getState()).toMatchObject({ firebaseUser: ada, user: null });
    expect(calls.listening).toEqual(['ada']);
    await flush();
    expect(controller.getState()).toEqual({
      status: 'signedIn',
      uid: 'ada',
      firebaseUser: ada,
      user: backendUser('ada'),
      isAdmin: true,
    });
    expect(seen.map((step) => step.transition)).toEqual([true, true]);
    expect(calls.remembered).toEqual(['ada']);
  });

  it('waits for Auth when the browser kept the session but not the user’s document', async () => {
    const { auth, controller } = setUp({ hint: 'ada', keptUser: false });
    expect(controller.getState()).toEqual({ status: 'loading' });
    controller.start();
    await flush();
    auth.answer(firebaseUser('ada'));
    expect(controller.getState()).toMatchObject({ status: 'signedIn', uid: 'ada', user: null });
  });

  it('forgets a kept session that Auth no longer holds', async () => {
    const { auth, calls, controller } = setUp({ hint: 'ada', keptUser: true });
    controller.start();
    await flush();
    auth.answer(null);
    expect(controller.getState()).toEqual({ status: 'signedOut' });
    expect(calls.remembered).toEqual([null]);
    expect(calls.forgotLists).toBe(1);
  });

  it('keeps a kept session through a passing backend failure and tries again', async () => {
    let answers = 0;
    const { auth, calls, controller } = setUp({
      hint: 'ada',
      keptUser: true,
      backend: async (user) => {
        answers += 1;
        if (answers === 1) throw new ApiError(503, 'Service Unavailable', null);
        return backendUser(user.uid);
      },
    });
    controller.start();
    await flush();
    auth.answer(firebaseUser('ada'));
    await flush();
    expect(controller.getState()).toMatchObject({ status: 'signedIn', user: null });
    expect(calls.retries).toHaveLength(1);
    await expect(calls.retries[0]?.()).resolves.toBe(true);
    expect(controller.getState()).toMatchObject({ status: 'signedIn', user: backendUser('ada') });
  });

  it('signs a kept session out when the backend refuses it', async () => {
    const { auth, calls, controller } = setUp({
      hint: 'ada',
      keptUser: true,
      backend: async () => {
        throw new ApiError(401, 'Unauthorized', null);
      },
    });
    controller.start();
    await flush();
    auth.answer(firebaseUser('ada'));
    await flush();
    await flush();
    expect(controller.getState()).toEqual({ status: 'signedOut' });
    expect(auth.signOuts).toBe(1);
    expect(calls.remembered).not.toContain('ada');
    expect(calls.remembered.at(-1)).toBeNull();
  });

  it('signs in with e-mail once the backend answers, and signs out again when it refuses', async () => {
    const accepted = setUp();
    accepted.controller.start();
    await accepted.controller.signInWithEmail('ada@pomoplan.test', 'secret');
    await flush();
    expect(accepted.controller.getState()).toMatchObject({ status: 'signedIn', uid: 'ada' });
    expect(accepted.calls.remembered).toEqual(['ada']);

    const refused = setUp({
      backend: async () => {
        throw new ApiError(403, 'Forbidden', null);
      },
    });
    refused.controller.start();
    await refused.controller.signInWithEmail('bob@pomoplan.test', 'secret');
    await flush();
    await flush();
    expect(refused.controller.getState()).toEqual({ status: 'signedOut' });
    expect(refused.auth.signOuts).toBe(1);
  });

  it('drops a backend answer that comes after its user signed out', async () => {
    let release: (user: BackendUser) => void = () => undefined;
    const { auth, controller } = setUp({
      backend: () => new Promise<BackendUser>((resolve) => (release = resolve)),
    });
    controller.start();
    await controller.signInWithEmail('ada@pomoplan.test', 'secret');
    auth.answer(null);
    release(backendUser('ada'));
    await flush();
    expect(controller.getState()).toEqual({ status: 'signedOut' });
  });

  it('signs out through one path: the push token, Auth, the hint and the kept lists', async () => {
    const { auth, calls, controller } = setUp({ hint: 'ada', keptUser: true });
    controller.start();
    await flush();
    auth.answer(firebaseUser('ada'));
    await flush();
    await controller.signOut();
    expect(calls.forgotBrowser).toBe(1);
    expect(auth.signOuts).toBe(1);
    expect(controller.getState()).toEqual({ status: 'signedOut' });
    expect(calls.remembered.at(-1)).toBeNull();
    expect(calls.forgotLists).toBeGreaterThanOrEqual(1);
  });

  it('replaces the backend user of a signed-in page, and of nobody else', async () => {
    const { auth, controller } = setUp({ hint: 'ada', keptUser: true });
    controller.start();
    await flush();
    auth.answer(firebaseUser('ada'));
    await flush();
    const renamed = { ...backendUser('ada'), firstName: 'Ada' } as BackendUser;
    controller.replaceUser(renamed);
    expect(controller.getState()).toMatchObject({ user: renamed });
    await controller.signOut();
    controller.replaceUser(renamed);
    expect(controller.getState()).toEqual({ status: 'signedOut' });
  });
});
