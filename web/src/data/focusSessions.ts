// The focus sessions of one day, live: the To Do page's total and the list a person corrects.
// Corrections go through the API (api/focus.ts), which keeps each task's tally with them.
import { FocusSessionSchema, type FocusSession } from '@pomoplan/domain';
import { limit, orderBy, Timestamp, where, type Firestore } from 'firebase/firestore';
import { useDb } from './sync/firestoreContext';
import { useLiveQuery, type Live } from './sync/useLive';
import { userCollection } from './userCollection';

const sessions = userCollection('focusSessions', FocusSessionSchema);

/** More sessions than a day of pomodoros, breaks and stops can hold. */
export const DAY_SESSIONS_LIMIT = 200;

/** Sessions recorded from `from` until before `to`, the latest first. */
export function sessionsBetweenQuery(db: Firestore, uid: string, from: Date, to: Date) {
  return sessions
    .at(db, uid)
    .query(
      where('createdAt', '>=', Timestamp.fromDate(from)),
      where('createdAt', '<', Timestamp.fromDate(to)),
      orderBy('createdAt', 'desc'),
      limit(DAY_SESSIONS_LIMIT),
    );
}

export function useSessionsBetween(uid: string, from: Date, to: Date): Live<FocusSession[]> {
  return useLiveQuery(sessionsBetweenQuery(useDb(), uid, from, to));
}
