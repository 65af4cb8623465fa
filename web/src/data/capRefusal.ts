// A create the rules refused may have been written after all, met a full window of creates,
// or met a cap (see caps.ts). The SDK sends a write again when its channel broke before the
// answer came, and a create sent twice is refused the second time, as the update of what it
// wrote: a create whose document the server holds is done. A full window is opened anew when
// its minute is over. Deletes made in the app do not lower the count the rules keep, so before
// telling the person they hold too much, the server counts what they really hold; only a real
// cap is reported, with its message.

import {
  ACCOUNT_CAPS,
  capReachedMessage,
  CREATES_PER_MINUTE,
  CREATES_WINDOW_MESSAGE,
} from '@pomoplan/domain';
import {
  doc,
  getDoc,
  getDocFromServer,
  Timestamp,
  type DocumentReference,
} from 'firebase/firestore';
import { recountCaps } from '../api/caps';
import { isPermissionDenied } from '../ui/errorMessage';
import { countedBy } from './caps';

/** Makes the create again; `opens`: whether its step opens the next window of creates. */
export type CommitCreate = (opens: boolean) => Promise<void>;

export interface RefusedCreate {
  /** One of the documents created, which names the caps document involved. */
  ref: DocumentReference;
  /** How many tasks and todos the create adds. */
  adding?: number;
  /** Wait for the window to end when it is full, instead of failing (a restore does). */
  waitForWindow?: boolean;
}

const WINDOW_MS = 60_000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Whether the server holds `ref`: the refused write was a second sending of one it took. */
async function written(ref: DocumentReference): Promise<boolean> {
  const stored = await getDocFromServer(ref).catch(() => null);
  return stored?.exists() ?? false;
}

/**
 * After the refused create (`error`): done if the server holds its document; else made again
 * opening the next window of creates (or adding to the one just opened); when that is refused, waits out or reports a full
 * window, or, when its caps document stands at the cap, recounts and makes the create again if
 * there is room after all, or fails with the cap's message. Any other refusal is thrown as it
 * came.
 */
export async function retryRefusedCreate(
  { ref, adding = 1, waitForWindow = false }: RefusedCreate,
  error: unknown,
  commit: CommitCreate,
): Promise<void> {
  const by = countedBy(ref);
  if (!isPermissionDenied(error) || by === null) throw error;
  if (await written(ref)) return;
  const windowed = by.counted !== 'subtasks';
  if (windowed) {
    // Opening the next window, or, when a create sent beside this one has just opened it,
    // adding to that.
    for (const opens of [true, false]) {
      try {
        await commit(opens);
        return;
      } catch (next) {
        if (!isPermissionDenied(next)) throw next;
        if (await written(ref)) return;
      }
    }
  }
  const caps = await getDoc(doc(ref.firestore, by.caps)).catch(() => null);
  const held: unknown = caps?.get(by.counted);
  if (typeof held === 'number' && held + adding > ACCOUNT_CAPS[by.counted]) {
    const taskId = ref.parent.parent?.id ?? '';
    const recounted = await recountCaps(
      by.counted === 'subtasks' ? { collection: 'subtasks', taskId } : { collection: by.counted },
    );
    if (recounted.held + adding > recounted.cap) throw new Error(capReachedMessage(by.counted));
    await commit(false).catch((third: unknown) => {
      if (!windowed || !isPermissionDenied(third)) throw third;
      return commit(true);
    });
    return;
  }
  const creates: unknown = caps?.get('windowCreates');
  const start: unknown = caps?.get('windowStart');
  if (!windowed || typeof creates !== 'number' || creates + adding <= CREATES_PER_MINUTE) {
    throw error;
  }
  if (!waitForWindow || !(start instanceof Timestamp)) throw new Error(CREATES_WINDOW_MESSAGE);
  // The window may open again a minute after it opened by the server's clock; this one may
  // differ, so the wait is bounded and the step then opens the next window.
  const left = Math.min(WINDOW_MS, Math.max(0, start.toMillis() + WINDOW_MS - Date.now()));
  await delay(left + 2000);
  await commit(true);
}
