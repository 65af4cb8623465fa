import type { Task } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  editErrors,
  editedFields,
  emptyTaskForm,
  formFromTask,
  parseTaskForm,
  totalMinutes,
  type TaskFormValues,
} from './taskForm';

const form = (patch: Partial<TaskFormValues> = {}): TaskFormValues => ({
  ...emptyTaskForm({ projectId: 'p1' }),
  title: 'Write report',
  ...patch,
});

const storedTask: Task = {
  id: 't1',
  title: 'Write report',
  description: null,
  projectId: 'p1',
  estimatedPomodoros: 1,
  pomodoroLength: 25,
  dueDate: null,
  reminderDateTime: null,
  reminderEnabled: false,
  reminderTimeZone: null,
  recurrenceRule: null,
  parentTaskId: null,
  isCompleted: false,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

function fieldsOf(values: TaskFormValues, minimum: 0 | 1 = 0) {
  const parsed = parseTaskForm(values, minimum);
  if (!parsed.fields) throw new Error(`invalid form: ${JSON.stringify(parsed.errors)}`);
  return parsed.fields;
}

describe('parseTaskForm', () => {
  it('requires a title after trimming and a project, with their messages', () => {
    expect(parseTaskForm(form({ title: '   ', projectId: '' }), 0).errors).toEqual({
      title: 'Task title is required',
      projectId: 'Please select a project',
    });
  });

  it('trims the title and description and stores an empty description as null', () => {
    const fields = fieldsOf(form({ title: '  Plan  ', description: '   ' }));
    expect(fields.title).toBe('Plan');
    expect(fields.description).toBeNull();
    expect(fieldsOf(form({ description: ' notes ' })).description).toBe('notes');
  });

  it("refuses a title or description with the domain's message for control characters", () => {
    expect(parseTaskForm(form({ title: 'Plan\tit', description: 'Bell\u0007' }), 0).errors).toEqual(
      {
        title: "Task title can't contain tabs or other control characters",
        description: "Task description can't contain control characters",
      },
    );
    expect(parseTaskForm(form({ title: 'Plan\nit' }), 0).errors).toEqual({
      title: "Task title can't contain line breaks",
    });
    expect(fieldsOf(form({ description: 'Step 1\n\tStep 2' })).description).toBe(
      'Step 1\n\tStep 2',
    );
  });

  it('falls back to 0 pomodoros, 25 minutes and interval 1 when empty', () => {
    const fields = fieldsOf(
      form({ estimatedPomodoros: '', pomodoroLength: '', repeat: 'DAILY', repeatInterval: '' }),
    );
    expect(fields.estimatedPomodoros).toBe(0);
    expect(fields.pomodoroLength).toBe(25);
    expect(fields.recurrenceRule).toBe('FREQ=DAILY;INTERVAL=1');
  });

  it('refuses numbers outside 0-99 pomodoros, 1-60 minutes and a 1-365 interval', () => {
    const values = form({
      estimatedPomodoros: '150',
      pomodoroLength: '90',
      repeat: 'WEEKLY',
      repeatInterval: '400',
    });
    expect(parseTaskForm(values, 0).errors).toEqual({
      estimatedPomodoros: 'Estimated Pomodoros must be a whole number from 0 to 99',
      pomodoroLength: 'Pomodoro Length must be a whole number from 1 to 60 min',
      repeatInterval: 'Repeat Every must be a whole number from 1 to 365',
    });
    expect(parseTaskForm(form({ estimatedPomodoros: '2.5' }), 0).errors).toEqual({
      estimatedPomodoros: 'Estimated Pomodoros must be a whole number from 0 to 99',
    });
    expect(parseTaskForm(form({ pomodoroLength: 'abc' }), 0).errors).toEqual({
      pomodoroLength: 'Pomodoro Length must be a whole number from 1 to 60 min',
    });
  });

  it('accepts the bounds, and ignores the interval of a task that does not repeat', () => {
    const fields = fieldsOf(
      form({
        estimatedPomodoros: '99',
        pomodoroLength: '60',
        repeat: 'DAILY',
        repeatInterval: '365',
      }),
    );
    expect(fields).toMatchObject({ estimatedPomodoros: 99, pomodoroLength: 60 });
    expect(fields.recurrenceRule).toBe('FREQ=DAILY;INTERVAL=365');
    expect(fieldsOf(form({ repeatInterval: '400' })).recurrenceRule).toBeNull();
  });

  it("uses the edit pane's estimate minimum of 1", () => {
    expect(parseTaskForm(form({ estimatedPomodoros: '0' }), 1).errors).toEqual({
      estimatedPomodoros: 'Estimated Pomodoros must be a whole number from 1 to 99',
    });
    expect(fieldsOf(form({ estimatedPomodoros: '' }), 1).estimatedPomodoros).toBe(1);
  });

  it('sends no reminder when it is off or empty, and a local date-time when on', () => {
    expect(fieldsOf(form({ reminderDateTime: '2026-11-05T09:30' })).reminderDateTime).toBeNull();
    expect(fieldsOf(form({ reminderEnabled: true })).reminderDateTime).toBeNull();
    const on = fieldsOf(form({ reminderEnabled: true, reminderDateTime: '2026-11-05T09:30' }));
    expect(on.reminderEnabled).toBe(true);
    expect(on.reminderDateTime?.getTime()).toBe(new Date(2026, 10, 5, 9, 30).getTime());
  });

  it('clears the rule for "Does not repeat" and writes UNTIL as a UTC timestamp', () => {
    expect(fieldsOf(form({ repeat: 'NONE', repeatUntil: '2026-12-31' })).recurrenceRule).toBe(null);
    expect(
      fieldsOf(form({ repeat: 'MONTHLY', repeatInterval: '2', repeatUntil: '2026-12-31' }))
        .recurrenceRule,
    ).toBe('FREQ=MONTHLY;INTERVAL=2;UNTIL=20261231T235959Z');
  });

  it('stores an empty due date as null', () => {
    expect(fieldsOf(form({ dueDate: '' })).dueDate).toBeNull();
    expect(fieldsOf(form({ dueDate: '2028-02-29' })).dueDate).toBe('2028-02-29');
  });
});

describe('totalMinutes', () => {
  it('is pomodoros times length, with the fallbacks applied', () => {
    expect(totalMinutes(form({ estimatedPomodoros: '4', pomodoroLength: '30' }), 0)).toBe(120);
    expect(totalMinutes(form({ estimatedPomodoros: '', pomodoroLength: '' }), 0)).toBe(0);
    expect(totalMinutes(form({ estimatedPomodoros: '', pomodoroLength: '' }), 1)).toBe(25);
  });

  it('is null while a number is refused', () => {
    expect(totalMinutes(form({ estimatedPomodoros: '150', pomodoroLength: '30' }), 0)).toBeNull();
    expect(totalMinutes(form({ pomodoroLength: '90' }), 0)).toBeNull();
  });
});

describe('formFromTask and changedFields', () => {
  const task: Task = {
    ...storedTask,
    description: 'Quarterly numbers',
    estimatedPomodoros: 3,
    pomodoroLength: 50,
    dueDate: '2026-11-05',
    reminderEnabled: true,
    reminderDateTime: new Date(2026, 10, 5, 8, 15),
    recurrenceRule: 'FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T235959Z',
  };

  it('fills the form from a stored task', () => {
    expect(formFromTask(task)).toEqual({
      title: 'Write report',
      description: 'Quarterly numbers',
      projectId: 'p1',
      estimatedPomodoros: '3',
      pomodoroLength: '50',
      dueDate: '2026-11-05',
      reminderEnabled: true,
      reminderDateTime: '2026-11-05T08:15',
      repeat: 'WEEKLY',
      repeatInterval: '2',
      repeatUntil: '2026-12-31',
    });
  });

  it('shows a repeating reminder set in another zone at the time of day it comes here', () => {
    // 09:00 in New York, opened in Berlin: it comes at 09:00 on Berlin's clock.
    const setInNewYork: Task = {
      ...task,
      reminderDateTime: new Date('2026-11-05T14:00:00Z'),
      reminderTimeZone: 'America/New_York',
    };
    expect(formFromTask(setInNewYork, 'Europe/Berlin').reminderDateTime).toBe('2026-11-05T09:00');
    // A one-off reminder is a moment: shown on the clock here, whatever zone it was set in.
    const once = { ...setInNewYork, recurrenceRule: null };
    expect(formFromTask(once, 'Europe/Berlin').reminderDateTime).toBe(
      formFromTask({ ...once, reminderTimeZone: null }, 'Europe/Berlin').reminderDateTime,
    );
  });

  it('finds no change when the form holds the stored values', () => {
    expect(changedFields(task, fieldsOf(formFromTask(task)))).toEqual({});
    expect(changedFields(storedTask, fieldsOf(formFromTask(storedTask)))).toEqual({});
  });

  it('lists only the fields that differ', () => {
    const values = { ...formFromTask(task), title: 'Write the report', repeat: 'NONE' as const };
    expect(changedFields(task, fieldsOf(values))).toEqual({
      title: 'Write the report',
      recurrenceRule: null,
    });
    const later = { ...formFromTask(task), reminderDateTime: '2026-11-05T09:00' };
    expect(changedFields(task, fieldsOf(later))).toEqual({
      reminderDateTime: new Date(2026, 10, 5, 9, 0),
    });
  });
});

describe('editedFields', () => {
  it('shows a title stored with line breaks on one line, and rewrites it only when edited', () => {
    const old = { ...storedTask, title: 'Write\r\nreport\u0007' };
    expect(formFromTask(old).title).toBe('Write report');
    expect(editErrors(old, formFromTask(old), 1)).toEqual({});
    expect(editedFields(old, { ...formFromTask(old), dueDate: '2026-05-01' }, 1)).toEqual({
      dueDate: '2026-05-01',
    });
    expect(editedFields(old, { ...formFromTask(old), title: 'Write reports' }, 1)).toEqual({
      title: 'Write reports',
    });
  });

  it('is empty for an untouched form, even where the pane would normalise a value', () => {
    const zeroEstimate = { ...storedTask, estimatedPomodoros: 0 };
    expect(editedFields(zeroEstimate, formFromTask(zeroEstimate), 1)).toEqual({});
    const withSeconds = {
      ...storedTask,
      reminderEnabled: true,
      reminderDateTime: new Date(2026, 10, 5, 8, 15, 42),
    };
    expect(editedFields(withSeconds, formFromTask(withSeconds), 1)).toEqual({});
  });

  it('refuses an edited estimate under the minimum, never a stored one left alone', () => {
    const values = { ...formFromTask(storedTask), estimatedPomodoros: '0' };
    const task = { ...storedTask, estimatedPomodoros: 3 };
    expect(editedFields(task, values, 1)).toBeNull();
    expect(editErrors(task, values, 1)).toEqual({
      estimatedPomodoros: 'Estimated Pomodoros must be a whole number from 1 to 99',
    });
    const zeroEstimate = { ...storedTask, estimatedPomodoros: 0 };
    const retitled = { ...formFromTask(zeroEstimate), title: 'Write the report' };
    expect(editErrors(zeroEstimate, retitled, 1)).toEqual({});
    expect(editedFields(zeroEstimate, retitled, 1)).toEqual({ title: 'Write the report' });
  });

  it('keeps a stored interval when only the frequency changes', () => {
    const task = { ...storedTask, recurrenceRule: 'FREQ=DAILY;INTERVAL=3' };
    const values = { ...formFromTask(task), repeat: 'WEEKLY' as const };
    expect(editedFields(task, values, 1)).toEqual({ recurrenceRule: 'FREQ=WEEKLY;INTERVAL=3' });
  });

  it('ignores edits that normalise back to the stored value', () => {
    const values = { ...formFromTask(storedTask), title: 'Write report  ' };
    expect(editedFields(storedTask, values, 1)).toEqual({});
  });

  it('is null while the title is blank', () => {
    expect(editedFields(storedTask, { ...formFromTask(storedTask), title: ' ' }, 1)).toBeNull();
  });

  it('clears the reminder when it is switched off', () => {
    const task = { ...storedTask, reminderEnabled: true, reminderDateTime: new Date(2026, 0, 1) };
    const values = { ...formFromTask(task), reminderEnabled: false };
    expect(editedFields(task, values, 1)).toEqual({
      reminderEnabled: false,
      reminderDateTime: null,
    });
  });
});
