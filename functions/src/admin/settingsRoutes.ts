// GET and PUT /api/admin/settings: plan prices and limits (config/plans).
import { AdminSettingsSchema, PlansConfigUpdateSchema } from '@pomoplan/domain';
import { adminSettingsOf, updatePlansConfig } from '../plans/planSettings';
import { readPlansConfig } from '../plans/plans';
import { route } from '../platform/http/route';

export const adminSettingsRoutes = [
  route(
    {
      method: 'get',
      path: '/admin/settings',
      access: 'admin',
      tag: 'admin',
      summary: 'Plan prices and limits per tier',
      response: AdminSettingsSchema,
    },
    async () => adminSettingsOf(await readPlansConfig()),
  ),
  route(
    {
      method: 'put',
      path: '/admin/settings',
      access: 'admin',
      tag: 'admin',
      summary: 'Change prices and limits; only the fields sent change',
      description: 'The free plan always costs 0.',
      body: PlansConfigUpdateSchema,
      response: AdminSettingsSchema,
    },
    async ({ body }) => adminSettingsOf(await updatePlansConfig(body)),
  ),
];
