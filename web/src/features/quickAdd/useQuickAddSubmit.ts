// Creating what the phrase says, with the app's own writes: the task (or a series on named
// days) in its project, or the todo with its goal. A new project or goal is made only within
// the tier's limit; beyond it the limit's message is shown and nothing is written.
import { DEFAULT_TODO_DUE_TYPE, ProjectInputSchema, TaskInputSchema } from '@pomoplan/domain';
import { quickAddProject, quickAddTasks, type QuickAddNamed } from '@pomoplan/domain/quickAdd';
import { useDb } from '../../data/sync/firestoreContext';
import { createGoal } from '../../data/goals';
import { createProject } from '../../data/projects';
import { createTask } from '../../data/tasks';
import { createTodo } from '../../data/todos';
import { isPermissionDenied } from '../../ui/errorMessage';
import type { Parsed } from './useQuickAddParse';

export interface Outcome {
  /** What to tell the user when nothing was created. */
  refusal?: string;
  created?: string;
}

export const NO_TITLE = 'Type what the task is, not only when';

/** The plan's limit on new projects (or goals): whether this tab counts it reached, and its words. */
export interface CreateLimit {
  reached: boolean;
  message: string;
}

/**
 * Makes the new project or goal. The rules refuse one past the limit even when this tab has not
 * yet heard of the one another device made, and that refusal is the limit's, so it says so.
 */
async function createWithin(limit: CreateLimit, create: () => Promise<string>) {
  if (limit.reached) return { refusal: limit.message };
  try {
    return { id: await create() };
  } catch (error) {
    if (isPermissionDenied(error)) return { refusal: limit.message };
    throw error;
  }
}

export function useQuickAddSubmit(
  uid: string,
  names: readonly QuickAddNamed[],
  limit: CreateLimit,
) {
  const db = useDb();
  return async function submit(parsed: Parsed): Promise<Outcome> {
    if (parsed.mode === 'todo') {
      const { result } = parsed;
      if (!result.text) return { refusal: NO_TITLE };
      let goalId = result.goal?.match?.id ?? null;
      const newGoal = result.goal && !result.goal.match ? result.goal.name : null;
      if (newGoal !== null) {
        const made = await createWithin(limit, () => createGoal(db, uid, { name: newGoal }));
        if ('refusal' in made) return made;
        goalId = made.id;
      }
      const dueType = result.dueType ?? DEFAULT_TODO_DUE_TYPE;
      await createTodo(db, uid, { text: result.text, dueType, goalId });
      return { created: 'Todo added' };
    }
    const { result, timeZone } = parsed;
    if (!result.title) return { refusal: NO_TITLE };
    const target = quickAddProject(result, names);
    let projectId = 'id' in target ? target.id : null;
    if (projectId === null && 'newName' in target) {
      const input = ProjectInputSchema.parse({ name: target.newName });
      const made = await createWithin(limit, () => createProject(db, uid, input));
      if ('refusal' in made) return made;
      projectId = made.id;
    }
    const tasks = quickAddTasks(result, projectId ?? '', timeZone);
    for (const task of tasks) await createTask(db, uid, TaskInputSchema.parse(task));
    return {
      created: tasks.length === 1 ? 'Task created successfully' : `${tasks.length} tasks created`,
    };
  };
}
