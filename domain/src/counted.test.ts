import { describe, expect, it } from 'vitest';
import { limitReachedMessage } from './counted';

describe('limitReachedMessage', () => {
  it('names one item in the singular', () => {
    expect(limitReachedMessage('free', 'goals', 1)).toBe(
      'Free plan limited to 1 goal. Delete a goal to create a new one.',
    );
    expect(limitReachedMessage('free', 'groups', 1)).toBe(
      'Free plan limited to 1 group. Delete a group to create a new one.',
    );
    expect(limitReachedMessage('free', 'projects', 1)).toBe(
      'Free plan limited to 1 project. Delete a project to create a new one.',
    );
  });

  it('pluralises limits an admin raised, with the tier name', () => {
    expect(limitReachedMessage('pro', 'projects', 5)).toBe(
      'Pro plan limited to 5 projects. Delete a project to create a new one.',
    );
    expect(limitReachedMessage('master', 'goals', 0)).toBe(
      'Master plan limited to 0 goals. Delete a goal to create a new one.',
    );
  });
});
