// GET and PUT /api/admin/settings: plan prices and limits (config/plans).
import { PlansConfigUpdateSchema } from '@pomoplan/domain';
import { Router } from 'express';
import { adminSettingsOf, updatePlansConfig } from '../../services/planSettings';
import { readPlansConfig } from '../../services/plans';
import { adminOnly } from '../middleware/admin';
import { parseBody } from '../validation';

export const adminSettingsRouter = Router();

adminSettingsRouter.get(
  '/admin/settings',
  ...adminOnly(async (_req, res) => {
    res.json(adminSettingsOf(await readPlansConfig()));
  }),
);

adminSettingsRouter.put(
  '/admin/settings',
  ...adminOnly(async (req, res) => {
    const update = parseBody(PlansConfigUpdateSchema, req);
    res.json(adminSettingsOf(await updatePlansConfig(update)));
  }),
);
