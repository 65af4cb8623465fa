// The calendar and everything built on it (Google Calendar, the feed) is a pro feature
// (limits.<tier>.calendarView), enforced here as well as in the UI.
import type { User } from '@pomoplan/domain';
import { RefusedError } from '../platform/errors';
import { readPlansConfig } from '../plans/plans';
import { findUser } from '../users/users';

export const CALENDAR_REQUIRES_PRO =
  'This feature requires a Pro subscription. Upgrade now to access Timeline and Calendar views.';

/** Whether a user's tier includes the calendar. */
export async function hasCalendar(user: User | null): Promise<boolean> {
  const config = await readPlansConfig();
  return config.limits[user?.subscriptionTier ?? 'free'].calendarView;
}

/** The caller's user document; a 403 with the upgrade message unless their tier has it. */
export async function calendarUser(uid: string): Promise<User | null> {
  const user = await findUser(uid);
  if (!(await hasCalendar(user))) throw new RefusedError(CALENDAR_REQUIRES_PRO);
  return user;
}
