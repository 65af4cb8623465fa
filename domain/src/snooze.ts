// Snoozing a reminder: it comes again later, once, on the same channels.
import { addDays } from './dates';
import { instantAt, wallTimeIn } from './zonedTime';

export const SNOOZE_CHOICES = ['10m', '1h', 'tomorrow'] as const;
export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];

/** What each choice is called on a button or a push notification's action. */
export const SNOOZE_LABELS: Record<SnoozeChoice, string> = {
  '10m': '10 minutes',
  '1h': '1 hour',
  tomorrow: 'Tomorrow morning',
};

/** "Tomorrow morning" is this time of day, on the user's clock. */
export const SNOOZE_MORNING_HOUR = 9;

/** When a reminder snoozed at `now` comes again. */
export function snoozeUntil(choice: SnoozeChoice, now: Date, timeZone: string): Date {
  if (choice === '10m') return new Date(now.getTime() + 10 * 60_000);
  if (choice === '1h') return new Date(now.getTime() + 60 * 60_000);
  const tomorrow = addDays(wallTimeIn(now, timeZone).day, 1);
  return instantAt({ day: tomorrow, msOfDay: SNOOZE_MORNING_HOUR * 3_600_000 }, timeZone);
}
