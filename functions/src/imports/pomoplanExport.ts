// Pomoplan's own export file (domain's format) read back: everything a person writes (projects,
// tasks with their estimates and reminders, subtasks, todos, goals, goal groups and settings),
// under the ids it had. So importing an export into the account it came from creates nothing
// twice, and every reference (task → project, todo → goal, goal → group) still holds. What the
// app writes itself (analyses, notifications, activity) is counted and left out: an import must
// not be able to forge it.
import {
  ExportFileSchema,
  isDocumentId,
  NOTHING_TO_UPDATE,
  UserSettingsUpdateSchema,
  type ExportRow,
} from '@pomoplan/domain';
import { checkSize } from './csv';
import {
  emptyDraft,
  ImportFileError,
  plural,
  type DraftSettings,
  type ImportDraft,
  type ImportProblem,
} from './draft';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
const stamp = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : undefined;

function readJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch (error) {
    throw new ImportFileError([{ line: 1, reason: `Not JSON: ${(error as Error).message}` }]);
  }
}

/** The profile's settings; null when it has none, a problem when one is out of range. */
function settingsOf(profile: Record<string, unknown>, problems: ImportProblem[]) {
  const parsed = UserSettingsUpdateSchema.safeParse(profile);
  if (parsed.success) return parsed.data as DraftSettings;
  const real = parsed.error.issues.filter((issue) => issue.message !== NOTHING_TO_UPDATE);
  for (const issue of real) problems.push({ line: 0, reason: `Settings: ${issue.message}` });
  return null;
}

export function parsePomoplanExport(json: string): ImportDraft {
  checkSize(json);
  const parsed = ExportFileSchema.safeParse(readJson(json));
  if (!parsed.success) {
    throw new ImportFileError([{ line: 1, reason: 'Not a Pomoplan export (format version 1)' }]);
  }
  const { collections, profile } = parsed.data;
  const problems: ImportProblem[] = [];
  const idsOf = (what: string, rows: readonly ExportRow[]) => {
    for (const row of rows) {
      if (!isDocumentId(row.id))
        problems.push({ line: 0, reason: `${what} id "${row.id}" is not valid` });
    }
    return new Set(rows.map((row) => row.id));
  };
  const projectIds = idsOf('A project', collections.projects);
  const taskIds = idsOf('A task', collections.tasks);
  idsOf('A subtask', collections.subtasks);
  idsOf('A todo', collections.todos);
  const goalIds = idsOf('A goal', collections.goals);
  const groupIds = idsOf('A goal group', collections.groups);
  // A reference the file cannot satisfy: a task or subtask needs its parent; a todo or goal
  // whose goal or group was deleted before the export simply has none.
  const inFile = (ids: Set<string>, value: unknown) => {
    const id = text(value);
    return id !== null && ids.has(id) ? id : null;
  };
  const required = (what: string, title: unknown, ids: Set<string>, value: unknown, of: string) => {
    const id = inFile(ids, value);
    if (id === null) {
      problems.push({
        line: 0,
        reason: `${what} "${String(title).slice(0, 60)}" belongs to a ${of} the file does not hold`,
      });
    }
    return id ?? '';
  };

  const draft = emptyDraft('pomoplan');
  draft.projects = collections.projects.map((row) => ({
    key: row.id,
    name: text(row.name) ?? row.id,
    description: text(row.description),
    color: text(row.color) ?? undefined,
    createdAt: stamp(row.createdAt),
  }));
  draft.tasks = collections.tasks.map((row) => ({
    key: row.id,
    projectKey: required('Task', row.title, projectIds, row.projectId, 'project'),
    title: text(row.title) ?? '',
    description: text(row.description),
    dueDate: text(row.dueDate),
    recurrenceRule: text(row.recurrenceRule),
    isCompleted: row.isCompleted === true,
    estimatedPomodoros: number(row.estimatedPomodoros),
    pomodoroLength: number(row.pomodoroLength),
    reminderDateTime: text(row.reminderDateTime),
    reminderEnabled: flag(row.reminderEnabled),
    reminderTimeZone: text(row.reminderTimeZone),
    createdAt: stamp(row.createdAt),
  }));
  draft.subtasks = collections.subtasks.map((row) => ({
    key: row.id,
    taskKey: required('Subtask', row.title, taskIds, row.taskId, 'task'),
    title: text(row.title) ?? '',
    isCompleted: row.isCompleted === true,
    createdAt: stamp(row.createdAt),
  }));
  draft.groups = collections.groups.map((row) => ({
    key: row.id,
    name: text(row.name) ?? '',
    color: text(row.color) ?? undefined,
    createdAt: stamp(row.createdAt),
  }));
  draft.goals = collections.goals.map((row) => ({
    key: row.id,
    name: text(row.name) ?? '',
    description: text(row.description),
    color: text(row.color) ?? undefined,
    groupKey: inFile(groupIds, row.groupId),
    startDate: text(row.startDate),
    endDate: text(row.endDate),
    createdAt: stamp(row.createdAt),
  }));
  draft.todos = collections.todos.map((row) => ({
    key: row.id,
    text: text(row.text) ?? '',
    completed: row.completed === true,
    dueType: text(row.dueType) ?? undefined,
    goalKey: inFile(goalIds, row.goalId),
    createdAt: stamp(row.createdAt),
  }));
  draft.settings = settingsOf(profile, problems);
  const leftOut: [number, string, string][] = [
    [collections.analyses.length, 'analysis', 'analyses'],
    [collections.notifications.length, 'notification', 'notifications'],
    [collections.activity.length, 'activity entry', 'activity entries'],
  ];
  draft.notImported = leftOut.flatMap(([count, one, many]) =>
    count > 0 ? [plural(count, one, many)] : [],
  );
  if (problems.length > 0) throw new ImportFileError(problems.slice(0, 20));
  return draft;
}
