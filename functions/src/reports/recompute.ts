// Counts one account's report months again from scratch: the completion records from its
// completed tasks and todos, then every bucket from the sessions and records. For a change of
// the rollups' logic (REPORT_ROLLUP_VERSION); the triggers keep the figures after that.
import {
  bucketOf,
  doneBucketOf,
  focusBucketOf,
  REPORT_ROLLUP_VERSION,
  type DoneBucket,
  type FocusBucket,
} from '@pomoplan/domain';
import {
  FieldValue,
  type CollectionReference,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import { focusSessionsCollection } from '../focus/focusStore';
import { db, userDoc } from '../platform/firestore';
import { tasksCollection, todosCollection } from '../platform/refs';
import { COMPLETED_FIELD, followCompletion } from './completions';
import {
  completionsCollection,
  itemIdOf,
  reportMonthsCollection,
  StoredCompletionSchema,
  StoredSessionSchema,
} from './reportStore';

const PAGE = 1000;
/** Beyond these, an account is not a person's: the rest is left to the triggers. */
const MAX_PAGES = 50;

/** Every document of `query` (ordered by `field`), a page at a time. */
async function* pages(query: Query, field: string): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const ordered = query.orderBy(field).limit(PAGE);
    const snapshot = await (last ? ordered.startAfter(last) : ordered).get();
    if (snapshot.empty) return;
    yield snapshot.docs;
    if (snapshot.size < PAGE) return;
    last = snapshot.docs[snapshot.size - 1];
  }
}

/** The records of every completed task and todo, and none of those reopened. */
async function recountCompletions(uid: string): Promise<void> {
  const sources: [CollectionReference, 'task' | 'todo'][] = [
    [tasksCollection(uid), 'task'],
    [todosCollection(uid), 'todo'],
  ];
  for (const [collection, kind] of sources) {
    const done = collection.where(COMPLETED_FIELD[kind], '==', true);
    for await (const docs of pages(done, '__name__')) {
      // As if each had just been written completed: a record it has keeps its time.
      for (const doc of docs) await followCompletion(uid, kind, undefined, doc, new Date());
    }
  }
  for await (const records of pages(completionsCollection(uid), '__name__')) {
    for (const record of records) {
      const kind = record.get('kind') === 'todo' ? 'todo' : 'task';
      const source = kind === 'task' ? tasksCollection(uid) : todosCollection(uid);
      const item = await source.doc(itemIdOf(record.id)).get();
      // A completed item deleted since stays counted as work done; a reopened one does not.
      const reopened = item.exists && item.get(COMPLETED_FIELD[kind]) !== true;
      if (reopened) await record.ref.delete();
    }
  }
}

/** Groups what `read` yields by month and bucket key. */
function grouped<T>(items: readonly { at: Date; item: T }[]) {
  const months = new Map<string, Map<string, T[]>>();
  for (const { at, item } of items) {
    const { month, key } = bucketOf(at);
    const buckets = months.get(month) ?? new Map<string, T[]>();
    buckets.set(key, [...(buckets.get(key) ?? []), item]);
    months.set(month, buckets);
  }
  return months;
}

export type RecountSummary = Record<'sessions' | 'completions' | 'months', number>;

/** Null when the account is gone. */
export async function recomputeReports(uid: string): Promise<RecountSummary | null> {
  if (!(await userDoc(uid).get()).exists) return null;
  await recountCompletions(uid);
  const sessions: { at: Date; item: z.output<typeof StoredSessionSchema> }[] = [];
  for await (const docs of pages(focusSessionsCollection(uid), 'startedAt')) {
    for (const doc of docs) {
      const session = StoredSessionSchema.safeParse({ ...doc.data(), id: doc.id });
      if (session.success) sessions.push({ at: session.data.startedAt, item: session.data });
    }
  }
  const records: { at: Date; item: z.output<typeof StoredCompletionSchema> & { id: string } }[] =
    [];
  for await (const docs of pages(completionsCollection(uid), 'completedAt')) {
    for (const doc of docs) {
      const record = StoredCompletionSchema.safeParse(doc.data());
      if (record.success) {
        records.push({
          at: record.data.completedAt,
          item: { ...record.data, id: itemIdOf(doc.id) },
        });
      }
    }
  }
  const focus = grouped(sessions);
  const done = grouped(records);
  const months = new Set([...focus.keys(), ...done.keys()]);
  const writer = db().bulkWriter();
  for (const month of months) {
    const focusBuckets: Record<string, FocusBucket> = {};
    for (const [key, items] of focus.get(month) ?? []) {
      const bucket = focusBucketOf(items);
      if (bucket) focusBuckets[key] = bucket;
    }
    const doneBuckets: Record<string, DoneBucket> = {};
    for (const [key, items] of done.get(month) ?? []) {
      const bucket = doneBucketOf(items);
      if (bucket) doneBuckets[key] = bucket;
    }
    void writer.set(reportMonthsCollection(uid).doc(month), {
      focus: focusBuckets,
      done: doneBuckets,
      version: REPORT_ROLLUP_VERSION,
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  for (const stale of (await reportMonthsCollection(uid).select().get()).docs) {
    if (!months.has(stale.id)) void writer.delete(stale.ref);
  }
  void writer.set(userDoc(uid), { reportsVersion: REPORT_ROLLUP_VERSION }, { merge: true });
  await writer.close();
  return { sessions: sessions.length, completions: records.length, months: months.size };
}
