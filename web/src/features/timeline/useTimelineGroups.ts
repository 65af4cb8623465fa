import {
  groupTimeline,
  summaryFromCounts,
  TASK_QUERY_LIMIT,
  TIMELINE_GROUPS,
  TIMELINE_PAGE_SIZE,
  timelineSummary,
  type Task,
  type TimelineGroup,
  type TimelineGroupKey,
  type TimelineSummary,
} from '@pomoplan/domain';
import { useCallback, useMemo, useRef, useState } from 'react';
import { timelineCounts } from '../../api/tasks';
import { useSettledCount } from '../../ui/useSettledCount';
import type { Firestore } from 'firebase/firestore';
import { startListening } from '../../data/sync/startListening';
import { timelineGroupTasksQuery, useTimelineGroupTasks } from '../../data/tasks';
import { browserToday } from '../../ui/useToday';
import type { Live } from '../../data/sync/useLive';

export interface PagedGroup extends TimelineGroup<Task> {
  /** Tasks in the group over the whole collection (the loaded ones until counted). */
  total: number;
  showMore?: () => void;
}

export interface TimelineGroups {
  /** Every group has answered: an empty timeline is empty. */
  complete: boolean;
  /** The groups that answered, up to the first still loading. */
  groups: PagedGroup[];
  /** Null until every group has answered: the groups above alone would undercount. */
  summary: TimelineSummary | null;
}

type Shown = Record<TimelineGroupKey, number>;

const FIRST_PAGE = Object.fromEntries(
  TIMELINE_GROUPS.map(({ key }) => [key, TIMELINE_PAGE_SIZE]),
) as Shown;

// A grown page is a new query: keep showing the shorter one until it answers, so 'Show more'
// does not blank the group.
function useKeptWhileLoading(live: Live<Task[]>): Task[] | undefined {
  const kept = useRef<Task[]>(undefined);
  if (live.data) kept.current = live.data;
  return live.data ?? kept.current;
}

/** Starts each group's first page listening for `uid` (app/firstListeners.ts). */
export function startTimelineListeners(db: Firestore, uid: string): void {
  const today = browserToday();
  for (const { key } of TIMELINE_GROUPS) {
    startListening(timelineGroupTasksQuery(db, uid, key, today, FIRST_PAGE[key]));
  }
}

function useGroupPage(uid: string, key: TimelineGroupKey, today: string, count: number) {
  return useKeptWhileLoading(useTimelineGroupTasks(uid, key, today, count));
}

/**
 * The timeline a page per group: each group is its own bounded live query, and once a group
 * holds more than its page the sizes and summary cards come from the server's counts, so what
 * is read grows with what is shown rather than with the number of tasks.
 */
export function useTimelineGroups(uid: string, today: string): TimelineGroups {
  const [shown, setShown] = useState<Shown>(FIRST_PAGE);
  // A fixed list of hooks, one per group, in timeline order.
  const overdue = useGroupPage(uid, 'overdue', today, shown.overdue);
  const onToday = useGroupPage(uid, 'today', today, shown.today);
  const tomorrow = useGroupPage(uid, 'tomorrow', today, shown.tomorrow);
  const thisWeek = useGroupPage(uid, 'thisWeek', today, shown.thisWeek);
  const later = useGroupPage(uid, 'later', today, shown.later);
  const someday = useGroupPage(uid, 'someday', today, shown.someday);
  const pages = useMemo(
    () => ({ overdue, today: onToday, tomorrow, thisWeek, later, someday }),
    [overdue, onToday, tomorrow, thisWeek, later, someday],
  );
  // The groups answer in timeline order (their listeners start in that order), and the first
  // screen shows the first of them: the groups before the first one still loading are drawn
  // at once, below them nothing moves when the later ones arrive.
  const pending = TIMELINE_GROUPS.findIndex(({ key }) => pages[key] === undefined);
  const complete = pending === -1;
  // A full page may have more behind it; until one does, the loaded tasks are every task.
  const truncated = TIMELINE_GROUPS.some(({ key }) => (pages[key]?.length ?? 0) >= shown[key]);

  const count = useCallback(() => timelineCounts(today), [today]);
  const counted = useSettledCount(complete && truncated, today, count, pages, 'the timeline');

  const showMore = useCallback(
    (key: TimelineGroupKey) =>
      setShown((before) => ({ ...before, [key]: before[key] + TIMELINE_PAGE_SIZE })),
    [],
  );

  return useMemo(() => {
    const answered = complete ? TIMELINE_GROUPS : TIMELINE_GROUPS.slice(0, pending);
    const tasks = answered.flatMap(({ key }) => pages[key] ?? []);
    const groups = groupTimeline(tasks, today).map((group): PagedGroup => {
      const loaded = group.tasks.length;
      const total = Math.max(counted?.groups[group.key] ?? 0, loaded);
      const full = counted ? total > loaded : loaded >= shown[group.key];
      // One query returns at most TASK_QUERY_LIMIT tasks: a group stops growing there.
      const more = full && shown[group.key] < TASK_QUERY_LIMIT;
      return { ...group, total, showMore: more ? () => showMore(group.key) : undefined };
    });
    const summary = counted
      ? summaryFromCounts(counted)
      : complete
        ? timelineSummary(tasks, today)
        : null;
    return { complete, groups, summary };
  }, [pages, pending, complete, counted, today, shown, showMore]);
}
