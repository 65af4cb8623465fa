// What was focused: a session per pomodoro, or per part of one that a stop, a skip or a new
// start cut short, and the tally of each task (pomodoros done, minutes focused) that the task
// rows read from one document per project instead of counting sessions.
import {
  elapsedMs,
  FocusSessionSchema,
  minutesOf,
  type FocusSession,
  type FocusTarget,
  type FocusTimer,
} from '@pomoplan/domain';
import { FieldValue, Timestamp, type Query, type Transaction } from 'firebase-admin/firestore';
import { entityConverter, runTransaction, serverTime } from '../platform/firestore';
import { HttpError } from '../platform/http/errors';
import { listPage, type Page, type PageRequest } from '../platform/paging';
import { readBack } from '../platform/writes';
import {
  focusSessionsCollection,
  focusTallyRef,
  storedSession,
  type SessionFields,
} from './focusStore';

/** Less than this of a pomodoro is a press of Start and Stop together: nothing to keep. */
const SHORTEST_SESSION_MS = 1000;

/** One id per phase, so that a repeated end of the same phase writes the same session again. */
export function sessionId(timer: FocusTimer): string {
  return `${timer.startedAtMs}-${timer.revision}`;
}

/**
 * Records the pomodoro `timer` runs as a session ended at `nowMs`: `completed` when it ran its
 * length. A break, or a pomodoro that has not run, records nothing.
 */
export function recordSession(
  tx: Transaction,
  uid: string,
  timer: FocusTimer,
  nowMs: number,
  completed: boolean,
): void {
  const focused = elapsedMs(timer, nowMs);
  if (timer.phase !== 'focus' || focused < SHORTEST_SESSION_MS) return;
  const session: SessionFields = {
    target: timer.target,
    plannedMinutes: minutesOf(timer.plannedMs),
    focusedMinutes: minutesOf(focused),
    startedAt: new Date(timer.startedAtMs),
    endedAt: new Date(nowMs),
    completed,
  };
  tx.set(focusSessionsCollection(uid).doc(sessionId(timer)), storedSession(session));
  moveTally(tx, uid, timer.target, {
    minutes: session.focusedMinutes,
    pomodoros: completed ? 1 : 0,
  });
}

export const SESSION_NOT_FOUND = 'Session not found';

const sessionConverter = entityConverter(FocusSessionSchema);

/** The sessions recorded from `from` until before `to`, oldest first, a page at a time. */
export function listSessions(
  uid: string,
  range: { from?: Date; to?: Date },
  page: PageRequest,
): Promise<Page<FocusSession>> {
  let query: Query = focusSessionsCollection(uid);
  if (range.from) query = query.where('createdAt', '>=', Timestamp.fromDate(range.from));
  if (range.to) query = query.where('createdAt', '<', Timestamp.fromDate(range.to));
  return listPage(query.withConverter(sessionConverter), page);
}

/** The tally of the task `target` names moved by `minutes` and `pomodoros`. */
function moveTally(
  tx: Transaction,
  uid: string,
  target: FocusTarget,
  change: { minutes: number; pomodoros: number },
): void {
  if (target.kind !== 'task') return;
  tx.set(
    focusTallyRef(uid, target.projectId),
    {
      tasks: {
        [target.id]: {
          pomodoros: FieldValue.increment(change.pomodoros),
          minutes: FieldValue.increment(change.minutes),
        },
      },
      updatedAt: serverTime(),
    },
    { merge: true },
  );
}

/**
 * A correction of the minutes focused, at most the minutes planned; the task's tally follows.
 * Null when there is no such session.
 */
export async function correctSession(
  uid: string,
  id: string,
  focusedMinutes: number,
): Promise<FocusSession | null> {
  const ref = focusSessionsCollection(uid).doc(id).withConverter(sessionConverter);
  const corrected = await runTransaction(async (tx) => {
    const session = (await tx.get(ref)).data();
    if (session === undefined) return null;
    if (focusedMinutes > session.plannedMinutes) {
      throw new HttpError(
        400,
        `focusedMinutes must be from 0 to the ${session.plannedMinutes} minutes planned`,
      );
    }
    const minutes = Math.round(focusedMinutes * 10) / 10;
    tx.update(ref, { focusedMinutes: minutes, updatedAt: serverTime() });
    moveTally(tx, uid, session.target, { minutes: minutes - session.focusedMinutes, pomodoros: 0 });
    return true;
  });
  return corrected === null ? null : readBack(ref, sessionConverter);
}

/** Deletes the session and takes it out of its task's tally; false when there is none. */
export async function deleteSession(uid: string, id: string): Promise<boolean> {
  const ref = focusSessionsCollection(uid).doc(id).withConverter(sessionConverter);
  return runTransaction(async (tx) => {
    const session = (await tx.get(ref)).data();
    if (session === undefined) return false;
    tx.delete(ref);
    moveTally(tx, uid, session.target, {
      minutes: -session.focusedMinutes,
      pomodoros: session.completed ? -1 : 0,
    });
    return true;
  });
}
