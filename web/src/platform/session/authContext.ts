import type { User as FirebaseUser } from 'firebase/auth';
import { createContext, useContext } from 'react';
import type { BackendUser } from './backendUser';

export interface AuthState {
  user: BackendUser | null;
  /**
   * Whose signed-in app is shown: the kept session's user from the moment the page starts,
   * then the user Auth confirms (or null, signed out).
   */
  uid: string | null;
  /** Null until Auth has confirmed the session. */
  firebaseUser: FirebaseUser | null;
  /** The `admin` custom claim of the ID token. */
  isAdmin: boolean;
  isLoading: boolean;
  isAuthenticated: boolean;
  initialLoadComplete: boolean;
  isAuthenticating: boolean;
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

export const AuthContext = createContext<(AuthState & AuthActions) | null>(null);

export function useAuth(): AuthState & AuthActions {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
