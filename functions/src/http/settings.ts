// PATCH /api/users/settings: the three notification switches only.
import { UserSettingsUpdateSchema } from '@pomoplan/domain';
import { Router } from 'express';
import { updateUserSettings } from '../services/users';
import { authed } from './middleware/auth';
import { found, parseBody } from './validation';

export const settingsRouter = Router();

settingsRouter.patch(
  '/users/settings',
  ...authed(async (req, res, { uid }) => {
    const update = parseBody(UserSettingsUpdateSchema, req);
    res.json(found(await updateUserSettings(uid, update), 'User not found'));
  }),
);
