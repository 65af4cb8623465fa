import { describe, expect, it } from 'vitest';
import { issuesOf, messagesOf, STORED_AT } from '../testUtils';
import { estimatedMinutes, TaskInputSchema, TaskSchema, TaskUpdateSchema } from './task';

const minimal = { title: 'Write report', projectId: 'p1' };

describe('TaskInputSchema', () => {
  it('applies the defaults', () => {
    expect(TaskInputSchema.parse(minimal)).toEqual({
      title: 'Write report',
      description: null,
      projectId: 'p1',
      estimatedPomodoros: 1,
      pomodoroLength: 25,
      dueDate: null,
      reminderDateTime: null,
      reminderEnabled: false,
      recurrenceRule: null,
      parentTaskId: null,
      isCompleted: false,
    });
  });

  it('trims the title and refuses a blank or missing one', () => {
    expect(TaskInputSchema.parse({ ...minimal, title: '  Plan  ' }).title).toBe('Plan');
    expect(messagesOf(TaskInputSchema.safeParse({ ...minimal, title: '   ' }))).toEqual([
      'Task title is required',
    ]);
    expect(issuesOf(TaskInputSchema.safeParse({ projectId: 'p1' }))).toEqual([
      'title: Task title is required',
    ]);
    expect(messagesOf(TaskInputSchema.safeParse({ ...minimal, title: 'x'.repeat(501) }))).toEqual([
      'Task title must be at most 500 characters',
    ]);
    expect(TaskInputSchema.safeParse({ ...minimal, title: 'x'.repeat(500) }).success).toBe(true);
  });

  it('asks for a project', () => {
    expect(issuesOf(TaskInputSchema.safeParse({ title: 'a' }))).toEqual([
      'projectId: Please select a project',
    ]);
    expect(messagesOf(TaskInputSchema.safeParse({ ...minimal, projectId: '' }))).toEqual([
      'Please select a project',
    ]);
    expect(TaskInputSchema.safeParse({ ...minimal, projectId: 'a/b' }).success).toBe(false);
  });

  it('trims the description and turns a blank one into null', () => {
    expect(TaskInputSchema.parse({ ...minimal, description: '  notes ' }).description).toBe(
      'notes',
    );
    expect(TaskInputSchema.parse({ ...minimal, description: '   ' }).description).toBeNull();
    expect(TaskInputSchema.parse({ ...minimal, description: null }).description).toBeNull();
    expect(
      messagesOf(TaskInputSchema.safeParse({ ...minimal, description: 'x'.repeat(5001) })),
    ).toEqual(['Task description must be at most 5000 characters']);
  });

  it('accepts estimated pomodoros from 0 to 99 only', () => {
    const parse = (estimatedPomodoros: unknown) =>
      TaskInputSchema.safeParse({ ...minimal, estimatedPomodoros });
    expect(parse(0).success).toBe(true);
    expect(parse(99).success).toBe(true);
    const message = ['Estimated pomodoros must be a whole number from 0 to 99'];
    expect(messagesOf(parse(-1))).toEqual(message);
    expect(messagesOf(parse(100))).toEqual(message);
    expect(messagesOf(parse(1.5))).toEqual(message);
    expect(messagesOf(parse('3'))).toEqual(['Estimated pomodoros must be a number']);
  });

  it('accepts a pomodoro length from 1 to 60 minutes only', () => {
    const parse = (pomodoroLength: unknown) =>
      TaskInputSchema.safeParse({ ...minimal, pomodoroLength });
    expect(parse(1).success).toBe(true);
    expect(parse(60).success).toBe(true);
    const message = ['Pomodoro length (minutes) must be a whole number from 1 to 60'];
    expect(messagesOf(parse(0))).toEqual(message);
    expect(messagesOf(parse(61))).toEqual(message);
  });

  it('accepts only real calendar days as due date', () => {
    expect(TaskInputSchema.parse({ ...minimal, dueDate: '2028-02-29' }).dueDate).toBe('2028-02-29');
    expect(issuesOf(TaskInputSchema.safeParse({ ...minimal, dueDate: '2026-02-30' }))).toEqual([
      'dueDate: Due date must be a real calendar day in yyyy-MM-dd form',
    ]);
    expect(TaskInputSchema.safeParse({ ...minimal, dueDate: '2026-2-3' }).success).toBe(false);
    expect(TaskInputSchema.safeParse({ ...minimal, dueDate: '2026-03-01T10:00' }).success).toBe(
      false,
    );
  });

  it('accepts the reminder as a Date or an ISO date-time with a zone', () => {
    const at = new Date('2026-05-01T09:30:00Z');
    expect(TaskInputSchema.parse({ ...minimal, reminderDateTime: at }).reminderDateTime).toEqual(
      at,
    );
    expect(
      TaskInputSchema.parse({ ...minimal, reminderDateTime: '2026-05-01T11:30:00+02:00' })
        .reminderDateTime,
    ).toEqual(at);
    expect(
      messagesOf(TaskInputSchema.safeParse({ ...minimal, reminderDateTime: 'next tuesday' })),
    ).toEqual([
      'Reminder date-time must be a date or an ISO 8601 date-time such as 2026-05-01T09:30:00Z',
    ]);
    expect(
      TaskInputSchema.safeParse({ ...minimal, reminderDateTime: '2026-05-01T09:30' }).success,
    ).toBe(false);
    expect(
      TaskInputSchema.safeParse({ ...minimal, reminderDateTime: new Date('invalid') }).success,
    ).toBe(false);
  });

  it('accepts only recurrence rules that parse', () => {
    expect(
      TaskInputSchema.parse({
        ...minimal,
        recurrenceRule: 'FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T235959Z',
      }).recurrenceRule,
    ).toBe('FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T235959Z');
    expect(
      issuesOf(TaskInputSchema.safeParse({ ...minimal, recurrenceRule: 'FREQ=DAILY;INTERVAL=0' })),
    ).toEqual(['recurrenceRule: Recurrence interval must be a whole number from 1 to 365']);
    expect(
      messagesOf(TaskInputSchema.safeParse({ ...minimal, recurrenceRule: 'every day' })),
    ).toHaveLength(1);
  });

  it('keeps parentTaskId null', () => {
    expect(messagesOf(TaskInputSchema.safeParse({ ...minimal, parentTaskId: 'other' }))).toEqual([
      'Parent task id must be null',
    ]);
  });

  it('does not let a client choose the id', () => {
    expect(TaskInputSchema.parse({ ...minimal, id: 'forged' })).not.toHaveProperty('id');
  });
});

