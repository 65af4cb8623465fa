// A create the rules refused may have met its cap (see caps.ts). Deletes made in the app do
// not lower the count the rules keep, so before telling the person they hold too much, the
// server counts what they really hold; only a real cap is reported, with its message.

import { ACCOUNT_CAPS, capReachedMessage } from '@pomoplan/domain';
import { doc, getDoc, type DocumentReference } from 'firebase/firestore';
import { recountCaps } from '../api/caps';
import { isPermissionDenied } from '../ui/errorMessage';
import { countedBy } from './caps';

/**
 * After the refused create of `ref` (`error`): when its caps document stands at the cap,
 * recounts, then makes the create again with `commit` if there is room after all, or fails with
 * the cap's message. Any other refusal is thrown as it came.
 */
export async function retryPastStaleCap(
  ref: DocumentReference,
  error: unknown,
  commit: () => Promise<void>,
): Promise<void> {
  const by = countedBy(ref);
  if (!isPermissionDenied(error) || by === null) throw error;
  const caps = await getDoc(doc(ref.firestore, by.caps)).catch(() => null);
  const held: unknown = caps?.get(by.counted);
  if (typeof held !== 'number' || held < ACCOUNT_CAPS[by.counted]) throw error;
  const taskId = ref.parent.parent?.id ?? '';
  const recounted = await recountCaps(
    by.counted === 'subtasks' ? { collection: 'subtasks', taskId } : { collection: by.counted },
  );
  if (recounted.held >= recounted.cap) throw new Error(capReachedMessage(by.counted));
  await commit();
}
