// The focus timer, live: a start, pause or stop made on one device shows on every other as fast
// as the lists do. Only the server writes it (/api/focus).
import { FocusTimerSchema, type FocusTimer } from '@pomoplan/domain';
import { doc } from 'firebase/firestore';
import { zodConverter } from './converter';
import { useDb } from './sync/firestoreContext';
import { useLiveDoc, type Live } from './sync/useLive';

const timerConverter = zodConverter(FocusTimerSchema);

/** The running timer; `data` undefined when none runs. */
export function useFocusTimer(uid: string): Live<FocusTimer> {
  return useLiveDoc(doc(useDb(), 'users', uid, 'focus', 'timer').withConverter(timerConverter));
}