describe('TaskUpdateSchema', () => {
  it('accepts only isCompleted', () => {
    expect(TaskUpdateSchema.parse({ isCompleted: true })).toEqual({ isCompleted: true });
  });

  it('does not fill in defaults for fields it was not given', () => {
    expect(TaskUpdateSchema.parse({ title: ' New ' })).toEqual({ title: 'New' });
  });

  it('validates the fields it was given', () => {
    expect(messagesOf(TaskUpdateSchema.safeParse({ estimatedPomodoros: 100 }))).toEqual([
      'Estimated pomodoros must be a whole number from 0 to 99',
    ]);
    expect(messagesOf(TaskUpdateSchema.safeParse({ title: '' }))).toEqual([
      'Task title is required',
    ]);
    expect(TaskUpdateSchema.parse({ dueDate: null, recurrenceRule: null })).toEqual({
      dueDate: null,
      recurrenceRule: null,
    });
  });

  it('refuses an empty update', () => {
    expect(messagesOf(TaskUpdateSchema.safeParse({}))).toEqual([
      'Send at least one field to update',
    ]);
    expect(messagesOf(TaskUpdateSchema.safeParse({ unknown: 1 }))).toEqual([
      'Send at least one field to update',
    ]);
  });
});

describe('TaskSchema', () => {
  it('reads a stored task and fills in missing defaults', () => {
    const task = TaskSchema.parse({
      id: 't1',
      title: 'Read',
      projectId: 'p1',
      dueDate: '2026-06-01',
      ...STORED_AT,
    });
    expect(task).toMatchObject({
      id: 't1',
      estimatedPomodoros: 1,
      pomodoroLength: 25,
      dueDate: '2026-06-01',
      isCompleted: false,
    });
    expect(estimatedMinutes(task)).toBe(25);
    expect(estimatedMinutes({ estimatedPomodoros: 4, pomodoroLength: 30 })).toBe(120);
  });

  it('needs a document id', () => {
    expect(
      issuesOf(TaskSchema.safeParse({ title: 'Read', projectId: 'p1', ...STORED_AT })),
    ).toEqual(['id: Task id is required']);
  });

  it('wants the reminder as a Date (converters turn Timestamps into Dates)', () => {
    const base = { id: 't1', title: 'Read', projectId: 'p1', ...STORED_AT };
    const at = new Date('2026-05-01T09:30:00Z');
    expect(TaskSchema.parse({ ...base, reminderDateTime: at }).reminderDateTime).toEqual(at);
    expect(
      messagesOf(TaskSchema.safeParse({ ...base, reminderDateTime: '2026-05-01T09:30:00Z' })),
    ).toEqual(['Reminder date-time must be a valid date and time']);
  });
});

describe('recurrence rules sent by clients', () => {
  it('are stored in the canonical form the security rules accept', () => {
    const input = TaskInputSchema.parse({
      title: 'Stretch',
      projectId: 'p1',
      recurrenceRule: 'until=20261231;freq=weekly;interval=2',
    });
    expect(input.recurrenceRule).toBe('FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T235959Z');
    expect(TaskUpdateSchema.parse({ recurrenceRule: 'FREQ=DAILY' }).recurrenceRule).toBe(
      'FREQ=DAILY;INTERVAL=1',
    );
    expect(TaskUpdateSchema.parse({ recurrenceRule: null }).recurrenceRule).toBeNull();
  });
});
