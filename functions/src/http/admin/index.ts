// Everything under /api/admin; each route checks the admin credentials itself (adminOnly).
import { Router } from 'express';
import { adminActivityRouter } from './activity';
import { adminAnalysisRouter } from './analysis';
import { adminIntegrationsRouter } from './integrations';
import { adminSettingsRouter } from './settings';
import { adminUsersRouter } from './users';

export const adminRouter = Router();

adminRouter.use(
  adminUsersRouter,
  adminActivityRouter,
  adminSettingsRouter,
  adminIntegrationsRouter,
  adminAnalysisRouter,
);
