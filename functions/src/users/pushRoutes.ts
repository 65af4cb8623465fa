// This browser's FCM registration token, kept server-side for reminders sent by push.
import { PushTokenInputSchema } from '@pomoplan/domain';
import { registerPushToken, removePushTokens } from './pushTokens';
import { route } from '../platform/http/route';

export const pushRoutes = [
  route(
    {
      method: 'post',
      path: '/push/tokens',
      access: 'user',
      tag: 'notifications',
      summary: "Register or refresh this browser's push token",
      description: 'Idempotent: registering a known token only refreshes it.',
      body: PushTokenInputSchema,
      status: 204,
    },
    async ({ uid, body }) => {
      await registerPushToken(uid, body.token);
    },
  ),
  route(
    {
      method: 'delete',
      path: '/push/tokens',
      access: 'user',
      tag: 'notifications',
      summary: "Forget this browser's push token",
      description: 'Idempotent: an unknown token is already forgotten.',
      body: PushTokenInputSchema,
      status: 204,
    },
    async ({ uid, body }) => {
      await removePushTokens(uid, [body.token]);
    },
  ),
];
