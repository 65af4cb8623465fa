// POST /api/auth/firebase and GET /api/auth/user.
import { SignInRequestSchema, UserSchema, type SignInRequest } from '@pomoplan/domain';
import { refreshEmailVerified, tokenVouchesFor } from './emailVerification';
import { splitDisplayName, findUser, signIn, type NewUserProfile } from '../users/users';
import { HttpError } from '../platform/http/errors';
import { verifyIdToken, type Caller } from '../platform/http/middleware/auth';
import { route } from '../platform/http/route';
import { found } from '../platform/http/validation';

/**
 * The verified token is trusted over the body for the e-mail address; names come from the
 * sign-up form when sent, else from splitting the display name.
 */
function profileOf(body: SignInRequest, caller: Caller): NewUserProfile {
  const names = body.firstName
    ? { firstName: body.firstName, lastName: body.lastName || null }
    : splitDisplayName(body.displayName ?? caller.token.name ?? null);
  const email = caller.token.email ?? body.email;
  return {
    email,
    ...names,
    profileImageUrl: body.photoURL ?? caller.token.picture ?? null,
    timeZone: body.timeZone,
    emailVerified: tokenVouchesFor(caller.token, email),
  };
}

export const authRoutes = [
  route(
    {
      method: 'post',
      path: '/auth/firebase',
      access: 'user',
      // Signing in starts a session (and makes the user document): Auth decides.
      checkRevoked: true,
      tag: 'auth',
      summary: 'Sign in: creates the user on first sign-in and logs each new sign-in',
      description:
        'The idToken in the body must belong to the same user as the bearer token. A login is logged only for a session that began (auth_time) after the last one recorded, so posting the same session again logs nothing.',
      body: SignInRequestSchema,
      response: UserSchema,
    },
    async ({ caller, body }) => {
      // Signing in starts a session: a disabled or signed-out account must not get one.
      const bodyToken = await verifyIdToken(body.idToken, { checkRevoked: true });
      if (bodyToken.uid !== caller.uid) {
        throw new HttpError(401, 'The ID token in the body belongs to another user');
      }
      // auth_time (seconds) is when this session signed in; a reload keeps it.
      const signedInAt = new Date(bodyToken.auth_time * 1000);
      const { user } = await signIn(caller.uid, profileOf(body, caller), signedInAt);
      // A token issued before the user verified (or an account changed since) disagrees with
      // the stored answer: Auth itself decides, so an old token never turns mail off again.
      if (user.emailVerified === tokenVouchesFor(caller.token, user.email)) return user;
      return found(await refreshEmailVerified(caller.uid), 'User not found');
    },
  ),
  route(
    {
      method: 'post',
      path: '/auth/email-verification',
      access: 'user',
      tag: 'auth',
      summary: 'Refresh whether the e-mail address is verified, from Firebase Auth',
      description:
        'The app calls this every few seconds while the address waits for its verification (until the user opens the link of the verification e-mail). The answer is read from Auth, never from the caller; until it is true no e-mail is sent to the address.',
      response: UserSchema,
    },
    async ({ uid }) => found(await refreshEmailVerified(uid), 'User not found'),
  ),
  route(
    {
      method: 'get',
      path: '/auth/user',
      access: 'user',
      tag: 'auth',
      summary: 'The signed-in user',
      response: UserSchema,
    },
    async ({ uid }) => found(await findUser(uid), 'User not found'),
  ),
];
