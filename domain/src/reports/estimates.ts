import type { EstimateFigures } from '../schemas/report';

/** Fewer completed tasks than this say nothing about how a project's estimates hold. */
export const ESTIMATE_SENTENCE_MIN_TASKS = 3;

/** Within this share of the estimate, estimates are called right. */
const CLOSE_ENOUGH = 0.1;

export const NO_ESTIMATES_YET =
  'Complete a few tasks with the focus timer to see how your estimates hold.';

const times = (ratio: number) => `${(Math.round(ratio * 10) / 10).toFixed(1)}×`;

/** Before any project has enough tasks to judge: the tasks so far, all projects together. */
function earlySentence(projects: readonly EstimateFigures[]): string {
  const tasks = projects.reduce((sum, project) => sum + project.tasks, 0);
  const estimated = projects.reduce((sum, project) => sum + project.estimated, 0);
  const spent = projects.reduce((sum, project) => sum + project.spent, 0);
  if (tasks === 0 || estimated === 0) return NO_ESTIMATES_YET;
  return `So far your tasks take ${times(spent / estimated)} their estimate (${tasks} ${tasks === 1 ? 'task' : 'tasks'}): complete a few more in each project to see which ones slip.`;
}

/**
 * One sentence a person can act on, about the project whose estimates are furthest off: the
 * pomodoros its completed tasks took against the ones they were given.
 */
export function estimateSentence(projects: readonly EstimateFigures[]): string {
  const judged = projects.filter(
    (project) => project.tasks >= ESTIMATE_SENTENCE_MIN_TASKS && project.estimated > 0,
  );
  if (judged.length === 0) return earlySentence(projects);
  const ratioOf = (project: EstimateFigures) => project.spent / project.estimated;
  const furthest = judged.reduce((worst, project) =>
    Math.abs(Math.log(ratioOf(project))) > Math.abs(Math.log(ratioOf(worst))) ? project : worst,
  );
  const ratio = ratioOf(furthest);
  if (Math.abs(ratio - 1) <= CLOSE_ENOUGH) {
    return 'Your estimates hold: your tasks take about the pomodoros you give them.';
  }
  return ratio > 1
    ? `Your ${furthest.name} tasks take ${times(ratio)} their estimate: give them more pomodoros when you plan.`
    : `Your ${furthest.name} tasks take ${times(ratio)} their estimate: you can plan them shorter.`;
}
