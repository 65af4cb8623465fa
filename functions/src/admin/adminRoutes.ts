// Everything under /api/admin; each route declares access 'admin' (credential check first).
import { adminActivityRoutes } from './activityRoutes';
import { adminAnalysisRoutes } from './analysisRoutes';
import { adminIntegrationsRoutes } from './integrationRoutes';
import { adminSettingsRoutes } from './settingsRoutes';
import { adminUsersRoutes } from './userRoutes';

export const adminRoutes = [
  ...adminUsersRoutes,
  ...adminActivityRoutes,
  ...adminSettingsRoutes,
  ...adminIntegrationsRoutes,
  ...adminAnalysisRoutes,
];
