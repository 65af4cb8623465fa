// The focus timer's verbs. Each runs in one transaction over the timer document, so two
// devices pressing at once end in one state: the second press finds the first's result (a
// second pause finds the timer paused and changes nothing). Every change raises the timer's
// revision; the phase end scheduled for the old revision then finds itself stale.
import {
  addMinutes,
  nextPhase,
  pause,
  resume,
  startFocus,
  switchTarget,
  type FocusStartInput,
  type FocusState,
  type FocusTarget,
  type FocusTimer,
} from '@pomoplan/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { HttpError } from '../platform/http/errors';
import { getEach, runTransaction } from '../platform/firestore';
import { taskRef, todosCollection } from '../platform/refs';
import { focusSettingsRef, readSettings, readTimer, timerRef } from './focusStore';
import { recordSession } from './focusSessions';
import { cancelPhaseEnd, schedulePhaseEnd } from './phaseEndQueue';

export const NO_TIMER = 'No focus timer is running';
const TASK_NOT_FOUND = 'taskId: Task not found';
const TODO_NOT_FOUND = 'todoId: Todo not found';

/** The task or todo a start or switch names, read in the transaction; 404 when it is gone. */
async function targetOf(
  tx: Transaction,
  uid: string,
  input: FocusStartInput,
): Promise<{ target: FocusTarget; pomodoroMinutes: number | null }> {
  if (input.taskId !== undefined) {
    const task = await tx.get(taskRef(uid, input.taskId));
    const title: unknown = task.get('title');
    const projectId: unknown = task.get('projectId');
    if (!task.exists || typeof title !== 'string' || typeof projectId !== 'string') {
      throw new HttpError(404, TASK_NOT_FOUND);
    }
    return {
      target: { kind: 'task', id: task.id, title, projectId },
      pomodoroMinutes: pomodoroLength(task),
    };
  }
  if (input.todoId !== undefined) {
    const todo = await tx.get(todosCollection(uid).doc(input.todoId));
    const text: unknown = todo.get('text');
    if (!todo.exists || typeof text !== 'string') throw new HttpError(404, TODO_NOT_FOUND);
    return { target: { kind: 'todo', id: todo.id, title: text }, pomodoroMinutes: null };
  }
  return { target: { kind: 'none' }, pomodoroMinutes: null };
}

function sameTarget(a: FocusTarget, b: FocusTarget): boolean {
  return a.kind === b.kind && (a.kind === 'none' || (b.kind !== 'none' && a.id === b.id));
}

function stateOf(timer: FocusTimer | null, nowMs: number): FocusState {
  return { timer, serverNowMs: nowMs };
}

/** The timer after `change`, written, with its phase end moved to match. */
export async function changeTimer(
  uid: string,
  change: (tx: Transaction, timer: FocusTimer, nowMs: number) => Promise<FocusTimer | null>,
): Promise<FocusState> {
  const nowMs = Date.now();
  const { before, after } = await runTransaction(async (tx) => {
    const timer = readTimer(await tx.get(timerRef(uid)));
    if (timer === null) throw new HttpError(404, NO_TIMER);
    const changed = await change(tx, timer, nowMs);
    if (changed === null) tx.delete(timerRef(uid));
    else if (changed !== timer) tx.set(timerRef(uid), changed);
    return { before: timer, after: changed };
  });
  if (after !== before) await movePhaseEnd(uid, before, after);
  return stateOf(after, nowMs);
}

async function movePhaseEnd(uid: string, before: FocusTimer | null, after: FocusTimer | null) {
  if (before !== null) await cancelPhaseEnd(uid, before);
  if (after !== null) await schedulePhaseEnd(uid, after);
}

export async function readFocus(uid: string): Promise<FocusState> {
  return stateOf(readTimer(await timerRef(uid).get()), Date.now());
}

/**
 * A pomodoro on the target, from now. A running pomodoro on the same target is left as it is
 * (the second of a double press); one on another target is stopped first, its time kept.
 */
export async function startTimer(uid: string, input: FocusStartInput): Promise<FocusState> {
  const nowMs = Date.now();
  const { before, after } = await runTransaction(async (tx) => {
    const [timerSnap, settingsSnap] = await getEach(tx, timerRef(uid), focusSettingsRef(uid));
    const timer = readTimer(timerSnap);
    const { target, pomodoroMinutes } = await targetOf(tx, uid, input);
    const running = timer?.phase === 'focus' && timer.pausedAtMs === null;
    if (timer && running && sameTarget(timer.target, target)) {
      return { before: timer, after: timer };
    }
    if (timer) recordSession(tx, uid, timer, nowMs, false);
    const started = startFocus(readSettings(settingsSnap), target, nowMs, timer, pomodoroMinutes);
    tx.set(timerRef(uid), started);
    return { before: timer, after: started };
  });
  if (after !== before) await movePhaseEnd(uid, before, after);
  return stateOf(after, nowMs);
}

export const pauseTimer = (uid: string) =>
  changeTimer(uid, async (_tx, timer, nowMs) => pause(timer, nowMs));

export const resumeTimer = (uid: string) =>
  changeTimer(uid, async (_tx, timer, nowMs) => resume(timer, nowMs));

export const addFiveMinutes = (uid: string) =>
  changeTimer(uid, async (_tx, timer) => addMinutes(timer));

/** Stops the timer; a pomodoro's time so far is kept as a stopped session. */
export const stopTimer = (uid: string) =>
  changeTimer(uid, async (tx, timer, nowMs) => {
    recordSession(tx, uid, timer, nowMs, false);
    return null;
  });

/** Ends the phase now and goes on to the next, as its end would (a pomodoro's part is kept). */
export const skipPhase = (uid: string) =>
  changeTimer(uid, async (tx, timer, nowMs) => {
    const settings = readSettings(await tx.get(focusSettingsRef(uid)));
    const length = await pomodoroLengthOf(tx, uid, timer.target);
    recordSession(tx, uid, timer, nowMs, false);
    return nextPhase(timer, settings, nowMs, length);
  });

/** The running pomodoro goes on for another task or todo, its time so far with it. */
export const switchTimer = (uid: string, input: FocusStartInput) =>
  changeTimer(uid, async (tx, timer) => {
    const { target } = await targetOf(tx, uid, input);
    return sameTarget(timer.target, target) ? timer : switchTarget(timer, target);
  });

/** The task's own pomodoro length for the next pomodoro on it; null for others. */
export async function pomodoroLengthOf(
  tx: Transaction,
  uid: string,
  target: FocusTarget,
): Promise<number | null> {
  return target.kind === 'task' ? pomodoroLength(await tx.get(taskRef(uid, target.id))) : null;
}

function pomodoroLength(task: DocumentSnapshot): number | null {
  const length: unknown = task.get('pomodoroLength');
  return typeof length === 'number' ? length : null;
}
