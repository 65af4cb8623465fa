// The task form (dialog and edit pane) as plain values: the text the inputs hold, and the
// conversions to and from a stored Task. Pure, so the fallbacks for blank or bad input are unit-tested.

import {
  DEFAULT_POMODORO_LENGTH,
  formatRuleForWrite,
  MAX_ESTIMATED_POMODOROS,
  MAX_POMODORO_LENGTH,
  MAX_RECURRENCE_INTERVAL,
  MIN_POMODORO_LENGTH,
  MIN_RECURRENCE_INTERVAL,
  safeParseRecurrenceRule,
  type RecurrenceFrequency,
  type Task,
  type TaskUpdate,
} from '@pomoplan/domain';
import dayjs from 'dayjs';

export type RepeatChoice = 'NONE' | RecurrenceFrequency;

export const REPEAT_OPTIONS: readonly { value: RepeatChoice; label: string }[] = [
  { value: 'NONE', label: 'Does not repeat' },
  { value: 'DAILY', label: 'Daily' },
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'YEARLY', label: 'Yearly' },
];

/** What the inputs hold: numbers as typed, days as 'yyyy-MM-dd' or '', reminder as datetime-local. */
export interface TaskFormValues {
  title: string;
  description: string;
  projectId: string;
  estimatedPomodoros: string;
  pomodoroLength: string;
  dueDate: string;
  reminderEnabled: boolean;
  /** 'YYYY-MM-DDTHH:mm' in the browser's time zone, or '' */
  reminderDateTime: string;
  repeat: RepeatChoice;
  repeatInterval: string;
  /** 'yyyy-MM-dd' or '' */
  repeatUntil: string;
}

/** The stored fields a form edits (everything but completion and the fixed parentTaskId). */
export interface TaskFields {
  title: string;
  description: string | null;
  projectId: string;
  estimatedPomodoros: number;
  pomodoroLength: number;
  dueDate: string | null;
  reminderEnabled: boolean;
  reminderDateTime: Date | null;
  recurrenceRule: string | null;
}

export interface FormErrors {
  title?: string;
  projectId?: string;
}

/** The dialog accepts 0 pomodoros; the edit pane's minimum is 1. */
export type EstimateMinimum = 0 | 1;

const DATETIME_LOCAL = 'YYYY-MM-DDTHH:mm';

export function emptyTaskForm(defaults: { projectId?: string; dueDate?: string } = {}) {
  return {
    title: '',
    description: '',
    projectId: defaults.projectId ?? '',
    estimatedPomodoros: '1',
    pomodoroLength: String(DEFAULT_POMODORO_LENGTH),
    dueDate: defaults.dueDate ?? '',
    reminderEnabled: false,
    reminderDateTime: '',
    repeat: 'NONE',
    repeatInterval: '1',
    repeatUntil: '',
  } satisfies TaskFormValues;
}

export function formFromTask(task: Task): TaskFormValues {
  const parsed = task.recurrenceRule === null ? null : safeParseRecurrenceRule(task.recurrenceRule);
  const rule = parsed?.success ? parsed.rule : null;
  return {
    title: task.title,
    description: task.description ?? '',
    projectId: task.projectId,
    estimatedPomodoros: String(task.estimatedPomodoros),
    pomodoroLength: String(task.pomodoroLength),
    dueDate: task.dueDate ?? '',
    reminderEnabled: task.reminderEnabled,
    reminderDateTime: task.reminderDateTime
      ? dayjs(task.reminderDateTime).format(DATETIME_LOCAL)
      : '',
    repeat: rule?.freq ?? 'NONE',
    repeatInterval: String(rule?.interval ?? 1),
    repeatUntil: rule?.until ?? '',
  };
}

