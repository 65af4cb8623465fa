import { describe, expect, it } from 'vitest';
import { todayIn } from './dates';
import {
  groupTimeline,
  summaryFromCounts,
  TIMELINE_GROUPS,
  timelineCompletedQuery,
  timelineGroupOf,
  timelineGroupQuery,
  timelineSummary,
  type TaskFieldFilter,
  type TimelineTask,
  whereTimeline,
} from './timeline';

const task = (title: string, dueDate: string | null, isCompleted = false): TimelineTask => ({
  title,
  dueDate,
  isCompleted,
});

describe('timelineGroupOf', () => {
  const today = '2026-11-05';

  it('puts open tasks due before today in Overdue', () => {
    expect(timelineGroupOf(task('a', '2026-11-04'), today)).toBe('overdue');
    expect(timelineGroupOf(task('a', '2020-01-01'), today)).toBe('overdue');
  });

  it('splits the days ahead into Today, Tomorrow, This Week (2 to 7 days) and Later (8+)', () => {
    expect(timelineGroupOf(task('a', '2026-11-05'), today)).toBe('today');
    expect(timelineGroupOf(task('a', '2026-11-06'), today)).toBe('tomorrow');
    expect(timelineGroupOf(task('a', '2026-11-07'), today)).toBe('thisWeek');
    expect(timelineGroupOf(task('a', '2026-11-12'), today)).toBe('thisWeek'); // exactly 7 days
    expect(timelineGroupOf(task('a', '2026-11-13'), today)).toBe('later'); // 8 days
    expect(timelineGroupOf(task('a', '2027-06-01'), today)).toBe('later');
  });

  it('puts open tasks with no due date in Someday', () => {
    expect(timelineGroupOf(task('a', null), today)).toBe('someday');
  });

  it('keeps completed tasks due today or later in their date group', () => {
    expect(timelineGroupOf(task('a', '2026-11-05', true), today)).toBe('today');
    expect(timelineGroupOf(task('a', '2026-11-06', true), today)).toBe('tomorrow');
    expect(timelineGroupOf(task('a', '2026-11-12', true), today)).toBe('thisWeek');
    expect(timelineGroupOf(task('a', '2026-11-13', true), today)).toBe('later');
  });

  it('takes completed tasks due before today or with no due date off the timeline', () => {
    expect(timelineGroupOf(task('a', '2026-11-04', true), today)).toBeNull();
    expect(timelineGroupOf(task('a', null, true), today)).toBeNull();
  });

  it('counts days across a month end', () => {
    const endOfMonth = '2026-11-30';
    expect(timelineGroupOf(task('a', '2026-12-01'), endOfMonth)).toBe('tomorrow');
    expect(timelineGroupOf(task('a', '2026-12-07'), endOfMonth)).toBe('thisWeek');
    expect(timelineGroupOf(task('a', '2026-12-08'), endOfMonth)).toBe('later');
    expect(timelineGroupOf(task('a', '2026-11-29'), endOfMonth)).toBe('overdue');
  });

  it('counts days across a year end', () => {
    const newYearsEve = '2026-12-31';
    expect(timelineGroupOf(task('a', '2027-01-01'), newYearsEve)).toBe('tomorrow');
    expect(timelineGroupOf(task('a', '2027-01-07'), newYearsEve)).toBe('thisWeek');
    expect(timelineGroupOf(task('a', '2027-01-08'), newYearsEve)).toBe('later');
  });

  it('counts the leap day 2028-02-29 as a day of its own', () => {
    expect(timelineGroupOf(task('a', '2028-02-29'), '2028-02-28')).toBe('tomorrow');
    expect(timelineGroupOf(task('a', '2028-03-01'), '2028-02-28')).toBe('thisWeek');
    // Feb 22 + 7 days is Feb 29 in a leap year, so Mar 1 is already 8 days ahead.
    expect(timelineGroupOf(task('a', '2028-02-29'), '2028-02-22')).toBe('thisWeek');
    expect(timelineGroupOf(task('a', '2028-03-01'), '2028-02-22')).toBe('later');
    // In a common year Feb 22 + 7 days is Mar 1.
    expect(timelineGroupOf(task('a', '2027-03-01'), '2027-02-22')).toBe('thisWeek');
    expect(timelineGroupOf(task('a', '2028-02-28'), '2028-02-29')).toBe('overdue');
  });

  it("groups by the user's day where UTC and the local day differ", () => {
    // 23:30 UTC on Nov 5 is 12:30 on Nov 6 in Auckland and 15:30 on Nov 5 in Los Angeles.
    const now = new Date('2026-11-05T23:30:00Z');
    const dueNov6 = task('a', '2026-11-06');
    expect(timelineGroupOf(dueNov6, todayIn('Pacific/Auckland', now))).toBe('today');
    expect(timelineGroupOf(dueNov6, todayIn('America/Los_Angeles', now))).toBe('tomorrow');
    expect(timelineGroupOf(dueNov6, todayIn('UTC', now))).toBe('tomorrow');
    const dueNov5 = task('b', '2026-11-05');
    expect(timelineGroupOf(dueNov5, todayIn('Pacific/Auckland', now))).toBe('overdue');
  });
});

