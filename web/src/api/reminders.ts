// /api/reminders: a reminder snoozed from the bell.
import { SnoozeResponseSchema, type SnoozeInput, type SnoozeResponse } from '@pomoplan/domain';
import { apiRequest } from './client';

export function snoozeReminder(input: SnoozeInput): Promise<SnoozeResponse> {
  return apiRequest('POST', '/api/reminders/snooze', SnoozeResponseSchema, { body: input });
}
