import { describe, expect, it } from 'vitest';
import { limitMessage } from './usage';

describe('limitMessage', () => {
  it('reads like the spec for one item and pluralises otherwise', () => {
    expect(limitMessage('free', 'goals', 1)).toBe(
      'Free plan limited to 1 goal. Delete a goal to create a new one.',
    );
    expect(limitMessage('free', 'groups', 1)).toBe(
      'Free plan limited to 1 group. Delete a group to create a new one.',
    );
    expect(limitMessage('pro', 'projects', 5)).toBe(
      'Pro plan limited to 5 projects. Delete a project to create a new one.',
    );
  });
});
