import { FirebaseError } from 'firebase/app';

const SIGN_UP_MESSAGES: Record<string, string> = {
  'auth/network-request-failed':
    'Network connection failed. Please check your internet connection and try again.',
  'auth/email-already-in-use': 'This email address is already registered. Please sign in instead.',
  'auth/weak-password': 'Password is too weak. Please use at least 6 characters.',
  'auth/invalid-email': 'Invalid email address format.',
};

/**
 * The provider's message without Firebase's "Firebase: ... (auth/code)." wrapping. Most codes
 * come with the bare word "Error", so the code itself is spelled out instead.
 */
function providerMessage(error: FirebaseError): string {
  const text = error.message.replace(/^Firebase:\s*/, '').replace(/\s*\(auth\/[^)]+\)\.?$/, '');
  if (text && text !== 'Error') return text;
  const words = error.code.replace(/^auth\//, '').replace(/-/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}

/** The message shown for a failed sign-up, with `fallback` for unknown failures. */
export function signUpErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof FirebaseError) {
    return SIGN_UP_MESSAGES[error.code] ?? providerMessage(error);
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

const SIGN_IN_MESSAGES: Record<string, string> = {
  // Also what a deleted account's address gets.
  'auth/user-not-found': 'There is no account with this e-mail address. Check it, or sign up.',
  'auth/user-disabled': 'This account is closed: it is being deleted or was turned off.',
};

/** Sign-in errors show the provider's message, in plain words where the provider's are not. */
export function signInErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof FirebaseError) return SIGN_IN_MESSAGES[error.code] ?? providerMessage(error);
  return error instanceof Error && error.message ? error.message : fallback;
}
