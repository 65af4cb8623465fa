// POST /api/account/deletion: the user deletes their own account. The e-mail typed in the
// dialog must be the account's, and the session must have signed in moments ago, so that a
// browser left signed in, or a stolen token, cannot delete the account.
import {
  ACCOUNT_DELETION_STARTED,
  AccountDeletionRequestSchema,
  AccountDeletionStartedSchema,
  confirmsEmail,
  DELETION_EMAIL_MISMATCH,
  DELETION_NEEDS_RECENT_SIGN_IN,
  isRecentSignIn,
} from '@pomoplan/domain';
import { requestAccountDeletion } from './request';
import { InvalidInputError, RefusedError } from '../platform/errors';
import { route } from '../platform/http/route';

export const accountRoutes = [
  route(
    {
      method: 'post',
      path: '/account/deletion',
      access: 'user',
      tag: 'account',
      summary: 'Delete my account: cancels the subscription, disconnects Google, deletes all data',
      description:
        'Runs as a task: the account is signed out at once and an e-mail confirms the deletion once everything is gone.',
      body: AccountDeletionRequestSchema,
      response: AccountDeletionStartedSchema,
      status: 202,
      errors: { 400: DELETION_EMAIL_MISMATCH },
      refusals: [DELETION_NEEDS_RECENT_SIGN_IN],
    },
    async ({ uid, caller, body }) => {
      if (!confirmsEmail(body.email, caller.token.email ?? '')) {
        throw new InvalidInputError(DELETION_EMAIL_MISMATCH);
      }
      if (!isRecentSignIn(caller.token.auth_time, Date.now())) {
        throw new RefusedError(DELETION_NEEDS_RECENT_SIGN_IN);
      }
      await requestAccountDeletion(uid, 'user');
      return { message: ACCOUNT_DELETION_STARTED };
    },
  ),
];
