// Timeline grouping. Days are 'yyyy-MM-dd' calendar days; `today` is the user's day
// (todayIn(time zone)), so a group boundary is always local midnight, never UTC midnight.
//
// Where completed tasks go (Overdue and Someday hold only open tasks):
// - a completed task due today or later stays in its date group (Today, Tomorrow, This Week,
//   Later), shown struck through, so ticking off today's work does not make it vanish;
// - a completed task due before today, or with no due date, leaves the timeline: it is done and
//   belongs to no day ahead. It stays visible on its project page and in the calendar.

import { addDays, compareDays } from './dates';

/** 'This Week' reaches this many days ahead of today (inclusive); later days are 'Later'. */
export const THIS_WEEK_DAYS = 7;

export const TIMELINE_GROUPS = [
  { key: 'overdue', label: 'Overdue' },
  { key: 'today', label: 'Today' },
  { key: 'tomorrow', label: 'Tomorrow' },
  { key: 'thisWeek', label: 'This Week' },
  { key: 'later', label: 'Later' },
  { key: 'someday', label: 'Someday' },
] as const;

export type TimelineGroupKey = (typeof TIMELINE_GROUPS)[number]['key'];
export type TimelineGroupLabel = (typeof TIMELINE_GROUPS)[number]['label'];

export interface TimelineTask {
  title: string;
  isCompleted: boolean;
  /** 'yyyy-MM-dd' or null */
  dueDate: string | null;
}

export interface TimelineGroup<T extends TimelineTask> {
  key: TimelineGroupKey;
  label: TimelineGroupLabel;
  tasks: T[];
}

export interface TimelineSummary {
  /** Tasks on the timeline (see the header for which completed tasks that includes). */
  total: number;
  completed: number;
  /** The Overdue group's size. */
  pastDue: number;
}

/** The group a task belongs to, or null when it is not on the timeline (see the header). */
export function timelineGroupOf(task: TimelineTask, today: string): TimelineGroupKey | null {
  if (task.dueDate === null) return task.isCompleted ? null : 'someday';
  const order = compareDays(task.dueDate, today);
  if (order < 0) return task.isCompleted ? null : 'overdue';
  if (order === 0) return 'today';
  if (task.dueDate === addDays(today, 1)) return 'tomorrow';
  return compareDays(task.dueDate, addDays(today, THIS_WEEK_DAYS)) <= 0 ? 'thisWeek' : 'later';
}

// Earliest day first; on one day the open tasks before the completed ones; then by title so the
// order never depends on the order the listener delivered documents in.
function compareTasks(a: TimelineTask, b: TimelineTask): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return compareDays(a.dueDate, b.dueDate);
  }
  if (a.isCompleted !== b.isCompleted) return a.isCompleted ? 1 : -1;
  return a.title.localeCompare(b.title);
}

/** The non-empty groups in timeline order (empty groups are hidden), each sorted. */
export function groupTimeline<T extends TimelineTask>(
  tasks: readonly T[],
  today: string,
): TimelineGroup<T>[] {
  const byKey = new Map<TimelineGroupKey, T[]>();
  for (const task of tasks) {
    const key = timelineGroupOf(task, today);
    if (key === null) continue;
    const list = byKey.get(key);
    if (list) list.push(task);
    else byKey.set(key, [task]);
  }
  return TIMELINE_GROUPS.flatMap(({ key, label }) => {
    const list = byKey.get(key);
    return list ? [{ key, label, tasks: [...list].sort(compareTasks) }] : [];
  });
}

/** The summary cards: Total Tasks, Completed, Past Due, over the tasks on the timeline. */
export function timelineSummary(tasks: readonly TimelineTask[], today: string): TimelineSummary {
  let total = 0;
  let completed = 0;
  let pastDue = 0;
  for (const task of tasks) {
    const key = timelineGroupOf(task, today);
    if (key === null) continue;
    total += 1;
    if (task.isCompleted) completed += 1;
    if (key === 'overdue') pastDue += 1;
  }
  return { total, completed, pastDue };
}

/** Tasks a timeline group shows at first, and how many more each 'Show more' adds. */
export const TIMELINE_PAGE_SIZE = 50;

/** A field filter on the tasks collection, in the shape both Firestore SDKs take. */
export type TaskFieldFilter = readonly [
  field: 'isCompleted' | 'dueDate',
  op: '==' | '<' | '<=' | '>' | '>=',
  value: string | boolean | null,
];

/** Which tasks make up a set of the timeline, and the order a page of them is read in. */
export interface TimelineTaskQuery {
  filters: readonly TaskFieldFilter[];
  orderBy: readonly ('dueDate' | 'isCompleted' | 'title')[];
}

/**
 * The tasks of one group as a Firestore query (the same sets timelineGroupOf picks), read in
 * the order the group shows them (earliest due, then open before completed, then by title), so
 * each page continues the one before.
 */
export function timelineGroupQuery(key: TimelineGroupKey, today: string): TimelineTaskQuery {
  const open: TaskFieldFilter = ['isCompleted', '==', false];
  const onDay = (day: string): TimelineTaskQuery => ({
    filters: [['dueDate', '==', day]],
    orderBy: ['isCompleted', 'title'],
  });
  const between = (filters: TaskFieldFilter[]): TimelineTaskQuery => ({
    filters,
    orderBy: ['dueDate', 'isCompleted', 'title'],
  });
  switch (key) {
    case 'overdue':
      return { filters: [open, ['dueDate', '<', today]], orderBy: ['dueDate', 'title'] };
    case 'today':
      return onDay(today);
    case 'tomorrow':
      return onDay(addDays(today, 1));
    case 'thisWeek':
      return between([
        ['dueDate', '>=', addDays(today, 2)],
        ['dueDate', '<=', addDays(today, THIS_WEEK_DAYS)],
      ]);
    case 'later':
      return between([['dueDate', '>', addDays(today, THIS_WEEK_DAYS)]]);
    case 'someday':
      return { filters: [open, ['dueDate', '==', null]], orderBy: ['title'] };
  }
}

/** A query of the Admin SDK's shape, narrowed by where(). */
export interface FilterableQuery<Q> {
  where(field: TaskFieldFilter[0], op: TaskFieldFilter[1], value: TaskFieldFilter[2]): Q;
}

/** The query narrowed to a timeline set (for the Admin SDK, whose where() is a method). */
export function whereTimeline<Q extends FilterableQuery<Q>>(
  query: Q,
  { filters }: TimelineTaskQuery,
): Q {
  return filters.reduce((narrowed, [field, op, value]) => narrowed.where(field, op, value), query);
}

/** The completed tasks still on the timeline (due today or later): its Completed card. */
export function timelineCompletedQuery(today: string): TimelineTaskQuery {
  return {
    filters: [
      ['isCompleted', '==', true],
      ['dueDate', '>=', today],
    ],
    orderBy: [],
  };
}

/** How many tasks each group holds over the whole collection, and how many are completed. */
export interface TimelineCounts {
  groups: Record<TimelineGroupKey, number>;
  completed: number;
}

/** The summary cards from the counted groups. */
export function summaryFromCounts({ groups, completed }: TimelineCounts): TimelineSummary {
  const total = TIMELINE_GROUPS.reduce((sum, { key }) => sum + groups[key], 0);
  return { total, completed, pastDue: groups.overdue };
}
