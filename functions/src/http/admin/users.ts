// GET /api/admin/users, GET /api/admin/users/{id}, PUT /api/admin/users/{id}/subscription.
import { SubscriptionChangeSchema, type AdminUsersResponse } from '@pomoplan/domain';
import { Router } from 'express';
import { changeTier, countUsersByTier, findAdminUser, listUsers } from '../../services/adminUsers';
import { adminOnly } from '../middleware/admin';
import { encodeCursor, NEXT_CURSOR_HEADER, pageRequest } from '../paging';
import { found, idParam, parseBody } from '../validation';

export const adminUsersRouter = Router();

export const USER_NOT_FOUND = 'User not found';

adminUsersRouter.get(
  '/admin/users',
  ...adminOnly(async (req, res) => {
    const [page, tierCounts] = await Promise.all([listUsers(pageRequest(req)), countUsersByTier()]);
    const nextCursor = page.next ? encodeCursor(page.next) : null;
    if (nextCursor) res.set(NEXT_CURSOR_HEADER, nextCursor);
    const body: AdminUsersResponse = { users: page.items, tierCounts, nextCursor };
    res.json(body);
  }),
);

adminUsersRouter.get(
  '/admin/users/:id',
  ...adminOnly(async (req, res) => {
    const id = idParam(req, 'id', USER_NOT_FOUND);
    res.json(found(await findAdminUser(id), USER_NOT_FOUND));
  }),
);

adminUsersRouter.put(
  '/admin/users/:id/subscription',
  ...adminOnly(async (req, res, admin) => {
    const id = idParam(req, 'id', USER_NOT_FOUND);
    const { tier } = parseBody(SubscriptionChangeSchema, req);
    res.json(found(await changeTier(id, tier, admin.email), USER_NOT_FOUND));
  }),
);
