// Recomputes one bucket of a month document from what falls in it. The month document is read
// first in the transaction, so two recomputes of the same month take turns, and the later one
// counts what the earlier one could not yet see.
import {
  bucketEnd,
  bucketOf,
  bucketStart,
  doneBucketOf,
  focusBucketOf,
  type BucketId,
} from '@pomoplan/domain';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentData,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { runTransaction } from '../platform/firestore';
import { focusSessionsCollection } from '../focus/focusStore';
import {
  completionsCollection,
  itemIdOf,
  reportMonthRef,
  StoredCompletionSchema,
  StoredSessionSchema,
} from './reportStore';

/** More than this in one quarter hour is not a person: the bucket counts the first ones. */
const BUCKET_READ_LIMIT = 500;

type Section = 'focus' | 'done';

function storedOf<T>(
  schema: z.ZodType<T>,
  docs: { id: string; data(): DocumentData }[],
  idOf: (documentId: string) => string = (documentId) => documentId,
) {
  const stored: (T & { id: string })[] = [];
  for (const doc of docs) {
    const parsed = z.safeParse(schema, { ...doc.data(), id: idOf(doc.id) });
    if (parsed.success) stored.push({ ...parsed.data, id: idOf(doc.id) });
  }
  return stored;
}

async function recompute(uid: string, section: Section, bucket: BucketId): Promise<void> {
  const month = reportMonthRef(uid, bucket.month);
  const from = Timestamp.fromDate(bucketStart(bucket));
  const to = Timestamp.fromDate(bucketEnd(bucket));
  await runTransaction(async (tx) => {
    await tx.get(month);
    const inBucket = async (collection: CollectionReference, field: string) =>
      (
        await tx.get(
          collection.where(field, '>=', from).where(field, '<', to).limit(BUCKET_READ_LIMIT),
        )
      ).docs;
    const figures =
      section === 'focus'
        ? focusBucketOf(
            storedOf(
              StoredSessionSchema,
              await inBucket(focusSessionsCollection(uid), 'startedAt'),
            ),
          )
        : doneBucketOf(
            storedOf(
              StoredCompletionSchema,
              await inBucket(completionsCollection(uid), 'completedAt'),
              itemIdOf,
            ),
          );
    // Never a whole-document set: two first buckets of a month, counted at once, would each
    // replace the other's. The merge creates the month if need be; the update replaces this
    // bucket only.
    tx.set(month, { updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    tx.update(month, new FieldPath(section, bucket.key), figures ?? FieldValue.delete());
  });
}

/** Recounts the focus of the quarter hours `instants` fall in, each once. */
export async function recomputeFocusAt(uid: string, instants: readonly Date[]): Promise<void> {
  for (const bucket of distinctBuckets(instants)) await recompute(uid, 'focus', bucket);
}

/** Recounts the completions of the quarter hours `instants` fall in, each once. */
export async function recomputeDoneAt(uid: string, instants: readonly Date[]): Promise<void> {
  for (const bucket of distinctBuckets(instants)) await recompute(uid, 'done', bucket);
}

function distinctBuckets(instants: readonly Date[]): BucketId[] {
  const buckets = new Map<string, BucketId>();
  for (const instant of instants) {
    const bucket = bucketOf(instant);
    buckets.set(`${bucket.month}/${bucket.key}`, bucket);
  }
  return [...buckets.values()];
}
