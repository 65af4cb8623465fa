// GET /api/admin/users/{id}/activity-logs and POST /api/admin/activity-log.
import {
  AdminActivityLogRequestSchema,
  ListQuerySchema,
  type ActivityDetails,
  type ActivityLogsResponse,
} from '@pomoplan/domain';
import { Router } from 'express';
import { recentActivity, recordActivity } from '../../services/activity';
import { findUser } from '../../services/users';
import { adminOnly } from '../middleware/admin';
import { found, idParam, parseBody, parseQuery } from '../validation';
import { USER_NOT_FOUND } from './users';

export const adminActivityRouter = Router();

const DEFAULT_LOGS = 100;
// Newest first up to `limit` (at most 500): the history an admin reads, not an export.
const LogsQuerySchema = ListQuerySchema.pick({ limit: true });

adminActivityRouter.get(
  '/admin/users/:id/activity-logs',
  ...adminOnly(async (req, res) => {
    const id = idParam(req, 'id', USER_NOT_FOUND);
    const { limit } = parseQuery(LogsQuerySchema, req);
    found(await findUser(id), USER_NOT_FOUND);
    const body: ActivityLogsResponse = { logs: await recentActivity(id, limit ?? DEFAULT_LOGS) };
    res.json(body);
  }),
);

adminActivityRouter.post(
  '/admin/activity-log',
  ...adminOnly(async (req, res, admin) => {
    const body = parseBody(AdminActivityLogRequestSchema, req);
    found(await findUser(body.userId), USER_NOT_FOUND);
    const details: ActivityDetails = body.newTier ? { newTier: body.newTier } : {};
    // The verified admin, not the body's changedBy, is who the log names.
    const log = await recordActivity(body.userId, {
      action: body.action,
      details,
      changedBy: admin.email,
    });
    res.status(201).json(log);
  }),
);
