// A year of pomodoros for the heavy user: sessions on its own tasks (and some free focus) from
// a year ago until the last hour, written as the timer stores them, with the triggers off; the
// report months are then counted from them by the server's own recount, as a change of the
// rollups' logic would.
import type { FocusTarget } from '@pomoplan/domain';
import { storedSession } from '../../functions/src/focus/focusStore';
import { recomputeReports } from '../../functions/src/reports/recompute';
import { adminDb, withTriggersDisabled } from './admin';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const DAYS = 365;
/** Tasks the sessions go to: a person's year has a few dozen it focused on. */
const TARGET_TASKS = 60;

export interface FocusYear {
  sessions: number;
  /** Report months the recount wrote. */
  months: number;
  /** Completion records it counted the done work from. */
  completions: number;
  seedS: number;
  recountS: number;
}

async function targets(uid: string): Promise<FocusTarget[]> {
  const tasks = await adminDb()
    .collection(`users/${uid}/tasks`)
    .select('title', 'projectId')
    .limit(TARGET_TASKS)
    .get();
  const onTasks = tasks.docs.flatMap((task): FocusTarget[] => {
    const title: unknown = task.get('title');
    const projectId: unknown = task.get('projectId');
    return typeof title === 'string' && typeof projectId === 'string'
      ? [{ kind: 'task', id: task.id, title, projectId }]
      : [];
  });
  return [...onTasks, { kind: 'none' }];
}

/** `count` sessions spread over the last year, every tenth one stopped early; then the recount. */
export async function seedFocusYear(uid: string, count: number): Promise<FocusYear> {
  const started = Date.now();
  const aims = await targets(uid);
  const sessions = adminDb().collection(`users/${uid}/focusSessions`);
  const now = Date.now();
  // Each session written would otherwise run the rollup trigger: 3,000 runs behind the timings.
  await withTriggersDisabled(async () => {
    const writer = adminDb().bulkWriter();
    for (let index = 0; index < count; index += 1) {
      // Newest first: session 0 ends within the last hour, the last one a year ago.
      const daysAgo = Math.floor((index * DAYS) / count);
      const slot = index % 9;
      const startedAt = new Date(now - daysAgo * DAY - (slot + 1) * 30 * MINUTE - 25 * MINUTE);
      const stopped = index % 10 === 9;
      const minutes = stopped ? 10 : 25;
      const endedAt = new Date(startedAt.getTime() + minutes * MINUTE);
      void writer.set(
        sessions.doc(`year-${index}`),
        storedSession(
          {
            target: aims[index % aims.length] ?? { kind: 'none' },
            plannedMinutes: 25,
            focusedMinutes: minutes,
            startedAt,
            endedAt,
            completed: !stopped,
          },
          endedAt,
        ),
      );
    }
    await writer.close();
  });
  const seeded = Date.now();
  const counted = await recomputeReports(uid);
  if (!counted) throw new Error('the heavy user is gone before its reports were counted');
  return {
    sessions: counted.sessions,
    months: counted.months,
    completions: counted.completions,
    seedS: Math.round((seeded - started) / 1000),
    recountS: Math.round((Date.now() - seeded) / 1000),
  };
}
