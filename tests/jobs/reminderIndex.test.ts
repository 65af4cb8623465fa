// The reminder index kept by the task trigger: every change of a task moves or removes its
// entry without any other call.
import { describe, it } from 'vitest';
import { api } from '../api/support/http';
import { entryBecomes, patchTask, reminderUser, taskWithReminder } from './support/reminders';

const HOUR_MS = 3_600_000;

describe('the reminder index', () => {
  it('follows edits, switch-off, completion and delete of the task', async () => {
    const fixture = await reminderUser();
    const { uid, idToken } = fixture.user;
    const first = new Date(Date.now() + HOUR_MS);
    const taskId = await taskWithReminder(fixture, first);
    await entryBecomes(uid, taskId, first.getTime());

    const later = new Date(first.getTime() + HOUR_MS);
    await patchTask(fixture.user, taskId, { reminderDateTime: later.toISOString() });
    await entryBecomes(uid, taskId, later.getTime());

    await patchTask(fixture.user, taskId, { reminderEnabled: false });
    await entryBecomes(uid, taskId, null);
    await patchTask(fixture.user, taskId, { reminderEnabled: true });
    await entryBecomes(uid, taskId, later.getTime());

    await patchTask(fixture.user, taskId, { isCompleted: true });
    await entryBecomes(uid, taskId, null);
    await patchTask(fixture.user, taskId, { isCompleted: false });
    await entryBecomes(uid, taskId, later.getTime());

    await api('DELETE', `/api/tasks/${taskId}`, idToken);
    await entryBecomes(uid, taskId, null);
  });
});
