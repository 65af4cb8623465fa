import express from 'express';
import { errorHandler, notFound } from './errors';
import { healthRouter } from './health';

/** The express app behind the `api` function; Hosting rewrites `/api/**` to it. */
export function createApiApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));

  const api = express.Router();
  api.use(healthRouter);

  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
