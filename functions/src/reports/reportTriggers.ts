// The report rollups follow every write that moves a figure, the web app's direct writes and
// the API's alike. Events arrive at least once: each recomputes whole buckets, so a
// redelivery writes the same figures again.
import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { capacityOf } from '../platform/capacity';
import { REGION } from '../platform/config';
import { followCompletion, type CompletedKind } from './completions';
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

/** A completion of `kind` follows every write of the documents at `document`. */
const completionTrigger = (
  kind: CompletedKind,
  document: 'users/{uid}/tasks/{taskId}' | 'users/{uid}/todos/{todoId}',
  name: 'onTaskWrittenReports' | 'onTodoWrittenReports',
) =>
  onDocumentWritten({ document, region: REGION, ...capacityOf(name) }, (event) =>
    followCompletion(
      event.params.uid,
      kind,
      event.data?.before,
      event.data?.after,
      new Date(event.time),
    ),
  );

export const onTaskWrittenReports = completionTrigger(
  'task',
  'users/{uid}/tasks/{taskId}',
  'onTaskWrittenReports',
);

export const onTodoWrittenReports = completionTrigger(
  'todo',
  'users/{uid}/todos/{todoId}',
  'onTodoWrittenReports',
);
