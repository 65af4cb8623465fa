import { describe, expect, it } from 'vitest';
import { issuesOf, messagesOf, STORED_AT } from '../testUtils';
import { SubtaskInputSchema, SubtaskSchema, SubtaskUpdateSchema } from './subtask';

describe('SubtaskInputSchema', () => {
  it('trims the title and starts open', () => {
    expect(SubtaskInputSchema.parse({ title: ' Draft ', taskId: 't1' })).toEqual({
      title: 'Draft',
      taskId: 't1',
      isCompleted: false,
    });
  });

  it('needs a non-blank title and a task id', () => {
    expect(issuesOf(SubtaskInputSchema.safeParse({ title: '  ', taskId: 't1' }))).toEqual([
      'title: Subtask title is required',
    ]);
    expect(issuesOf(SubtaskInputSchema.safeParse({ title: 'a' }))).toEqual([
      'taskId: Task id is required',
    ]);
  });
});

describe('SubtaskUpdateSchema and SubtaskSchema', () => {
  it('takes isCompleted or title', () => {
    expect(SubtaskUpdateSchema.parse({ isCompleted: true })).toEqual({ isCompleted: true });
    expect(SubtaskUpdateSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(messagesOf(SubtaskUpdateSchema.safeParse({ title: '' }))).toEqual([
      'Subtask title is required',
    ]);
    expect(SubtaskUpdateSchema.safeParse({}).success).toBe(false);
  });

  it('reads a stored subtask', () => {
    expect(
      SubtaskSchema.parse({ id: 's1', title: 'a', taskId: 't1', isCompleted: true, ...STORED_AT }),
    ).toEqual({
      ...STORED_AT,
      id: 's1',
      title: 'a',
      taskId: 't1',
      isCompleted: true,
    });
  });
});
