// GET /api/admin/users, GET /api/admin/users/{id}, PUT /api/admin/users/{id}/subscription,
// POST /api/admin/users/{id}/deletion.
import {
  ACCOUNT_DELETION_STARTED,
  AccountDeletionStartedSchema,
  AdminUserSchema,
  AdminUsersResponseSchema,
  LIST_LIMIT_MAX,
  SubscriptionChangeSchema,
  type AdminUsersResponse,
} from '@pomoplan/domain';
import { requestAccountDeletion } from '../accountDeletion/request';
import { changeTier, countUsersByTier, findAdminUser, listUsers } from './adminUsers';
import { encodeCursor, NEXT_CURSOR_HEADER, pageRequest } from '../platform/http/paging';
import { route } from '../platform/http/route';
import { HttpError } from '../platform/http/errors';
import { found } from '../platform/http/validation';

export const USER_NOT_FOUND = 'User not found';

export const adminUsersRoutes = [
  route(
    {
      method: 'get',
      path: '/admin/users',
      access: 'admin',
      tag: 'admin',
      summary: 'Users newest first with their counters, and the users per tier',
      description: `At most ${LIST_LIMIT_MAX} users; nextCursor (also ${NEXT_CURSOR_HEADER}) names the next page.`,
      paged: true,
      response: AdminUsersResponseSchema,
    },
    async ({ req, res }): Promise<AdminUsersResponse> => {
      const [page, tierCounts] = await Promise.all([
        listUsers(pageRequest(req)),
        countUsersByTier(),
      ]);
      const nextCursor = page.next ? encodeCursor(page.next) : null;
      if (nextCursor) res.set(NEXT_CURSOR_HEADER, nextCursor);
      return { users: page.items, tierCounts, nextCursor };
    },
  ),
  route(
    {
      method: 'get',
      path: '/admin/users/:id',
      access: 'admin',
      tag: 'admin',
      summary: 'One user with its counters',
      response: AdminUserSchema,
      notFound: USER_NOT_FOUND,
    },
    async ({ params }) => found(await findAdminUser(params.id), USER_NOT_FOUND),
  ),
  route(
    {
      method: 'put',
      path: '/admin/users/:id/subscription',
      access: 'admin',
      tag: 'admin',
      summary: "Set a user's tier; logs subscription_changed by the admin",
      description:
        'Refused (409) for a user whose tier a running Stripe subscription pays for: the ' +
        'subscription must be cancelled first, so that Stripe never bills one plan while the ' +
        'app grants another.',
      body: SubscriptionChangeSchema,
      response: AdminUserSchema,
      notFound: USER_NOT_FOUND,
      errors: { 409: 'Cancel the subscription first: the user pays for a plan through Stripe' },
    },
    async ({ params, body, admin }) =>
      found(await changeTier(params.id, body.tier, admin.uid), USER_NOT_FOUND),
  ),
  route(
    {
      method: 'post',
      path: '/admin/users/:id/deletion',
      access: 'admin',
      tag: 'admin',
      summary: "Delete a user's account, as the user can from Settings",
      description:
        'Runs as a task (cancels the subscription, disconnects Google, deletes every document and the Auth user, then mails the user). Asking again for an account whose deletion stopped halfway continues it.',
      response: AccountDeletionStartedSchema,
      status: 202,
      notFound: USER_NOT_FOUND,
    },
    async ({ params, admin }) => {
      const found = await requestAccountDeletion(params.id, `admin:${admin.email}`);
      if (!found) throw new HttpError(404, USER_NOT_FOUND);
      return { message: ACCOUNT_DELETION_STARTED };
    },
  ),
];
