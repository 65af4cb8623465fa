// POST /api/auth/firebase: the backend user of a signed-in Firebase user; and telling the
// backend that Firebase Auth now reports the address verified.
import { UserJsonSchema, type SignInRequestSchema } from '@pomoplan/domain';
import type { z } from 'zod/mini';
import { apiRequest } from './client';

/** Creates or refreshes the backend user; sent with the token just issued, not a cached one. */
export function signInToBackend(
  request: z.input<typeof SignInRequestSchema>,
): Promise<z.output<typeof UserJsonSchema>> {
  return apiRequest('POST', '/api/auth/firebase', UserJsonSchema, {
    idToken: request.idToken,
    body: request,
  });
}

/** The server asks Firebase Auth itself whether the address is verified, and stores it. */
export function refreshEmailVerification(): Promise<z.output<typeof UserJsonSchema>> {
  return apiRequest('POST', '/api/auth/email-verification', UserJsonSchema);
}
