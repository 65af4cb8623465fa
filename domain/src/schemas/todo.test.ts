import { describe, expect, it } from 'vitest';
import { issuesOf, messagesOf } from '../testUtils';
import { TODO_DUE_TYPES, TodoInputSchema, TodoSchema, TodoUpdateSchema } from './todo';

describe('TodoInputSchema', () => {
  it('trims the text and defaults to an open, goal-less anytime todo', () => {
    expect(TodoInputSchema.parse({ text: '  Buy milk ' })).toEqual({
      text: 'Buy milk',
      completed: false,
      dueType: 'anytime',
      goalId: null,
    });
  });

  it('refuses blank or too long text', () => {
    expect(issuesOf(TodoInputSchema.safeParse({ text: '   ' }))).toEqual([
      'text: Todo text is required',
    ]);
    expect(messagesOf(TodoInputSchema.safeParse({}))).toEqual(['Todo text is required']);
    expect(TodoInputSchema.safeParse({ text: 'x'.repeat(1000) }).success).toBe(true);
    expect(messagesOf(TodoInputSchema.safeParse({ text: 'x'.repeat(1001) }))).toEqual([
      'Todo text must be at most 1000 characters',
    ]);
  });

  it('accepts the three due types only', () => {
    expect(TODO_DUE_TYPES).toEqual(['today', 'tomorrow', 'anytime']);
    for (const dueType of TODO_DUE_TYPES) {
      expect(TodoInputSchema.parse({ text: 'a', dueType }).dueType).toBe(dueType);
    }
    expect(messagesOf(TodoInputSchema.safeParse({ text: 'a', dueType: 'someday' }))).toEqual([
      'Due type must be one of today, tomorrow, anytime',
    ]);
  });

  it('takes a goal id string or null', () => {
    expect(TodoInputSchema.parse({ text: 'a', goalId: 'g1' }).goalId).toBe('g1');
    expect(TodoInputSchema.parse({ text: 'a', goalId: null }).goalId).toBeNull();
    expect(TodoInputSchema.safeParse({ text: 'a', goalId: 12 }).success).toBe(false);
  });
});

describe('TodoUpdateSchema', () => {
  it('accepts completed alone', () => {
    expect(TodoUpdateSchema.parse({ completed: true })).toEqual({ completed: true });
  });

  it('accepts text, dueType and goalId without adding defaults', () => {
    expect(TodoUpdateSchema.parse({ text: ' New ', dueType: 'today', goalId: null })).toEqual({
      text: 'New',
      dueType: 'today',
      goalId: null,
    });
    expect(TodoUpdateSchema.parse({ goalId: 'g2' })).toEqual({ goalId: 'g2' });
  });

  it('refuses blank text and empty updates', () => {
    expect(messagesOf(TodoUpdateSchema.safeParse({ text: ' ' }))).toEqual([
      'Todo text is required',
    ]);
    expect(messagesOf(TodoUpdateSchema.safeParse({ completed: 'yes' }))).toEqual([
      'Completed must be true or false',
    ]);
    expect(messagesOf(TodoUpdateSchema.safeParse({}))).toEqual([
      'Send at least one field to update',
    ]);
  });
});

describe('TodoSchema', () => {
  const stored = {
    id: 'td1',
    text: 'Call mum',
    userId: 'u1',
    createdAt: new Date('2026-01-01T10:00:00Z'),
    updatedAt: new Date('2026-01-02T10:00:00Z'),
  };

  it('reads a stored todo and applies defaults', () => {
    expect(TodoSchema.parse(stored)).toEqual({
      ...stored,
      completed: false,
      dueType: 'anytime',
      goalId: null,
    });
  });

  it('needs Date timestamps and a user id', () => {
    expect(issuesOf(TodoSchema.safeParse({ ...stored, createdAt: '2026-01-01' }))).toEqual([
      'createdAt: Created at must be a valid date and time',
    ]);
    expect(issuesOf(TodoSchema.safeParse({ ...stored, userId: undefined }))).toEqual([
      'userId: User id is required',
    ]);
  });
});
