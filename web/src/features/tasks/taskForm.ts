// The task form (dialog and edit pane) as plain values: the text the inputs hold, and the
// conversions to and from a stored Task. Pure, so the fallbacks for blank or bad input are unit-tested.

import {
  DEFAULT_POMODORO_LENGTH,
  ESTIMATED_POMODOROS_RANGE,
  formatRuleForWrite,
  POMODORO_LENGTH_RANGE,
  readWholeNumber,
  RECURRENCE_INTERVAL_RANGE,
  controlCharacterMessage,
  safeParseRecurrenceRule,
  toSingleLineText,
  type NumberRange,
  type NumberReading,
  type RecurrenceFrequency,
  type Task,
  type TaskUpdate,
  clockOf,
  isValidTimeZone,
  wallTimeIn,
} from '@pomoplan/domain';
import dayjs from 'dayjs';
import { browserTimeZone } from '../../ui/timeZone';

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
  description?: string;
  projectId?: string;
  estimatedPomodoros?: string;
  pomodoroLength?: string;
  repeatInterval?: string;
}

/** The dialog accepts 0 pomodoros; the edit pane's minimum is 1. */
export type EstimateMinimum = 0 | 1;

const DATETIME_LOCAL = 'YYYY-MM-DDTHH:mm';

export function emptyTaskForm(defaults: Partial<TaskFormValues> = {}): TaskFormValues {
  return {
    title: '',
    description: '',
    projectId: '',
    estimatedPomodoros: '1',
    pomodoroLength: String(DEFAULT_POMODORO_LENGTH),
    dueDate: '',
    reminderEnabled: false,
    reminderDateTime: '',
    repeat: 'NONE',
    repeatInterval: '1',
    repeatUntil: '',
    ...defaults,
  };
}

/**
 * The reminder as the date-time input shows it, on this browser's clock. A repeating reminder
 * set in another zone comes at the time of day it was set for, on the clock here: that is
 * the time shown (saved unchanged, it is kept on this zone's clock from then on).
 */
function reminderInputValue(task: Task, timeZone: string): string {
  const at = task.reminderDateTime;
  if (at === null) return '';
  const setIn = task.reminderTimeZone;
  if (
    task.recurrenceRule === null ||
    setIn === null ||
    setIn === timeZone ||
    !isValidTimeZone(setIn)
  ) {
    return dayjs(at).format(DATETIME_LOCAL);
  }
  const wall = wallTimeIn(at, setIn);
  return `${wall.day}T${clockOf(wall.msOfDay)}`;
}

export function formFromTask(task: Task, timeZone: string = browserTimeZone()): TaskFormValues {
  const parsed = task.recurrenceRule === null ? null : safeParseRecurrenceRule(task.recurrenceRule);
  const rule = parsed?.success ? parsed.rule : null;
  return {
    // A title stored before line breaks were refused shows as the one line the input can hold.
    title: toSingleLineText(task.title),
    description: task.description ?? '',
    projectId: task.projectId,
    estimatedPomodoros: String(task.estimatedPomodoros),
    pomodoroLength: String(task.pomodoroLength),
    dueDate: task.dueDate ?? '',
    reminderEnabled: task.reminderEnabled,
    reminderDateTime: reminderInputValue(task, timeZone),
    repeat: rule?.freq ?? 'NONE',
    repeatInterval: String(rule?.interval ?? 1),
    repeatUntil: rule?.until ?? '',
  };
}

/** The labels of the numeric fields, also the subject of their range messages. */
export const NUMBER_LABELS = {
  estimatedPomodoros: 'Estimated Pomodoros',
  pomodoroLength: 'Pomodoro Length',
  repeatInterval: 'Repeat Every',
} as const;

/** The dialog's estimate starts at 0, the edit pane's at 1. */
export function estimateRange(minimum: EstimateMinimum): NumberRange {
  return { ...ESTIMATED_POMODOROS_RANGE, min: minimum };
}

/** The estimate as typed: blank is the minimum, out of range is refused. */
export function readEstimate(values: TaskFormValues, minimum: EstimateMinimum): NumberReading {
  const label = NUMBER_LABELS.estimatedPomodoros;
  return readWholeNumber(values.estimatedPomodoros, label, estimateRange(minimum), minimum);
}

/** The pomodoro length as typed: blank is the default length, out of range is refused. */
export function readPomodoroLength(values: TaskFormValues): NumberReading {
  return readWholeNumber(
    values.pomodoroLength,
    NUMBER_LABELS.pomodoroLength,
    POMODORO_LENGTH_RANGE,
    DEFAULT_POMODORO_LENGTH,
  );
}

