import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  updateProfile,
  type User as FirebaseUser,
} from 'firebase/auth';
import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { apiRequest } from '../api';
import { firebaseAuth } from '../firebase/auth';
import { AuthContext, type AuthActions, type AuthState, type SignUpForm } from './authContext';
import { BackendUserSchema, type BackendUser } from './backendUser';

type Action =
  | { type: 'authenticated'; user: BackendUser; firebaseUser: FirebaseUser; isAdmin: boolean }
  | { type: 'signedOut' }
  | { type: 'authenticating'; value: boolean }
  | { type: 'userChanged'; user: BackendUser };

const initialState: AuthState = {
  user: null,
  firebaseUser: null,
  isAdmin: false,
  isLoading: true,
  isAuthenticated: false,
  initialLoadComplete: false,
  isAuthenticating: false,
};

function reducer(state: AuthState, action: Action): AuthState {
  switch (action.type) {
    case 'authenticated':
      return {
        user: action.user,
        firebaseUser: action.firebaseUser,
        isAdmin: action.isAdmin,
        isLoading: false,
        isAuthenticated: true,
        initialLoadComplete: true,
        isAuthenticating: false,
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
  return apiRequest('POST', '/api/auth/firebase', BackendUserSchema, {
    idToken,
    body: {
      idToken,
      email: firebaseUser.email,
      displayName: firebaseUser.displayName,
      photoURL: firebaseUser.photoURL,
      ...names,
    },
  });
}

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.addScope('email');
  provider.addScope('profile');
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/**
 * The auth state machine of spec §4. Firebase Auth says who is signed in; the backend user
 * (POST /api/auth/firebase) is what the app shows. Firebase refreshes ID tokens ahead of their
 * expiry by itself.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, initialState);
  // While sign-up sets the display name, the state listener must not post a nameless user.
  const signUpInProgress = useRef(false);
  const authenticatedUid = useRef<string | null>(null);

  const establish = useCallback(async (firebaseUser: FirebaseUser, names?: Names) => {
    try {
      const [user, token] = await Promise.all([
        authenticateWithBackend(firebaseUser, names),
        firebaseUser.getIdTokenResult(),
      ]);
      authenticatedUid.current = firebaseUser.uid;
      dispatch({ type: 'authenticated', user, firebaseUser, isAdmin: token.claims.admin === true });
    } catch (error) {
      console.error('Failed to authenticate with backend', error);
      authenticatedUid.current = null;
      dispatch({ type: 'signedOut' });
      await firebaseSignOut(firebaseAuth()).catch(() => undefined);
      throw error;
    }
  }, []);

  useEffect(() => {
    // onIdTokenChanged also fires when a refreshed token carries new claims.
    return onIdTokenChanged(firebaseAuth(), (firebaseUser) => {
      if (!firebaseUser) {
        authenticatedUid.current = null;
        dispatch({ type: 'signedOut' });
        return;
      }
      if (signUpInProgress.current || authenticatedUid.current === firebaseUser.uid) return;
      establish(firebaseUser).catch(() => undefined);
    });
  }, [establish]);

  const signInWithEmail = useCallback(async (email: string, password: string) => {
    dispatch({ type: 'authenticating', value: true });
    try {
      await signInWithEmailAndPassword(firebaseAuth(), email, password);
    } catch (error) {
      dispatch({ type: 'authenticating', value: false });
      throw error;
    }
  }, []);

  const signInWithGoogle = useCallback(async () => {
    dispatch({ type: 'authenticating', value: true });
    try {
      await signInWithPopup(firebaseAuth(), googleProvider());
    } catch (error) {
      dispatch({ type: 'authenticating', value: false });
      throw error;
    }
  }, []);

  const signUp = useCallback(
    async (form: SignUpForm) => {
      dispatch({ type: 'authenticating', value: true });
      signUpInProgress.current = true;
      try {
        const { user } = await createUserWithEmailAndPassword(
          firebaseAuth(),
          form.email.trim(),
          form.password,
        );
        const names = { firstName: form.firstName.trim(), lastName: form.lastName.trim() };
        const displayName = [names.firstName, names.lastName].filter(Boolean).join(' ');
        await updateProfile(user, { displayName });
        await establish(user, names);
      } catch (error) {
        dispatch({ type: 'authenticating', value: false });
        throw error;
      } finally {
        signUpInProgress.current = false;
      }
    },
    [establish],
  );

  const signOut = useCallback(async () => {
    try {
      await firebaseSignOut(firebaseAuth());
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    authenticatedUid.current = null;
    dispatch({ type: 'signedOut' });
  }, []);

  const replaceUser = useCallback((user: BackendUser) => {
    dispatch({ type: 'userChanged', user });
  }, []);

  const actions: AuthActions = useMemo(
    () => ({ signInWithEmail, signInWithGoogle, signUp, signOut, replaceUser }),
    [signInWithEmail, signInWithGoogle, signUp, signOut, replaceUser],
  );
  const value = useMemo(() => ({ ...state, ...actions }), [state, actions]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
