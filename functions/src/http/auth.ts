// POST /api/auth/firebase and GET /api/auth/user.
import { SignInRequestSchema, type SignInRequest } from '@pomoplan/domain';
import { Router } from 'express';
import { splitDisplayName, findUser, signIn, type NewUserProfile } from '../services/users';
import { HttpError } from './errors';
import { authed, verifyIdToken, type Caller } from './middleware/auth';
import { found, parseBody } from './validation';

export const authRouter = Router();

/**
 * The verified token is trusted over the body for the e-mail address; names come from the
 * sign-up form when sent, else from splitting the display name.
 */
function profileOf(body: SignInRequest, caller: Caller): NewUserProfile {
  const names = body.firstName
    ? { firstName: body.firstName, lastName: body.lastName || null }
    : splitDisplayName(body.displayName ?? caller.token.name ?? null);
  return {
    email: caller.token.email ?? body.email,
    ...names,
    profileImageUrl: body.photoURL ?? caller.token.picture ?? null,
  };
}

authRouter.post(
  '/auth/firebase',
  ...authed(async (req, res, caller) => {
    const body = parseBody(SignInRequestSchema, req);
    // Signing in starts a session: a disabled or signed-out account must not get one.
    const bodyToken = await verifyIdToken(body.idToken, { checkRevoked: true });
    if (bodyToken.uid !== caller.uid) {
      throw new HttpError(401, 'The ID token in the body belongs to another user');
    }
    const { user } = await signIn(caller.uid, profileOf(body, caller));
    res.json(user);
  }),
);

authRouter.get(
  '/auth/user',
  ...authed(async (_req, res, { uid }) => {
    res.json(found(await findUser(uid), 'User not found'));
  }),
);
