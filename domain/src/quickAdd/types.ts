import type { RecurrenceFrequency } from '../recurrence';

/** What a quick-add phrase can hold besides its title; each is a chip the user can undo. */
export const QUICK_ADD_PART_KINDS = [
  'date',
  'time',
  'repeat',
  'tag',
  'estimate',
  'reminder',
] as const;
export type QuickAddPartKind = (typeof QUICK_ADD_PART_KINDS)[number];

/** A recognised stretch of the typed text: [start, end) in the text as typed. */
export interface QuickAddPart {
  kind: QuickAddPartKind;
  start: number;
  end: number;
  text: string;
}

/** A project (or, for todos, a goal) that `#name` may name. */
export interface QuickAddNamed {
  id: string;
  name: string;
}

export interface QuickAddRepeat {
  freq: RecurrenceFrequency;
  interval: number;
  /** Last day of the series ('yyyy-MM-dd'), or null for no end. */
  until: string | null;
  /** Days of the week the series falls on (0 Sunday to 6 Saturday); empty for 'every week'. */
  weekdays: number[];
  /** Day of the month of a monthly series ('every month on the 1st'), else null. */
  monthDay: number | null;
}

export interface QuickAddTag {
  /** The name as typed after '#', or the matched item's name. */
  name: string;
  /** The existing project or goal it names, or null for a new one. */
  match: QuickAddNamed | null;
}

export interface QuickAddResult {
  /** The text without the recognised parts, spaces collapsed. */
  title: string;
  /** In the order they appear in the text. */
  parts: QuickAddPart[];
  /** The first (or only) due day, 'yyyy-MM-dd'. */
  dueDate: string | null;
  /**
   * The due day of each task the phrase makes, earliest first: one, or one per named day of a
   * series on several days; empty without a date.
   */
  dueDates: string[];
  /** Time of day on the due day, 'HH:mm' on a 24-hour clock. */
  time: string | null;
  repeat: QuickAddRepeat | null;
  tag: QuickAddTag | null;
  /** Pomodoros. */
  estimate: number | null;
  /** Minutes before the due time. */
  remindBefore: number | null;
}

export interface QuickAddContext {
  /** The moment 'today' and 'friday' are counted from. */
  now: Date;
  /** The user's IANA zone: 'tomorrow 9am' is 9am on that zone's clocks. */
  timeZone: string;
  /** First day of the week (0 Sunday to 6 Saturday), for 'this week' and 'next week'. */
  weekStart: number;
  /** What '#name' may name: projects for tasks, goals for todos. */
  names: readonly QuickAddNamed[];
  /** Kinds the user undid: their words stay in the title. */
  ignore?: readonly QuickAddPartKind[];
}
