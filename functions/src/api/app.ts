import express from 'express';
import { bodyLimit, LARGEST_BODY_BYTES } from '../platform/http/bodyLimit';
import { errorHandler, notFound } from '../platform/http/errors';
import { ROUTES } from './routes';

/**
 * The express app behind the `api` function; Hosting rewrites `/api/**` to it. Routes that
 * touch user data carry their own token check and rate limit (their declared access), so an
 * unknown path is a 404 for everyone.
 */
export function createApiApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(bodyLimit, express.json({ limit: LARGEST_BODY_BYTES }));

  const api = express.Router();
  for (const { spec, handlers } of ROUTES) api[spec.method](spec.path, ...handlers);

  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
