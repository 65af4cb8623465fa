// What an import file becomes before anything is written: projects, tasks, subtasks, todos,
// goals and goal groups (and a Pomoplan export's settings), each with a stable key (the same
// item of the same file always gets the same key, so importing a file twice creates nothing the
// second time), and what could not be carried over.
import { createHash } from 'node:crypto';

export type ImportSource = 'todoist' | 'ticktick' | 'pomoplan';

/** The time an item was first made, when its file says (ISO 8601); otherwise the import's. */
interface Dated {
  createdAt?: string;
}

export interface DraftProject extends Dated {
  key: string;
  name: string;
  description?: string | null;
  color?: string;
}

export interface DraftTask extends Dated {
  key: string;
  projectKey: string;
  title: string;
  description: string | null;
  /** yyyy-MM-dd in the file's time zone. */
  dueDate: string | null;
  /** FREQ=…;INTERVAL=… when the file's repeat can be written so. */
  recurrenceRule: string | null;
  isCompleted: boolean;
  estimatedPomodoros?: number;
  pomodoroLength?: number;
  /** ISO 8601. */
  reminderDateTime?: string | null;
  reminderEnabled?: boolean;
  reminderTimeZone?: string | null;
}

export interface DraftSubtask extends Dated {
  key: string;
  taskKey: string;
  title: string;
  isCompleted: boolean;
}

export interface DraftGroup extends Dated {
  key: string;
  name: string;
  color?: string;
}

export interface DraftGoal extends Dated {
  key: string;
  name: string;
  description: string | null;
  color?: string;
  groupKey: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface DraftTodo extends Dated {
  key: string;
  text: string;
  completed: boolean;
  dueType?: string;
  goalKey: string | null;
}

/** The settings a Pomoplan export carries over (notification switches, daily capacity…). */
export type DraftSettings = Record<string, unknown>;

export interface ImportDraft {
  source: ImportSource;
  projects: DraftProject[];
  tasks: DraftTask[];
  subtasks: DraftSubtask[];
  groups: DraftGroup[];
  goals: DraftGoal[];
  todos: DraftTodo[];
  settings: DraftSettings | null;
  /** Repeats with no rule of ours, kept as text in the task's description. */
  repeatsKeptAsText: number;
  /** Todoist sections, kept as a line in their tasks' descriptions. */
  sectionsKeptAsText: number;
  /** What the file holds that is not imported, in words ('3 notifications'). */
  notImported: string[];
}

export const emptyDraft = (source: ImportSource): ImportDraft => ({
  source,
  projects: [],
  tasks: [],
  subtasks: [],
  groups: [],
  goals: [],
  todos: [],
  settings: null,
  repeatsKeptAsText: 0,
  sectionsKeptAsText: 0,
  notImported: [],
});

/** A line of the file that cannot be read, and why. */
export interface ImportProblem {
  /** 0 when the problem is an item's, not a line's. */
  line: number;
  reason: string;
}

export class ImportFileError extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(
      problems
        .map((problem) =>
          problem.line > 0 ? `Line ${problem.line}: ${problem.reason}` : problem.reason,
        )
        .join('; '),
    );
  }
}

/** A document id from the item's identity in its file. */
export function stableKey(...parts: string[]): string {
  return `imp-${createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32)}`;
}

export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/**
 * The preview's sentence: '42 tasks in 5 projects, 3 repeats kept as text'; what the file holds
 * and the import leaves out is said last.
 */
export function draftSummary(draft: ImportDraft): string {
  const parts = [
    `${plural(draft.tasks.length, 'task', 'tasks')} in ${plural(draft.projects.length, 'project', 'projects')}`,
  ];
  const counted: [number, string, string][] = [
    [draft.subtasks.length, 'subtask', 'subtasks'],
    [draft.todos.length, 'todo', 'todos'],
    [draft.goals.length, 'goal', 'goals'],
    [draft.groups.length, 'goal group', 'goal groups'],
  ];
  for (const [count, one, many] of counted) if (count > 0) parts.push(plural(count, one, many));
  if (draft.settings) parts.push('your settings');
  if (draft.sectionsKeptAsText > 0) {
    const sections = plural(draft.sectionsKeptAsText, 'section', 'sections');
    parts.push(
      `${sections} kept in ${draft.sectionsKeptAsText === 1 ? 'its' : 'their'} tasks’ descriptions`,
    );
  }
  if (draft.repeatsKeptAsText > 0) {
    parts.push(`${plural(draft.repeatsKeptAsText, 'repeat', 'repeats')} kept as text`);
  }
  const summary = parts.join(', ');
  return draft.notImported.length > 0
    ? `${summary}. Not imported: ${draft.notImported.join(', ')} (the app writes these itself)`
    : summary;
}

const UNITS: Record<string, string> = {
  day: 'DAILY',
  days: 'DAILY',
  week: 'WEEKLY',
  weeks: 'WEEKLY',
  month: 'MONTHLY',
  months: 'MONTHLY',
  year: 'YEARLY',
  years: 'YEARLY',
};
const NAMED: Record<string, string> = {
  daily: 'FREQ=DAILY;INTERVAL=1',
  weekly: 'FREQ=WEEKLY;INTERVAL=1',
  monthly: 'FREQ=MONTHLY;INTERVAL=1',
  yearly: 'FREQ=YEARLY;INTERVAL=1',
  annually: 'FREQ=YEARLY;INTERVAL=1',
};

/**
 * A repeat written in words ('every day', 'every 2 weeks', 'weekly') as our rule; null when it
 * says more than that ('every other Tuesday', 'every workday'), which is then kept as text.
 */
export function ruleFromWords(text: string): string | null {
  const words = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (NAMED[words]) return NAMED[words];
  const match = /^every (?:(\d{1,3}) )?(day|days|week|weeks|month|months|year|years)$/.exec(words);
  const unit = match?.[2] ? UNITS[match[2]] : undefined;
  if (!match || !unit) return null;
  const interval = Number(match[1] ?? '1');
  return interval >= 1 && interval <= 365 ? `FREQ=${unit};INTERVAL=${interval}` : null;
}

/** The description with a repeat we cannot express kept at its end, in words. */
export function withRepeatText(description: string | null, repeat: string): string {
  const note = `Repeats: ${repeat}`;
  return description ? `${description}\n\n${note}` : note;
}
