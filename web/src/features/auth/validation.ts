import { SignInRequestSchema } from '@pomoplan/domain';
import type { SignUpForm } from '../../platform/session/authContext';
import { firstMessage } from '../../ui/formErrors';

export const MIN_PASSWORD_LENGTH = 6;

/** Login: both fields required. Returns the message to show, or null. */
export function loginError(email: string, password: string): string | null {
  return email.trim() && password ? null : 'Please fill in all fields';
}

/** Sign-up: the first failing check, in the order the form shows them. Returns the message to show, or null. */
export function signUpError(form: SignUpForm): string | null {
  if (!form.email.trim() || !form.password || !form.firstName.trim()) {
    return 'Please fill in all required fields';
  }
  // The names as the server will judge them (a line break or tab in a name is refused).
  const nameProblem =
    firstMessage(SignInRequestSchema.shape.firstName, form.firstName) ??
    firstMessage(SignInRequestSchema.shape.lastName, form.lastName);
  if (nameProblem !== null) return nameProblem;
  if (form.password !== form.confirmPassword) return 'Passwords do not match';
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    return 'Password must be at least 6 characters long';
  }
  return null;
}