/** A whole number within [min, max]; blank or unreadable input falls back. */
export function numberOr(text: string, fallback: number, min: number, max: number): number {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export function estimateOf(values: TaskFormValues, minimum: EstimateMinimum): number {
  return numberOr(values.estimatedPomodoros, minimum, minimum, MAX_ESTIMATED_POMODOROS);
}

export function pomodoroLengthOf(values: TaskFormValues): number {
  return numberOr(
    values.pomodoroLength,
    DEFAULT_POMODORO_LENGTH,
    MIN_POMODORO_LENGTH,
    MAX_POMODORO_LENGTH,
  );
}

/** Total estimated time shown under the estimates: pomodoros x length, in minutes. */
export function totalMinutes(values: TaskFormValues, minimum: EstimateMinimum): number {
  return estimateOf(values, minimum) * pomodoroLengthOf(values);
}

function reminderOf(values: TaskFormValues): Date | null {
  if (!values.reminderEnabled || values.reminderDateTime === '') return null;
  // dayjs reads 'YYYY-MM-DDTHH:mm' as a local time, like the datetime-local input means it.
  const parsed = dayjs(values.reminderDateTime);
  return parsed.isValid() ? parsed.toDate() : null;
}

function recurrenceOf(values: TaskFormValues): string | null {
  if (values.repeat === 'NONE') return null;
  return formatRuleForWrite({
    freq: values.repeat,
    interval: numberOr(
      values.repeatInterval,
      MIN_RECURRENCE_INTERVAL,
      MIN_RECURRENCE_INTERVAL,
      MAX_RECURRENCE_INTERVAL,
    ),
    until: values.repeatUntil === '' ? null : values.repeatUntil,
  });
}

export type ParsedForm =
  { fields: TaskFields; errors: null } | { fields: null; errors: FormErrors };

/** The messages for a missing title or project, else the fields to store. */
export function parseTaskForm(values: TaskFormValues, minimum: EstimateMinimum): ParsedForm {
  const errors: FormErrors = {};
  const title = values.title.trim();
  if (title === '') errors.title = 'Task title is required';
  if (values.projectId === '') errors.projectId = 'Please select a project';
  if (errors.title || errors.projectId) return { fields: null, errors };
  const description = values.description.trim();
  return {
    errors: null,
    fields: {
      title,
      description: description === '' ? null : description,
      projectId: values.projectId,
      estimatedPomodoros: estimateOf(values, minimum),
      pomodoroLength: pomodoroLengthOf(values),
      dueDate: values.dueDate === '' ? null : values.dueDate,
      reminderEnabled: values.reminderEnabled,
      reminderDateTime: reminderOf(values),
      recurrenceRule: recurrenceOf(values),
    },
  };
}

/** The fields of `fields` that differ from the stored task: what an update has to write. */
export function changedFields(task: Task, fields: TaskFields): TaskUpdate {
  const update: TaskUpdate = {};
  const keys = Object.keys(fields) as (keyof TaskFields)[];
  for (const key of keys) {
    if (key === 'reminderDateTime') {
      if (task.reminderDateTime?.getTime() !== fields.reminderDateTime?.getTime()) {
        update.reminderDateTime = fields.reminderDateTime;
      }
    } else if (task[key] !== fields[key]) {
      Object.assign(update, { [key]: fields[key] });
    }
  }
  return update;
}

// Which inputs feed each stored field.
const INPUTS_OF: Record<keyof TaskFields, readonly (keyof TaskFormValues)[]> = {
  title: ['title'],
  description: ['description'],
  projectId: ['projectId'],
  estimatedPomodoros: ['estimatedPomodoros'],
  pomodoroLength: ['pomodoroLength'],
  dueDate: ['dueDate'],
  reminderEnabled: ['reminderEnabled'],
  reminderDateTime: ['reminderEnabled', 'reminderDateTime'],
  recurrenceRule: ['repeat', 'repeatInterval', 'repeatUntil'],
};

/**
 * What the user changed against the stored task, or null while the form is invalid. Only
 * fields whose inputs were edited count, so opening a task never rewrites it: a stored
 * estimate of 0 stays 0 in the pane (minimum 1) and a reminder with seconds keeps them.
 */
export function editedFields(
  task: Task,
  values: TaskFormValues,
  minimum: EstimateMinimum,
): TaskUpdate | null {
  const parsed = parseTaskForm(values, minimum);
  if (!parsed.fields) return null;
  const stored = formFromTask(task);
  const changed = changedFields(task, parsed.fields);
  const edited: TaskUpdate = {};
  for (const key of Object.keys(changed) as (keyof TaskFields)[]) {
    if (INPUTS_OF[key].some((input) => values[input] !== stored[input])) {
      Object.assign(edited, { [key]: changed[key] });
    }
  }
  return edited;
}

export function hasChanges(update: TaskUpdate): boolean {
  return Object.keys(update).length > 0;
}
