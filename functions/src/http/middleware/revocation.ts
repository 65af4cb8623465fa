// Revocation check for the routes that move money: a token issued before the user's tokens
// were revoked (password change, sign-out everywhere, account disabled) is refused even while
// it has not expired. Done here rather than in every request's verifyIdToken because it costs
// an Auth lookup; when the token check itself gains a checkRevoked option, switch it on for
// these routes and drop this.
import { getAuth } from 'firebase-admin/auth';
import { adminApp } from '../../services/firestore';
import { HttpError } from '../errors';
import type { Caller } from './auth';

export const REVOKED_TOKEN = 'The ID token has been revoked; sign in again';

export async function assertNotRevoked(caller: Caller): Promise<void> {
  const user = await getAuth(adminApp()).getUser(caller.uid);
  if (user.disabled) throw new HttpError(401, REVOKED_TOKEN);
  const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : NaN;
  if (Number.isFinite(validAfter) && caller.token.auth_time * 1000 < validAfter) {
    throw new HttpError(401, REVOKED_TOKEN);
  }
}
