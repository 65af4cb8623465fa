// GET /api/openapi.json (public).
import { Router } from 'express';
import { openApiDocument } from './apiDescription';

export const openApiRouter = Router();

let cached: Record<string, unknown> | null = null;

openApiRouter.get('/openapi.json', (_req, res) => {
  cached ??= openApiDocument();
  res.set('Cache-Control', 'public, max-age=300').json(cached);
});
