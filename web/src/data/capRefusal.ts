// A create the rules refused may have guessed the wrong form of the account's window of
// creates, or met a cap (see caps.ts). The other form is tried first. Deletes made in the app
// do not lower the count the rules keep, so before telling the person they hold too much, the
// server counts what they really hold; only a real cap is reported, with its message.

import {
  ACCOUNT_CAPS,
  capReachedMessage,
  CREATES_PER_MINUTE,
  CREATES_WINDOW_MESSAGE,
} from '@pomoplan/domain';
import { doc, getDoc, Timestamp, type DocumentReference } from 'firebase/firestore';
import { recountCaps } from '../api/caps';
import { isPermissionDenied } from '../ui/errorMessage';
import { countedBy } from './caps';

/** Makes the create again; `opens`: whether its step opens a new window of creates. */
export type CommitCreate = (opens: boolean) => Promise<void>;

export interface RefusedCreate {
  /** One of the documents created, which names the caps document involved. */
  ref: DocumentReference;
  /** Whether the refused step opened a new window. */
  opened: boolean;
  /** How many tasks and todos the create adds. */
  adding?: number;
  /** Wait for the window to end when it is full, instead of failing (a restore does). */
  waitForWindow?: boolean;
}

const WINDOW_MS = 60_000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function commitEitherForm(commit: CommitCreate, opened: boolean): Promise<void> {
  try {
    await commit(opened);
  } catch (error) {
    if (!isPermissionDenied(error)) throw error;
    await commit(!opened);
  }
}

/**
 * After the refused create (`error`): makes it again with the other form of the window step;
 * when that is refused too, waits out or reports a full window, or, when its caps document
 * stands at the cap, recounts and makes the create again if there is room after all, or fails
 * with the cap's message. Any other refusal is thrown as it came.
 */
export async function retryRefusedCreate(
  { ref, opened, adding = 1, waitForWindow = false }: RefusedCreate,
  error: unknown,
  commit: CommitCreate,
): Promise<void> {
  const by = countedBy(ref);
  if (!isPermissionDenied(error) || by === null) throw error;
  const windowed = by.counted !== 'subtasks';
  if (windowed) {
    try {
      await commit(!opened);
      return;
    } catch (second) {
      if (!isPermissionDenied(second)) throw second;
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
    await (windowed ? commitEitherForm(commit, opened) : commit(opened));
    return;
  }
  const creates: unknown = caps?.get('windowCreates');
  const start: unknown = caps?.get('windowStart');
  if (!windowed || typeof creates !== 'number' || creates + adding <= CREATES_PER_MINUTE) {
    throw error;
  }
  if (!waitForWindow || !(start instanceof Timestamp)) throw new Error(CREATES_WINDOW_MESSAGE);
  // The window ends a minute after it opened by the server's clock; this one may differ, so
  // the wait is bounded and the step then opens the next window (or adds to one, if not over).
  const left = Math.min(WINDOW_MS, Math.max(0, start.toMillis() + WINDOW_MS - Date.now()));
  await delay(left + 2000);
  await commitEitherForm(commit, true);
}
