// What an import file becomes before anything is written: projects, tasks and subtasks, each
// with a stable key (the same item of the same file always gets the same key, so importing a
// file twice creates nothing the second time), and what could not be carried over.
import { createHash } from 'node:crypto';

export type ImportSource = 'todoist' | 'ticktick' | 'pomoplan';

export interface DraftProject {
  key: string;
  name: string;
}

export interface DraftTask {
  key: string;
  projectKey: string;
  title: string;
  description: string | null;
  /** yyyy-MM-dd in the file's time zone. */
  dueDate: string | null;
  /** FREQ=…;INTERVAL=… when the file's repeat can be written so. */
  recurrenceRule: string | null;
  isCompleted: boolean;
}

export interface DraftSubtask {
  key: string;
  taskKey: string;
  title: string;
  isCompleted: boolean;
}

export interface ImportDraft {
  source: ImportSource;
  projects: DraftProject[];
  tasks: DraftTask[];
  subtasks: DraftSubtask[];
  /** Repeats with no rule of ours, kept as text in the task's description. */
  repeatsKeptAsText: number;
}

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

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The preview's sentence: '42 tasks in 5 projects, 3 repeats kept as text'. */
export function draftSummary(draft: ImportDraft): string {
  const parts = [
    `${plural(draft.tasks.length, 'task', 'tasks')} in ${plural(draft.projects.length, 'project', 'projects')}`,
  ];
  if (draft.subtasks.length > 0) parts.push(plural(draft.subtasks.length, 'subtask', 'subtasks'));
  if (draft.repeatsKeptAsText > 0) {
    parts.push(`${plural(draft.repeatsKeptAsText, 'repeat', 'repeats')} kept as text`);
  }
  return parts.join(', ');
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
