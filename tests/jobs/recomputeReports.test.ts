// The recount of an account's report months from scratch, as the recomputeReportsTask worker
// runs it after a change of the rollups' logic: whatever the months held, they end up as the
// sessions and completions say, completions keep their times, and the account is marked done.
import { REPORT_ROLLUP_VERSION, type Report } from '@pomoplan/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { storedSession } from '../../functions/src/focus/focusStore';
import { recomputeReports } from '../../functions/src/reports/recompute';
import { adminDb, eventually, readDoc, setTier } from '../api/support/admin';
import { createProject, createTask } from '../api/support/fixtures';
import { api } from '../api/support/http';
import { createUser } from '../api/support/users';

const today = () => new Date().toISOString().slice(0, 10);

describe('recomputeReports', () => {
  it('counts the months again from the sessions and completions, whatever they held', async () => {
    const user = await createUser();
    await setTier(user.uid, 'master');
    const project = await createProject(user.idToken, { name: 'Writing' });
    const task = await createTask(user.idToken, project.id, { estimatedPomodoros: 1 });
    const startedAt = new Date(`${today()}T00:05:00Z`);
    await adminDb()
      .doc(`users/${user.uid}/focusSessions/s1`)
      .set(
        storedSession({
          target: { kind: 'task', id: task.id, title: 'Task', projectId: project.id },
          plannedMinutes: 25,
          focusedMinutes: 25,
          startedAt,
          endedAt: new Date(startedAt.getTime() + 25 * 60_000),
          completed: true,
        }),
      );
    await adminDb()
      .doc(`users/${user.uid}/focusTally/${project.id}`)
      .set({ tasks: { [task.id]: { pomodoros: 2, minutes: 50 } } });
    await api('PATCH', `/api/tasks/${task.id}`, user.idToken, { isCompleted: true });
    const record = `users/${user.uid}/reportDone/task-${task.id}`;
    const completedAt = await eventually(
      async () => (await readDoc(record))?.completedAt as Timestamp | undefined,
      'the completion record',
    );

    // Months wrong in every way: a figure too many, a month that should not exist, a record lost.
    const month = today().slice(0, 7);
    await adminDb()
      .doc(`users/${user.uid}/reportMonths/${month}`)
      .set({ focus: { '01T0000': { minutes: 999, pomodoros: 40, projects: {} } }, done: {} });
    await adminDb().doc(`users/${user.uid}/reportMonths/2001-01`).set({ focus: {}, done: {} });
    await adminDb().doc(record).delete();

    expect(await recomputeReports(user.uid)).toEqual({ sessions: 1, completions: 1, months: 1 });
    expect((await readDoc(record))?.completedAt).toEqual(completedAt);
    expect(await readDoc(`users/${user.uid}/reportMonths/2001-01`)).toBeUndefined();
    expect((await readDoc(`users/${user.uid}`))?.reportsVersion).toBe(REPORT_ROLLUP_VERSION);
    const report = (await api<Report>('GET', '/api/reports?days=7&tz=UTC', user.idToken)).body;
    expect(report.focus.days.at(-1)).toEqual({ date: today(), minutes: 25, pomodoros: 1 });
    expect(report.focus.minutes).toBe(25);
    expect(report.estimates).toMatchObject({ tasks: 1, estimated: 1, spent: 2 });
  }, 60_000);

  it('leaves an account that is gone alone', async () => {
    expect(await recomputeReports('no-such-account')).toBeNull();
  });
});
