// What each recognised part's chip says, in plain words.
import type { QuickAddPartKind, QuickAddRepeat } from '@pomoplan/domain/quickAdd';
import { formatDuration } from '@pomoplan/domain';
import dayjs from 'dayjs';

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const UNIT: Record<QuickAddRepeat['freq'], [adverb: string, many: string]> = {
  DAILY: ['Daily', 'days'],
  WEEKLY: ['Weekly', 'weeks'],
  MONTHLY: ['Monthly', 'months'],
  YEARLY: ['Yearly', 'years'],
};

export const KIND_NAMES: Record<QuickAddPartKind, string> = {
  date: 'date',
  time: 'time',
  repeat: 'repeat',
  tag: 'project',
  estimate: 'estimate',
  reminder: 'reminder',
};

export function dayLabel(day: string): string {
  return dayjs(day).format('ddd, MMM D');
}

export function clockLabel(clock: string, twelveHours: boolean): string {
  return dayjs(`2000-01-01T${clock}`).format(twelveHours ? 'h:mm A' : 'HH:mm');
}

function ordinal(day: number): string {
  const teen = day >= 11 && day <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

export function repeatLabel(repeat: QuickAddRepeat): string {
  const [adverb, many] = UNIT[repeat.freq];
  const onDays = repeat.weekdays.length > 0;
  const every =
    repeat.interval > 1 ? `Every ${repeat.interval} ${many}` : onDays ? 'Every week' : adverb;
  const on = onDays
    ? ` on ${repeat.weekdays.map((day) => WEEKDAY_NAMES[day]).join(', ')}`
    : repeat.monthDay !== null
      ? ` on the ${ordinal(repeat.monthDay)}`
      : '';
  const until = repeat.until ? ` until ${dayjs(repeat.until).format('MMM D, YYYY')}` : '';
  return `${every}${on}${until}`;
}

export function estimateLabel(pomodoros: number): string {
  return pomodoros === 1 ? '1 pomodoro' : `${pomodoros} pomodoros`;
}

export function reminderLabel(minutes: number): string {
  return `Reminder ${formatDuration(minutes)} before`;
}
