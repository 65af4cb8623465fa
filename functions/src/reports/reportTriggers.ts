// The report rollups follow every write that moves a figure, the web app's direct writes and
// the API's alike. Events arrive at least once: each recomputes whole buckets, so a
// redelivery writes the same figures again.
import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentUpdated, onDocumentWritten } from 'firebase-functions/firestore';
import { capacityOf } from '../platform/capacity';
import { REGION } from '../platform/config';
import { followCompletion } from './completions';
import { recomputeFocusAt } from './rollupBuckets';

export const onFocusSessionWritten = onDocumentWritten(
  {
    document: 'users/{uid}/focusSessions/{sessionId}',
    region: REGION,
    ...capacityOf('onFocusSessionWritten'),
  },
  async (event) => {
    const starts = [event.data?.before, event.data?.after]
      .map((snapshot) => snapshot?.get('startedAt') as unknown)
      .filter((at): at is Timestamp => at instanceof Timestamp)
      .map((at) => at.toDate());
    await recomputeFocusAt(event.params.uid, starts);
  },
);

/**
 * A todo's completion follows its updates. Creates and deletes are left out, so that a mass
 * write (an import, a deletion) costs no invocation per todo: an import counts what it brought
 * by a recount, and a completed todo deleted later stays counted as work done.
 */
export const onTodoUpdated = onDocumentUpdated(
  { document: 'users/{uid}/todos/{todoId}', region: REGION, ...capacityOf('onTodoUpdated') },
  (event) =>
    followCompletion(
      event.params.uid,
      'todo',
      event.data?.before,
      event.data?.after,
      new Date(event.time),
    ),
);
