import express from 'express';
import { adminRouter } from './admin';
import { aiAnalysisRouter } from './aiAnalysis';
import { authRouter } from './auth';
import { calendarRouter } from './calendar';
import { devRouter } from './dev';
import { errorHandler, notFound } from './errors';
import { goalsRouter } from './goals';
import { groupsRouter } from './groups';
import { healthRouter } from './health';
import { openApiRouter } from './openapi';
import { pricingRouter } from './pricing';
import { projectsRouter } from './projects';
import { settingsRouter } from './settings';
import { statsRouter } from './stats';
import { subtasksRouter } from './subtasks';
import { tasksRouter } from './tasks';
import { todosRouter } from './todos';

/**
 * The express app behind the `api` function; Hosting rewrites `/api/**` to it. Routes that
 * touch user data carry their own token check and rate limit (`authed`), so an unknown path
 * is a 404 for everyone.
 */
export function createApiApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));

  const api = express.Router();
  api.use(
    healthRouter,
    openApiRouter,
    pricingRouter,
    devRouter,
    authRouter,
    projectsRouter,
    tasksRouter,
    subtasksRouter,
    calendarRouter,
    statsRouter,
    todosRouter,
    goalsRouter,
    groupsRouter,
    aiAnalysisRouter,
    settingsRouter,
    adminRouter,
  );

  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
