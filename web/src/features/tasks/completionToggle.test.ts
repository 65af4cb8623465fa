import { describe, expect, it, vi } from 'vitest';
import {
  COMPLETED_TOAST,
  REOPENED_TOAST,
  UPDATE_FAILED_TOAST,
  writeCompletion,
} from './completionToggle';

describe('writeCompletion', () => {
  it('writes the new state and confirms completing and reopening', async () => {
    const write = vi.fn(() => Promise.resolve());
    const notify = vi.fn();
    expect(await writeCompletion(true, write, notify)).toBe(true);
    expect(write).toHaveBeenCalledWith(true);
    expect(notify).toHaveBeenLastCalledWith(COMPLETED_TOAST);
    expect(await writeCompletion(false, write, notify)).toBe(true);
    expect(notify).toHaveBeenLastCalledWith(REOPENED_TOAST);
    expect(COMPLETED_TOAST).toEqual({
      title: 'Task Completed',
      description: 'Task has been completed.',
    });
    expect(REOPENED_TOAST).toEqual({
      title: 'Task Reopened',
      description: 'Task has been reopened.',
    });
  });

  it('reports a refused write so the caller rolls back', async () => {
    const notify = vi.fn();
    const refused = () => Promise.reject(new Error('permission-denied'));
    expect(await writeCompletion(true, refused, notify)).toBe(false);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(UPDATE_FAILED_TOAST);
    expect(UPDATE_FAILED_TOAST.description).toBe('Failed to update task. Please try again.');
  });
});