describe('groupTimeline', () => {
  const today = '2026-11-05';

  it('returns the non-empty groups in timeline order with their labels', () => {
    const groups = groupTimeline(
      [
        task('someday', null),
        task('later', '2026-12-01'),
        task('today', '2026-11-05'),
        task('overdue', '2026-11-01'),
      ],
      today,
    );
    expect(groups.map((group) => group.label)).toEqual(['Overdue', 'Today', 'Later', 'Someday']);
    expect(groups.map((group) => group.tasks.map((t) => t.title))).toEqual([
      ['overdue'],
      ['today'],
      ['later'],
      ['someday'],
    ]);
  });

  it('returns no groups for no tasks, or only tasks that left the timeline', () => {
    expect(groupTimeline([], today)).toEqual([]);
    expect(groupTimeline([task('done', '2026-11-01', true), task('x', null, true)], today)).toEqual(
      [],
    );
  });

  it('sorts a group by day, open before completed, then by title', () => {
    const [thisWeek] = groupTimeline(
      [
        task('b', '2026-11-08'),
        task('done', '2026-11-07', true),
        task('a', '2026-11-08'),
        task('first', '2026-11-07'),
      ],
      today,
    );
    expect(thisWeek?.tasks.map((t) => t.title)).toEqual(['first', 'done', 'a', 'b']);
  });

  it('keeps the caller objects, so rows can carry ids and other fields', () => {
    const input = { ...task('x', '2026-11-05'), id: 'task-1' };
    expect(groupTimeline([input], today)[0]?.tasks[0]).toBe(input);
  });
});

describe('timelineSummary', () => {
  it('counts the tasks on the timeline, the completed ones and the overdue ones', () => {
    const today = '2026-11-05';
    expect(
      timelineSummary(
        [
          task('overdue', '2026-11-04'),
          task('overdue 2', '2026-10-01'),
          task('done today', '2026-11-05', true),
          task('tomorrow', '2026-11-06'),
          task('someday', null),
          task('done and past', '2026-11-01', true),
          task('done undated', null, true),
        ],
        today,
      ),
    ).toEqual({ total: 5, completed: 1, pastDue: 2 });
  });

  it('is all zero for no tasks', () => {
    expect(timelineSummary([], '2026-11-05')).toEqual({ total: 0, completed: 0, pastDue: 0 });
  });
});

// Firestore's own semantics for these filters: a range never matches null.
function matches(value: TimelineTask, [field, op, wanted]: TaskFieldFilter): boolean {
  const actual = value[field];
  if (op === '==') return actual === wanted;
  if (actual === null || wanted === null || typeof actual !== typeof wanted) return false;
  if (op === '<') return actual < wanted;
  if (op === '<=') return actual <= wanted;
  if (op === '>') return actual > wanted;
  return actual >= wanted;
}

describe('timelineGroupQuery', () => {
  const today = '2026-11-05';
  const days = [null, '2026-10-01', '2026-11-04', today, '2026-11-06', '2026-11-07'];
  const moreDays = ['2026-11-12', '2026-11-13', '2027-06-01'];
  const tasks = [...days, ...moreDays].flatMap((day) => [task('o', day), task('c', day, true)]);

  it('selects exactly the tasks timelineGroupOf puts in each group', () => {
    for (const { key } of TIMELINE_GROUPS) {
      const { filters } = timelineGroupQuery(key, today);
      const selected = tasks.filter((each) => filters.every((filter) => matches(each, filter)));
      const expected = tasks.filter((each) => timelineGroupOf(each, today) === key);
      expect(selected, key).toEqual(expected);
    }
  });

  it('counts the completed tasks the timeline shows', () => {
    const { filters } = timelineCompletedQuery(today);
    const selected = tasks.filter((each) => filters.every((filter) => matches(each, filter)));
    const onTimeline = tasks.filter((each) => timelineGroupOf(each, today) !== null);
    expect(selected).toEqual(onTimeline.filter((each) => each.isCompleted));
    expect(
      summaryFromCounts({ groups: countsOf(tasks, today), completed: selected.length }),
    ).toEqual(timelineSummary(tasks, today));
  });

  it('narrows an Admin SDK style query by every filter of the set', () => {
    // A query object that holds the tasks it still matches, as where() narrows it.
    class TaskQuery {
      constructor(readonly matching: TimelineTask[]) {}
      where(...filter: TaskFieldFilter): TaskQuery {
        return new TaskQuery(this.matching.filter((each) => matches(each, filter)));
      }
    }
    const thisWeek = whereTimeline(new TaskQuery(tasks), timelineGroupQuery('thisWeek', today));
    expect(thisWeek.matching.map((each) => each.dueDate)).toEqual([
      '2026-11-07',
      '2026-11-07',
      '2026-11-12',
      '2026-11-12',
    ]);
  });
});

function countsOf(list: TimelineTask[], today: string) {
  const counts = Object.fromEntries(TIMELINE_GROUPS.map(({ key }) => [key, 0]));
  for (const each of list) {
    const key = timelineGroupOf(each, today);
    if (key) counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts as Record<(typeof TIMELINE_GROUPS)[number]['key'], number>;
}