/** The repeat interval as typed: blank is 1, out of range is refused. */
export function readRepeatInterval(values: TaskFormValues): NumberReading {
  return readWholeNumber(
    values.repeatInterval,
    NUMBER_LABELS.repeatInterval,
    RECURRENCE_INTERVAL_RANGE,
    RECURRENCE_INTERVAL_RANGE.min,
  );
}

/** Total estimated time: pomodoros x length in minutes, or null while either is refused. */
export function totalMinutes(values: TaskFormValues, minimum: EstimateMinimum): number | null {
  const estimate = readEstimate(values, minimum).value;
  const length = readPomodoroLength(values).value;
  return estimate === null || length === null ? null : estimate * length;
}

function reminderOf(values: TaskFormValues): Date | null {
  if (!values.reminderEnabled || values.reminderDateTime === '') return null;
  // dayjs reads 'YYYY-MM-DDTHH:mm' as a local time, like the datetime-local input means it.
  const parsed = dayjs(values.reminderDateTime);
  return parsed.isValid() ? parsed.toDate() : null;
}

function recurrenceOf(values: TaskFormValues, interval: number): string | null {
  if (values.repeat === 'NONE') return null;
  return formatRuleForWrite({
    freq: values.repeat,
    interval,
    until: values.repeatUntil === '' ? null : values.repeatUntil,
  });
}

export type ParsedForm =
  { fields: TaskFields; errors: null } | { fields: null; errors: FormErrors };

/**
 * The messages for a missing title, control characters in the title or description, a
 * missing project and numbers out of range (the interval only while the task repeats), else
 * the fields to store.
 */
export function parseTaskForm(values: TaskFormValues, minimum: EstimateMinimum): ParsedForm {
  const errors: FormErrors = {};
  const title = values.title.trim();
  const description = values.description.trim();
  const titleMessage =
    title === ''
      ? 'Task title is required'
      : controlCharacterMessage('Task title', title, 'one line');
  if (titleMessage !== null) errors.title = titleMessage;
  const descriptionMessage = controlCharacterMessage('Task description', description, 'lines');
  if (descriptionMessage !== null) errors.description = descriptionMessage;
  if (values.projectId === '') errors.projectId = 'Please select a project';
  const estimate = readEstimate(values, minimum);
  const length = readPomodoroLength(values);
  const interval = readRepeatInterval(values);
  if (estimate.error !== null) errors.estimatedPomodoros = estimate.error;
  if (length.error !== null) errors.pomodoroLength = length.error;
  if (values.repeat !== 'NONE' && interval.error !== null) errors.repeatInterval = interval.error;
  if (Object.keys(errors).length > 0) return { fields: null, errors };
  return {
    errors: null,
    fields: {
      title,
      description: description === '' ? null : description,
      projectId: values.projectId,
      estimatedPomodoros: estimate.value ?? minimum,
      pomodoroLength: length.value ?? DEFAULT_POMODORO_LENGTH,
      dueDate: values.dueDate === '' ? null : values.dueDate,
      reminderEnabled: values.reminderEnabled,
      reminderDateTime: reminderOf(values),
      recurrenceRule: recurrenceOf(values, interval.value ?? RECURRENCE_INTERVAL_RANGE.min),
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

// The numeric inputs and how each is read.
const NUMBER_READERS: Record<
  keyof typeof NUMBER_LABELS,
  (values: TaskFormValues, minimum: EstimateMinimum) => NumberReading
> = {
  estimatedPomodoros: readEstimate,
  pomodoroLength: readPomodoroLength,
  repeatInterval: readRepeatInterval,
};

/**
 * The form as the edit pane checks it: a stored number the user has not touched is never
 * refused (a stored estimate of 0 under the pane's minimum of 1); it reads as blank, and
 * editedFields drops it again because its input is unchanged.
 */
function checkedValues(task: Task, values: TaskFormValues, minimum: EstimateMinimum) {
  const stored = formFromTask(task);
  const checked = { ...values };
  for (const key of Object.keys(NUMBER_READERS) as (keyof typeof NUMBER_READERS)[]) {
    if (values[key] === stored[key] && NUMBER_READERS[key](values, minimum).error !== null) {
      checked[key] = '';
    }
  }
  return checked;
}

/** The messages the edit pane shows while its form cannot be saved. */
export function editErrors(
  task: Task,
  values: TaskFormValues,
  minimum: EstimateMinimum,
): FormErrors {
  return parseTaskForm(checkedValues(task, values, minimum), minimum).errors ?? {};
}

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
  const parsed = parseTaskForm(checkedValues(task, values, minimum), minimum);
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
