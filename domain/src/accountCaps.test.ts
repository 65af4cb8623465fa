import { describe, expect, it } from 'vitest';
import { addedField, capReachedMessage, hasRoomFor } from './accountCaps';

describe('capReachedMessage', () => {
  it('names the account cap of tasks and todos', () => {
    expect(capReachedMessage('todos')).toBe(
      'This account holds 20,000 todos, the most one account can keep. Delete todos you no longer need to add new ones.',
    );
    expect(capReachedMessage('tasks')).toBe(
      'This account holds 20,000 tasks, the most one account can keep. Delete tasks you no longer need to add new ones.',
    );
  });

  it("names a task's cap of subtasks", () => {
    expect(capReachedMessage('subtasks')).toBe(
      'This task holds 500 subtasks, the most one task can keep. Delete subtasks you no longer need, or split the task.',
    );
  });
});

describe('hasRoomFor', () => {
  it('lets a batch fill the cap exactly, not pass it', () => {
    expect(hasRoomFor('todos', 19_500, 500)).toBe(true);
    expect(hasRoomFor('todos', 19_501, 500)).toBe(false);
    expect(hasRoomFor('subtasks', 499, 1)).toBe(true);
    expect(hasRoomFor('subtasks', 500, 1)).toBe(false);
  });
});

describe('addedField', () => {
  it('names the list of the ids a counter step adds', () => {
    expect(addedField('tasks')).toBe('addedTasks');
    expect(addedField('todos')).toBe('addedTodos');
    expect(addedField('subtasks')).toBe('addedSubtasks');
  });
});
