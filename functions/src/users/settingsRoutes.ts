// PATCH /api/users/settings: the three notification switches only.
import { UserSchema, UserSettingsUpdateSchema } from '@pomoplan/domain';
import { updateUserSettings } from './users';
import { route } from '../platform/http/route';
import { found } from '../platform/http/validation';

export const settingsRoutes = [
  route(
    {
      method: 'patch',
      path: '/users/settings',
      access: 'user',
      tag: 'settings',
      summary: 'Notification switches',
      body: UserSettingsUpdateSchema,
      response: UserSchema,
    },
    async ({ uid, body }) => found(await updateUserSettings(uid, body), 'User not found'),
  ),
];
