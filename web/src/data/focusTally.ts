// Each project's tally of focus by task, live, as the server keeps it with every session (apart
// from focus.ts, which the shell loads on every page: the tally is only read by task lists).
import { FocusTallySchema, type FocusTally } from '@pomoplan/domain';
import { doc } from 'firebase/firestore';
import { zodConverter } from './converter';
import { useDb } from './sync/firestoreContext';
import { useLiveDoc, type Live } from './sync/useLive';

const tallyConverter = zodConverter(FocusTallySchema);

/** Pomodoros done and minutes focused, by task, of one project. */
export function useFocusTally(uid: string, projectId: string): Live<FocusTally> {
  return useLiveDoc(
    doc(useDb(), 'users', uid, 'focusTally', projectId).withConverter(tallyConverter),
  );
}
