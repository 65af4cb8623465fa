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

/** Sign-in errors show the provider's message. */
export function signInErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof FirebaseError) return providerMessage(error);
  return error instanceof Error && error.message ? error.message : fallback;
}
