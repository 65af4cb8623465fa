// A history for the reports page, written the way the timer and the app write it: focus
// sessions, the timer's tally of each task, and tasks completed. The server's triggers roll them
// up into the month documents the report reads, a moment after.
import { todayIn } from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { storedSession } from '../../functions/src/focus/focusStore';
import { seedProject, seedTasks, TIME_ZONE } from './tasks';
import { adminDb } from './users';

const MINUTE = 60_000;

export interface FocusHistory {
  projectId: string;
  /** The tasks completed, in order: given 2 pomodoros each, they took 3, 3 and 4. */
  taskIds: string[];
  /** Minutes focused per local day (in TIME_ZONE), as the report must count them. */
  minutesByDay: Map<string, number>;
  minutes: number;
  pomodoros: number;
}

/**
 * Four pomodoros of 25 minutes on the last three days, on a 'Writing' task: a three-day streak
 * at any hour (a today without one yet does not break it), and three completed Writing tasks
 * that took 10 pomodoros for the 6 they were given.
 */
export async function seedFocusHistory(uid: string): Promise<FocusHistory> {
  const projectId = await seedProject(uid, 'Writing', '#8B5CF6');
  const taskIds = await seedTasks(
    uid,
    ['Chapter 1', 'Chapter 2', 'Chapter 3'].map((title) => ({
      title,
      projectId,
      estimatedPomodoros: 2,
    })),
  );
  const [chapterOne] = taskIds;
  if (chapterOne === undefined) throw new Error('the Writing tasks were not seeded');
  const now = Date.now();
  // Half an hour and an hour before now, then a day and two days before that.
  const starts = [30, 60, 30 + 24 * 60, 30 + 48 * 60].map(
    (minutes) => new Date(now - minutes * MINUTE - 25 * MINUTE),
  );
  const minutesByDay = new Map<string, number>();
  await Promise.all(
    starts.map((startedAt, index) => {
      const day = todayIn(TIME_ZONE, startedAt);
      minutesByDay.set(day, (minutesByDay.get(day) ?? 0) + 25);
      const endedAt = new Date(startedAt.getTime() + 25 * MINUTE);
      return adminDb()
        .doc(`users/${uid}/focusSessions/report-${index}`)
        .set(
          storedSession(
            {
              target: { kind: 'task', id: chapterOne, title: 'Chapter 1', projectId },
              plannedMinutes: 25,
              focusedMinutes: 25,
              completed: true,
              startedAt,
              endedAt,
            },
            endedAt,
          ),
        );
    }),
  );
  await adminDb()
    .doc(`users/${uid}/focusTally/${projectId}`)
    .set({
      tasks: Object.fromEntries(
        taskIds.map((id, index) => {
          const pomodoros = index === 2 ? 4 : 3;
          return [id, { pomodoros, minutes: pomodoros * 25 }];
        }),
      ),
    });
  // Completed once the tally is there: the completion records what the task took.
  await Promise.all(
    taskIds.map((id) =>
      adminDb()
        .doc(`users/${uid}/tasks/${id}`)
        .update({ isCompleted: true, updatedAt: Timestamp.now() }),
    ),
  );
  return { projectId, taskIds, minutesByDay, minutes: 100, pomodoros: 4 };
}

/** The estimate sentence of three Writing tasks that took 10 pomodoros for 6. */
export const WRITING_SENTENCE =
  'Your Writing tasks take 1.7× their estimate: give them more pomodoros when you plan.';
