// /api/push/tokens: the browsers that receive the signed-in user's reminders.
import { z } from 'zod/mini';
import { apiRequest } from './client';

export async function registerPushToken(token: string): Promise<void> {
  await apiRequest('POST', '/api/push/tokens', z.unknown(), { body: { token } });
}

export async function unregisterPushToken(token: string): Promise<void> {
  await apiRequest('DELETE', '/api/push/tokens', z.unknown(), { body: { token } });
}
