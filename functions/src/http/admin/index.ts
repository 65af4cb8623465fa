// Everything under /api/admin; each route declares access 'admin' (credential check first).
import { adminActivityRoutes } from './activity';
import { adminAnalysisRoutes } from './analysis';
import { adminIntegrationsRoutes } from './integrations';
import { adminSettingsRoutes } from './settings';
import { adminUsersRoutes } from './users';

export const adminRoutes = [
  ...adminUsersRoutes,
  ...adminActivityRoutes,
  ...adminSettingsRoutes,
  ...adminIntegrationsRoutes,
  ...adminAnalysisRoutes,
];
