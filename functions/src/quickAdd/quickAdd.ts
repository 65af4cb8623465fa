// Quick add: one line of plain words becomes a task (or a series of tasks) in the named
// project, read by the same domain parser as the web app's input.
import {
  ProjectInputSchema,
  TaskInputSchema,
  type Project,
  type TaskInput,
} from '@pomoplan/domain';
import {
  parseQuickAdd,
  quickAddProject,
  quickAddTasks,
  type QuickAddInput,
  type QuickAddResponse,
} from '@pomoplan/domain/quickAdd';
import type { z } from 'zod';
import { readTimeZone } from '../reminders/stored';
import { InvalidInputError, issuesMessage } from '../platform/errors';
import { userDoc } from '../platform/firestore';
import { createProject, firstProjects } from '../projects/projects';
import { createTask } from '../tasks/tasks';

// Names '#name' can match: the user's first projects (a free user has one).
const PROJECTS_MATCHED = 500;

function valid<T>(
  parsed: { success: true; data: T } | { success: false; error: z.core.$ZodError },
): T {
  if (!parsed.success) throw new InvalidInputError(issuesMessage(parsed.error));
  return parsed.data;
}

function validTasks(fields: ReturnType<typeof quickAddTasks>): TaskInput[] {
  return fields.map((task) => valid(TaskInputSchema.safeParse(task)));
}

export async function quickAdd(uid: string, input: QuickAddInput): Promise<QuickAddResponse> {
  const [user, projects] = await Promise.all([
    userDoc(uid).get(),
    firstProjects(uid, PROJECTS_MATCHED),
  ]);
  const timeZone = input.timeZone ?? readTimeZone(user);
  const result = parseQuickAdd(input.text, {
    now: new Date(),
    timeZone,
    weekStart: input.weekStart,
    names: projects,
    ignore: input.ignore,
  });
  const target = quickAddProject(result, projects);
  // Everything is checked before anything is written: a refused phrase changes nothing.
  const checked = validTasks(quickAddTasks(result, 'id' in target ? target.id : 'new', timeZone));
  let createdProject: Project | null = null;
  if ('newName' in target) {
    const project = valid(ProjectInputSchema.safeParse({ name: target.newName }));
    createdProject = await createProject(uid, project);
  }
  const projectId = createdProject?.id ?? ('id' in target ? target.id : '');
  const tasks = [];
  for (const task of checked) tasks.push(await createTask(uid, { ...task, projectId }));
  return { tasks, createdProject };
}
