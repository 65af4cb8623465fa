// Four weeks of pomodoros for the Master demo account, so that its reports show a streak,
// the hours it focuses, and estimates to judge: each completed task gets the pomodoros its
// demo entry says it took, before the day it was done; the other pomodoros go to open tasks
// or to free focus. Written as the timer writes them (sessions and each project's tally); the
// seed then counts the report months from them. Fixed ids and no randomness keep it idempotent.
import type { FocusTarget } from '@pomoplan/domain';
import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { storedSession } from '../../functions/src/focus/focusStore';
import { DEMO, demoTaskId, type DemoTask } from './projects';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const HISTORY_DAYS = 28;
/** Days without focus, counted back from today: the current streak is the last four days. */
const DAYS_OFF = new Set([4, 10, 11, 17, 18, 24, 25]);
/** Starts of the day's pomodoros, in UTC minutes after midnight. */
const SLOTS = [9 * 60, 9 * 60 + 30, 10 * 60, 10 * 60 + 30, 14 * 60, 14 * 60 + 30, 15 * 60];

interface Session {
  start: number;
  minutes: number;
  completed: boolean;
  task: { index: number; task: DemoTask } | null;
}

/** The day's pomodoros: three to seven, by a fixed pattern; every fifth one stopped early. */
function slotsOf(daysAgo: number): number[] {
  return SLOTS.slice(0, 3 + ((daysAgo * 3) % 5));
}

function plan(tasks: readonly DemoTask[], now: number): Session[] {
  const owed = tasks.map((task) => (task.doneDaysAgo === undefined ? 0 : (task.spent ?? 0)));
  const open = tasks.flatMap((task, index) =>
    task.doneDaysAgo === undefined && task.spent !== undefined ? [{ index, task }] : [],
  );
  const midnight = Math.floor(now / DAY) * DAY;
  const sessions: Session[] = [];
  let turn = 0;
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    if (DAYS_OFF.has(daysAgo)) continue;
    for (const slot of slotsOf(daysAgo)) {
      const start = midnight - daysAgo * DAY + slot * MINUTE;
      if (start + 25 * MINUTE > now) continue;
      // The task due soonest that still owes pomodoros and is not done before this day.
      const index = owed.findIndex(
        (left, at) => left > 0 && (tasks[at]?.doneDaysAgo ?? 0) <= daysAgo,
      );
      const owing = tasks[index];
      const stopped = (turn + 1) % 5 === 0;
      turn += 1;
      if (owing && !stopped) {
        owed[index] = (owed[index] ?? 0) - 1;
        sessions.push({
          start,
          minutes: 25,
          completed: true,
          task: { index, task: owing },
        });
        continue;
      }
      const target = turn % 3 === 0 ? null : (open[turn % open.length] ?? null);
      sessions.push({ start, minutes: stopped ? 12 : 25, completed: !stopped, task: target });
    }
  }
  return sessions;
}

/** Adds the account's focus history to `batch`; the number of pomodoros it completed. */
export function seedFocusHistory(
  db: Firestore,
  batch: WriteBatch,
  uid: string,
  now = Date.now(),
): number {
  const demo = DEMO[uid];
  if (uid !== 'test-master-user' || !demo) return 0;
  const user = db.doc(`users/${uid}`);
  const tallies = new Map<string, Record<string, { pomodoros: number; minutes: number }>>();
  const sessions = plan(demo.tasks, now);
  for (const session of sessions) {
    const id = session.task ? demoTaskId(session.task.index) : null;
    const target: FocusTarget =
      session.task && id !== null
        ? {
            kind: 'task',
            id,
            title: session.task.task.title,
            projectId: session.task.task.projectId,
          }
        : { kind: 'none' };
    const ended = new Date(session.start + session.minutes * MINUTE);
    batch.set(
      user.collection('focusSessions').doc(`${session.start}-seed`),
      storedSession(
        {
          target,
          plannedMinutes: 25,
          focusedMinutes: session.minutes,
          startedAt: new Date(session.start),
          endedAt: ended,
          completed: session.completed,
        },
        ended,
      ),
    );
    if (!session.task || id === null) continue;
    const tally = tallies.get(session.task.task.projectId) ?? {};
    const entry = tally[id] ?? { pomodoros: 0, minutes: 0 };
    entry.pomodoros += session.completed ? 1 : 0;
    entry.minutes += session.minutes;
    tally[id] = entry;
    tallies.set(session.task.task.projectId, tally);
  }
  for (const [projectId, tasks] of tallies) {
    batch.set(user.collection('focusTally').doc(projectId), {
      tasks,
      updatedAt: Timestamp.fromMillis(now),
    });
  }
  return sessions.filter((session) => session.completed).length;
}
