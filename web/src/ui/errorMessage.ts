import { z } from 'zod/mini';

/** A readable message for a failed write: the first validation issue, else the error's text. */
export function errorMessage(error: unknown): string {
  if (error instanceof z.core.$ZodError) return error.issues[0]?.message ?? 'Invalid data';
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred';
}

/** Firestore refuses a write the security rules do not allow with this code. */
export function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'permission-denied'
  );
}
