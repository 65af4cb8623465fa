// GET /api/reports/goals: each dated goal's linked todos done against the share of its dates
// passed. Counted with aggregation queries (a read per thousand todos), for at most
// GOALS_SHOWN goals: the running ones and those ended within the last month.
import { addDays, isBehind, timePassed, todayIn, type GoalProgress } from '@pomoplan/domain';
import { z } from 'zod';
import { goalsCollection, todosCollection } from '../platform/refs';

export const GOALS_SHOWN = 10;
/** A goal ended longer ago than this is history, not progress. */
export const GOALS_ENDED_WITHIN_DAYS = 30;

const DatedGoalSchema = z.object({
  name: z.string().min(1),
  startDate: z.string(),
  endDate: z.string(),
});

export async function readGoalsProgress(
  uid: string,
  timeZone: string,
  now: Date = new Date(),
): Promise<GoalProgress[]> {
  const today = todayIn(timeZone, now);
  const goals = await goalsCollection(uid)
    .where('endDate', '>=', addDays(today, -GOALS_ENDED_WITHIN_DAYS))
    .orderBy('endDate')
    .limit(GOALS_SHOWN * 2)
    .get();
  const dated = goals.docs
    .flatMap((doc) => {
      const goal = DatedGoalSchema.safeParse(doc.data());
      return goal.success ? [{ id: doc.id, ...goal.data }] : [];
    })
    .slice(0, GOALS_SHOWN);
  return Promise.all(
    dated.map(async (goal) => {
      const linked = todosCollection(uid).where('goalId', '==', goal.id);
      const [all, done] = await Promise.all([
        linked.count().get(),
        linked.where('completed', '==', true).count().get(),
      ]);
      const passed = timePassed(goal, today) ?? 0;
      const counts = { linked: all.data().count, done: done.data().count };
      return {
        goalId: goal.id,
        name: goal.name,
        startDate: goal.startDate,
        endDate: goal.endDate,
        ...counts,
        timePassed: Math.round(passed * 100),
        behind: isBehind(counts.done, counts.linked, passed),
      };
    }),
  );
}
