// The focus timer through /api/focus: every verb, double presses from two clients, the
// sessions it keeps and their corrections, and the end of a 1-minute pomodoro delivered once by
// the Cloud Tasks emulator with no browser open.
import type { FocusState, FocusTimer } from '@pomoplan/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { endPhase } from '../../functions/src/focus/endPhase';
import { PUSH_PHASE_GONE } from '../../functions/src/focus/pushStart';
import { adminDb, eventually } from './support/admin';
import { createProject, createTask, createTodo } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser, type TestUser } from './support/users';

adminDb();

// A running timer has its phase end queued, which the emulator tries every 5 s until it is
// due: each test stops what it started, and the stop takes that task off the queue.
const running: TestUser[] = [];
afterEach(async () => {
  await Promise.all(
    running.splice(0).map((user) => api('POST', '/api/focus/stop', user.idToken, {})),
  );
});

interface Session {
  id: string;
  target: { kind: string; id?: string };
  plannedMinutes: number;
  focusedMinutes: number;
  completed: boolean;
}

async function focus(user: TestUser, verb: string, body?: unknown): Promise<FocusTimer | null> {
  if (verb === 'start') running.push(user);
  const response = await api<FocusState>('POST', `/api/focus/${verb}`, user.idToken, body ?? {});
  expect(response.status, `${verb}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.timer;
}

async function sessions(user: TestUser): Promise<Session[]> {
  const response = await api<Session[]>('GET', '/api/focus/sessions', user.idToken);
  expect(response.status).toBe(200);
  return response.body;
}

async function userWithTask(pomodoroLength = 25) {
  const user = await createUser();
  const project = await createProject(user.idToken);
  const task = await createTask(user.idToken, project.id, {
    title: 'Write report',
    estimatedPomodoros: 2,
    pomodoroLength,
  });
  return { user, projectId: project.id, taskId: task.id };
}

const tally = async (uid: string, projectId: string) =>
  (await adminDb().doc(`users/${uid}/focusTally/${projectId}`).get()).data();

describe('/api/focus', () => {
  it('has no timer before the first start, and says the server time', async () => {
    const user = await createUser();
    const before = Date.now();
    const response = await api<FocusState>('GET', '/api/focus', user.idToken);
    expect(response.status).toBe(200);
    expect(response.body.timer).toBeNull();
    expect(response.body.serverNowMs).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("starts a pomodoro of the task's length, and a second press changes nothing", async () => {
    const { user, projectId, taskId } = await userWithTask(50);
    const started = await focus(user, 'start', { taskId });
    expect(started).toMatchObject({
      phase: 'focus',
      target: { kind: 'task', id: taskId, title: 'Write report', projectId },
      plannedMs: 50 * 60_000,
      pausedAtMs: null,
    });
    const again = await focus(user, 'start', { taskId });
    expect(again?.revision).toBe(started?.revision);
    expect(again?.startedAtMs).toBe(started?.startedAtMs);
  });

  it('ends two pauses pressed at once in one paused timer', async () => {
    const { user, taskId } = await userWithTask();
    const started = await focus(user, 'start', { taskId });
    const [first, second] = await Promise.all([focus(user, 'pause'), focus(user, 'pause')]);
    expect(first?.pausedAtMs).not.toBeNull();
    expect(second).toEqual(first);
    expect(first?.revision).toBe((started?.revision ?? 0) + 1);
    const state = await api<FocusState>('GET', '/api/focus', user.idToken);
    expect(state.body.timer).toEqual(first);
  });

  it('resumes, adds five minutes, switches to a todo and keeps a stopped part', async () => {
    const { user, taskId } = await userWithTask();
    const todo = await createTodo(user.idToken, { text: 'Call the bank' });
    await focus(user, 'start', { taskId });
    await focus(user, 'pause');
    const resumed = await focus(user, 'resume');
    expect(resumed?.pausedAtMs).toBeNull();
    expect(resumed?.pausedMs).toBeGreaterThanOrEqual(0);
    const longer = await focus(user, 'add-time');
    expect(longer?.plannedMs).toBe(30 * 60_000);
    const switched = await focus(user, 'switch', { todoId: todo.id });
    expect(switched?.target).toEqual({ kind: 'todo', id: todo.id, title: 'Call the bank' });
    expect(switched?.startedAtMs).toBe(resumed?.startedAtMs);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await focus(user, 'stop')).toBeNull();
    const [kept] = await sessions(user);
    expect(kept).toMatchObject({
      target: { kind: 'todo', id: todo.id },
      plannedMinutes: 30,
      completed: false,
    });
    expect(kept?.focusedMinutes).toBeLessThan(1);
  });

  it('skips a pomodoro to its break, and the break to a pomodoro that waits', async () => {
    const { user, taskId } = await userWithTask();
    await focus(user, 'start', { taskId });
    const rest = await focus(user, 'skip');
    expect(rest).toMatchObject({ phase: 'shortBreak', plannedMs: 5 * 60_000, pausedAtMs: null });
    const next = await focus(user, 'skip');
    expect(next).toMatchObject({ phase: 'focus', target: { kind: 'task', id: taskId } });
    expect(next?.pausedAtMs).toBe(next?.startedAtMs);
    expect((await focus(user, 'resume'))?.pausedAtMs).toBeNull();
  });

  it('refuses what it cannot do with a clear message, and changes nothing', async () => {
    const { user, taskId } = await userWithTask();
    const pause = await api('POST', '/api/focus/pause', user.idToken, {});
    expect(pause.status).toBe(404);
    expect(messageOf(pause)).toBe('No focus timer is running');
    const both = await api('POST', '/api/focus/start', user.idToken, { taskId, todoId: taskId });
    expect(both.status).toBe(400);
    expect(messageOf(both)).toContain('Send taskId or todoId, not both');
    const unknown = await api('POST', '/api/focus/start', user.idToken, { taskId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(messageOf(unknown)).toBe('taskId: Task not found');
    const bad = await api('POST', '/api/focus/start', user.idToken, { taskId: 7 });
    expect(bad.status).toBe(400);
    expect((await api<FocusState>('GET', '/api/focus', user.idToken)).body.timer).toBeNull();
    const signedOut = await api('GET', '/api/focus');
    expect(signedOut.status).toBe(401);
  });

  it('keeps settings within their ranges and uses them for the next pomodoro', async () => {
    const user = await createUser();
    const wrong = await api('PATCH', '/api/focus/settings', user.idToken, { focusMinutes: 0 });
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toBe(
      'focusMinutes: Pomodoro length must be a whole number from 1 to 60',
    );
    const empty = await api('PATCH', '/api/focus/settings', user.idToken, {});
    expect(empty.status).toBe(400);
    const changed = await api('PATCH', '/api/focus/settings', user.idToken, {
      focusMinutes: 45,
      autoStartBreaks: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      focusMinutes: 45,
      shortBreakMinutes: 5,
      autoStartBreaks: false,
    });
    expect((await focus(user, 'start'))?.plannedMs).toBe(45 * 60_000);
    const rest = await focus(user, 'skip');
    expect(rest?.pausedAtMs).toBe(rest?.startedAtMs);
  });

  it('corrects and deletes a session, and the task tally follows', async () => {
    const { user, projectId, taskId } = await userWithTask();
    await focus(user, 'start', { taskId });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await focus(user, 'stop');
    const [session] = await sessions(user);
    if (!session) throw new Error('no session was kept');
    const tooMuch = await api('PATCH', `/api/focus/sessions/${session.id}`, user.idToken, {
      focusedMinutes: 26,
    });
    expect(tooMuch.status).toBe(400);
    expect(messageOf(tooMuch)).toBe('focusedMinutes must be from 0 to the 25 minutes planned');
    const fixed = await api<Session>('PATCH', `/api/focus/sessions/${session.id}`, user.idToken, {
      focusedMinutes: 20,
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.focusedMinutes).toBe(20);
    expect((await tally(user.uid, projectId))?.tasks?.[taskId]).toEqual({
      pomodoros: 0,
      minutes: 20,
    });
    const deleted = await api('DELETE', `/api/focus/sessions/${session.id}`, user.idToken);
    expect(deleted.status).toBe(204);
    expect((await tally(user.uid, projectId))?.tasks?.[taskId]).toEqual({
      pomodoros: 0,
      minutes: 0,
    });
    const again = await api('DELETE', `/api/focus/sessions/${session.id}`, user.idToken);
    expect(again.status).toBe(404);
  });

  it('ends a phase once: early is retried, a changed timer is stale', async () => {
    const { user, taskId } = await userWithTask();
    const started = await focus(user, 'start', { taskId });
    if (!started) throw new Error('no timer');
    const job = { uid: user.uid, revision: started.revision, endsAtMs: started.startedAtMs };
    const endsAt = started.startedAtMs + started.plannedMs;
    expect((await endPhase(job, new Date(endsAt - 1_000))).outcome).toBe('early');
    expect((await endPhase(job, new Date(endsAt + 1_000))).outcome).toBe('ended');
    expect((await endPhase(job, new Date(endsAt + 2_000))).outcome).toBe('stale');
  });

  it("starts the waiting break from its push's Start button, once, and only with its key", async () => {
    const { user, taskId } = await userWithTask();
    await adminDb().doc(`users/${user.uid}`).update({ notifyPush: true });
    const settings = await api('PATCH', '/api/focus/settings', user.idToken, {
      autoStartBreaks: false,
    });
    expect(settings.status).toBe(200);
    const started = await focus(user, 'start', { taskId });
    if (!started) throw new Error('no timer');
    const job = { uid: user.uid, revision: started.revision, endsAtMs: started.startedAtMs };
    const ended = await endPhase(job, new Date(started.startedAtMs + started.plannedMs + 1_000));
    if (ended.outcome !== 'ended' || !ended.push?.start) throw new Error('no Start button');
    expect(ended.push.message.body).toBe('Time for a short break. Start it when you are ready.');
    expect(ended.push.start.title).toBe('Start break');
    const press = ended.push.start.start;

    const path = '/api/focus/start-from-push';
    const wrongKey = await api('POST', path, null, { ...press, key: `${press.key}x` });
    expect([wrongKey.status, messageOf(wrongKey)]).toEqual([404, PUSH_PHASE_GONE]);
    const otherUser = await api('POST', path, null, { ...press, uid: 'someone-else' });
    expect(otherUser.status).toBe(404);
    const malformed = await api('POST', path, null, { uid: user.uid, revision: 'one' });
    expect(malformed.status).toBe(400);
    const waiting = await api<FocusState>('GET', '/api/focus', user.idToken);
    expect(waiting.body.timer).toMatchObject({ phase: 'shortBreak' });
    expect(waiting.body.timer?.pausedAtMs).not.toBeNull();

    const pressed = await api<FocusState>('POST', path, null, press);
    expect(pressed.status).toBe(200);
    expect(pressed.body.timer).toMatchObject({ phase: 'shortBreak', pausedAtMs: null });
    const again = await api('POST', path, null, press);
    expect([again.status, messageOf(again)]).toEqual([404, PUSH_PHASE_GONE]);
  });

  it('announces the end of a 1-minute pomodoro once, with no browser open, and starts the break', async () => {
    const { user, projectId, taskId } = await userWithTask(1);
    await focus(user, 'start', { taskId });
    const notes = adminDb().collection(`users/${user.uid}/notifications`);
    const done = await eventually(
      async () => {
        const snapshot = await notes.where('title', '==', 'Pomodoro done').get();
        return snapshot.empty ? undefined : snapshot;
      },
      'the "Pomodoro done" notification',
      120_000,
      1_000,
    );
    expect(done.docs.map((note) => note.get('body'))).toEqual(['Time for a short break.']);
    const state = await api<FocusState>('GET', '/api/focus', user.idToken);
    expect(state.body.timer).toMatchObject({ phase: 'shortBreak', completedPomodoros: 1 });
    expect((await tally(user.uid, projectId))?.tasks?.[taskId]).toEqual({
      pomodoros: 1,
      minutes: 1,
    });
    const [session] = await sessions(user);
    expect(session).toMatchObject({ completed: true, plannedMinutes: 1, focusedMinutes: 1 });
    // The queue's retries of that task have nothing more to do.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect((await notes.where('title', '==', 'Pomodoro done').get()).size).toBe(1);
  }, 150_000);
});
