// The Start button of a phase end's push ("Start break", "Start next pomodoro"), offered when
// the next phase waits for its Start. The service worker that shows the push has no sign-in:
// the push carries the user, the waiting phase's revision and a random key kept beside the
// timer, and a press starts that phase only while it still waits, once.
import { randomBytes } from 'node:crypto';
import {
  isWaiting,
  resume,
  type FocusPushStart,
  type FocusState,
  type FocusTimer,
} from '@pomoplan/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { HttpError } from '../platform/http/errors';
import { sameSecret } from '../platform/sameSecret';
import { pushStartRef } from './focusStore';
import { changeTimer, NO_TIMER } from './focusTimer';

export const PUSH_PHASE_GONE = 'This phase has moved on: open Pomoplan to see the timer';

/** What a push says on its Start button, and what a press of it sends back. */
export interface PushStartOffer {
  title: string;
  start: FocusPushStart;
}

/** Keeps a new key for `next`, a phase waiting for its Start; the push carries it. */
export function offerPushStart(tx: Transaction, uid: string, next: FocusTimer): PushStartOffer {
  const key = randomBytes(18).toString('base64url');
  tx.set(pushStartRef(uid), { key, revision: next.revision });
  return {
    title: next.phase === 'focus' ? 'Start next pomodoro' : 'Start break',
    start: { uid, revision: next.revision, key },
  };
}

/** Starts the waiting phase the push named; a wrong key, or a phase moved on, is gone. */
export async function startFromPush(press: FocusPushStart): Promise<FocusState> {
  try {
    return await changeTimer(press.uid, async (tx, timer, nowMs) => {
      const kept = (await tx.get(pushStartRef(press.uid))).data();
      const keyMatches =
        typeof kept?.key === 'string' &&
        kept.revision === press.revision &&
        sameSecret(press.key, kept.key);
      if (!keyMatches || timer.revision !== press.revision || !isWaiting(timer)) {
        throw new HttpError(404, PUSH_PHASE_GONE);
      }
      tx.delete(pushStartRef(press.uid));
      return resume(timer, nowMs);
    });
  } catch (error) {
    if (error instanceof HttpError && error.message === NO_TIMER) {
      throw new HttpError(404, PUSH_PHASE_GONE);
    }
    throw error;
  }
}
