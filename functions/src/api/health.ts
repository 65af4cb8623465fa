import { z } from 'zod';
import { route } from '../platform/http/route';

const HealthSchema = z.object({ status: z.literal('ok') });

export const healthRoutes = [
  route(
    {
      method: 'get',
      path: '/health',
      access: 'public',
      tag: 'meta',
      summary: 'Liveness check',
      response: HealthSchema,
    },
    async () => ({ status: 'ok' }),
  ),
];
