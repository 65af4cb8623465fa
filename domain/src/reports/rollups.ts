// One bucket's figures, computed whole from the sessions and completions that fall in it, so
// that a trigger delivered twice, or a session edited or deleted, leaves the right figures.
import type { FocusSession } from '../schemas/focus';
import type { Completion, DoneBucket, FocusBucket } from '../schemas/report';

/** The focus bucket of the sessions that started in it; null when there are none. */
export function focusBucketOf(
  sessions: readonly Pick<FocusSession, 'target' | 'focusedMinutes' | 'completed'>[],
): FocusBucket | null {
  if (sessions.length === 0) return null;
  const bucket: FocusBucket = { minutes: 0, pomodoros: 0, projects: {} };
  for (const session of sessions) {
    const pomodoros = session.completed ? 1 : 0;
    bucket.minutes += session.focusedMinutes;
    bucket.pomodoros += pomodoros;
    if (session.target.kind !== 'task') continue;
    const project = bucket.projects[session.target.projectId] ?? { minutes: 0, pomodoros: 0 };
    project.minutes += session.focusedMinutes;
    project.pomodoros += pomodoros;
    bucket.projects[session.target.projectId] = project;
  }
  return bucket;
}

/**
 * The done bucket of the tasks and todos completed in it; null when there are none. Only a
 * task that ran at least one pomodoro tells how its estimate held.
 */
export function doneBucketOf(
  completions: readonly (Completion & { id: string })[],
): DoneBucket | null {
  if (completions.length === 0) return null;
  const bucket: DoneBucket = {
    tasks: 0,
    todos: 0,
    projects: {},
    goals: {},
    estimates: {},
    over: [],
  };
  for (const done of completions) {
    if (done.kind === 'todo') {
      bucket.todos += 1;
      if (done.goalId !== null) bucket.goals[done.goalId] = (bucket.goals[done.goalId] ?? 0) + 1;
      continue;
    }
    bucket.tasks += 1;
    if (done.projectId === null) continue;
    bucket.projects[done.projectId] = (bucket.projects[done.projectId] ?? 0) + 1;
    if (done.spent === 0) continue;
    const figures = bucket.estimates[done.projectId] ?? {
      name: done.projectName ?? 'Untitled',
      tasks: 0,
      estimated: 0,
      spent: 0,
    };
    figures.tasks += 1;
    figures.estimated += done.estimated;
    figures.spent += done.spent;
    bucket.estimates[done.projectId] = figures;
    if (done.spent > done.estimated) {
      bucket.over.push({
        id: done.id,
        title: done.title,
        projectId: done.projectId,
        estimated: done.estimated,
        spent: done.spent,
      });
    }
  }
  return bucket;
}
