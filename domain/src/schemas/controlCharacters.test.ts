// Every text field a person writes refuses control characters, with a message naming the
// field: a one-line field (a title, a name) every one of them, a field of lines (a
// description) all but tabs and line feeds. The entity schemas still read older stored text.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { SignInRequestSchema } from '../api';
import { STORED_AT } from '../testUtils';
import { GoalInputSchema, GoalSchema, GoalUpdateSchema } from './goal';
import { GroupInputSchema, GroupSchema, GroupUpdateSchema } from './group';
import { PlansConfigUpdateSchema } from './plan';
import { ProjectInputSchema, ProjectSchema, ProjectUpdateSchema } from './project';
import { SubtaskInputSchema, SubtaskSchema, SubtaskUpdateSchema } from './subtask';
import { TaskInputSchema, TaskSchema, TaskUpdateSchema } from './task';
import { TodoInputSchema, TodoSchema, TodoUpdateSchema } from './todo';
import { UserProfileUpdateSchema } from './user';

interface Field {
  schema: z.ZodMiniType;
  /** The body with the text under test put in its place. */
  body: (text: string) => unknown;
  label: string;
  lines: boolean;
}

const field = (
  schema: z.ZodMiniType,
  label: string,
  lines: boolean,
  body: (text: string) => unknown,
): Field => ({ schema, body, label, lines });

const FIELDS: Field[] = [
  field(TaskInputSchema, 'Task title', false, (title) => ({ title, projectId: 'p1' })),
  field(TaskInputSchema, 'Task description', true, (description) => ({
    title: 'T',
    projectId: 'p1',
    description,
  })),
  field(TaskUpdateSchema, 'Task title', false, (title) => ({ title })),
  field(TaskUpdateSchema, 'Task description', true, (description) => ({ description })),
  field(SubtaskInputSchema, 'Subtask title', false, (title) => ({ title, taskId: 't1' })),
  field(SubtaskUpdateSchema, 'Subtask title', false, (title) => ({ title })),
  field(ProjectInputSchema, 'Project name', false, (name) => ({ name })),
  field(ProjectInputSchema, 'Project description', true, (description) => ({
    name: 'P',
    description,
  })),
  field(ProjectUpdateSchema, 'Project name', false, (name) => ({ name })),
  field(ProjectUpdateSchema, 'Project description', true, (description) => ({ description })),
  field(GoalInputSchema, 'Goal name', false, (name) => ({ name })),
  field(GoalInputSchema, 'Goal description', true, (description) => ({ name: 'G', description })),
  field(GoalUpdateSchema, 'Goal name', false, (name) => ({ name })),
  field(GoalUpdateSchema, 'Goal description', true, (description) => ({ description })),
  field(GroupInputSchema, 'Group name', false, (name) => ({ name, color: '#8B5CF6' })),
  field(GroupUpdateSchema, 'Group name', false, (name) => ({ name })),
  field(TodoInputSchema, 'Todo text', false, (text) => ({ text })),
  field(TodoUpdateSchema, 'Todo text', false, (text) => ({ text })),
  field(UserProfileUpdateSchema, 'First name', false, (firstName) => ({ firstName })),
  field(UserProfileUpdateSchema, 'Last name', false, (lastName) => ({ lastName })),
  field(SignInRequestSchema, 'First name', false, (firstName) => ({ idToken: 't', firstName })),
  field(SignInRequestSchema, 'Last name', false, (lastName) => ({ idToken: 't', lastName })),
  field(PlansConfigUpdateSchema, 'Plan name', false, (name) => ({ plans: { pro: { name } } })),
  field(PlansConfigUpdateSchema, 'Feature', false, (feature) => ({
    plans: { pro: { features: ['Calendar', feature] } },
  })),
];

const messagesFor = ({ schema, body }: Field, text: string) => {
  const result = schema.safeParse(body(text));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe.each(
  FIELDS.map((cases) => ({
    ...cases,
    name: `${cases.label} (${cases.lines ? 'lines' : 'one line'})`,
  })),
)('$name', (cases) => {
  it('refuses a control character with a message naming the field', () => {
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\fb']) {
      expect(messagesFor(cases, value), JSON.stringify(value)).toEqual([
        cases.lines
          ? `${cases.label} can't contain control characters`
          : `${cases.label} can't contain tabs or other control characters`,
      ]);
    }
  });

  it(cases.lines ? 'keeps tabs and line breaks' : 'refuses tabs and line breaks', () => {
    const tab = messagesFor(cases, 'a\tb');
    const lineBreak = messagesFor(cases, 'a\nb');
    if (cases.lines) {
      expect([tab, lineBreak]).toEqual([[], []]);
    } else {
      expect(tab).toEqual([`${cases.label} can't contain tabs or other control characters`]);
      expect(lineBreak).toEqual([`${cases.label} can't contain line breaks`]);
    }
  });
});

describe('the entity schemas', () => {
  it('still read text stored before control characters were refused', () => {
    const old = 'Old\u0007 text\nwith\tbreaks';
    const stored = { id: 'x1', ...STORED_AT };
    const reads = [
      TaskSchema.safeParse({ ...stored, title: old, description: old, projectId: 'p1' }),
      SubtaskSchema.safeParse({ ...stored, title: old, taskId: 't1' }),
      ProjectSchema.safeParse({ ...stored, name: old, description: old }),
      GoalSchema.safeParse({ ...stored, name: old, description: old, color: '#3B82F6' }),
      GroupSchema.safeParse({ ...stored, name: old }),
      TodoSchema.safeParse({ ...stored, text: old, userId: 'u1' }),
    ];
    expect(reads.map((read) => read.error?.issues ?? [])).toEqual(reads.map(() => []));
  });
});
