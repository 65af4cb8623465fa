import type { User as FirebaseUser } from 'firebase/auth';
import { createContext, useContext } from 'react';
import type { BackendUser } from './backendUser';

/** Who this page is signed in as, as far as Auth and the backend have answered. */
export type AuthState =
  /** Auth has not yet told whether this browser's kept session still holds. */
  { status: 'loading' } | { status: 'signedOut' } | SignedIn;

/**
 * The signed-in app is shown for `uid`: from the moment the page starts when this browser kept
 * the user's session and document, else once Auth and the backend have answered.
 */
export interface SignedIn {
  status: 'signedIn';
  uid: string;
  /** Null until Auth has confirmed the kept session. */
  firebaseUser: FirebaseUser | null;
  /** The backend's user; null until POST /api/auth/firebase has answered. */
  user: BackendUser | null;
  /** The `admin` custom claim of the ID token. */
  isAdmin: boolean;
}

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The account a developer picks in the emulator's stand-in for Google's account chooser. */
export interface EmulatorGoogleAccount {
  email: string;
  displayName: string;
}

export interface AuthActions {
  signInWithEmail(email: string, password: string): Promise<void>;
  /** `emulatorAccount` is required on the emulators, ignored elsewhere. */
  signInWithGoogle(emulatorAccount?: EmulatorGoogleAccount): Promise<void>;
  /** Signs in with a custom token (the /test page's dev login). */
  signInWithToken(token: string): Promise<void>;
  signUp(form: SignUpForm): Promise<void>;
  signOut(): Promise<void>;
  /** Replaces the backend user after a change the app made (e.g. settings). */
  replaceUser(user: BackendUser): void;
  /** Starts loading Firebase Auth before the user acts (sign-in pages call it on mount). */
  prepare(): void;
}

export type AuthValue = AuthActions & { state: AuthState };

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user, for what only the signed-in app draws. */
export function useSignedIn(): SignedIn & AuthActions {
  const { state, ...actions } = useAuth();
  if (state.status !== 'signedIn') throw new Error('useSignedIn is for the signed-in app only');
  return { ...state, ...actions };
}
