// Where the reports keep their rollups: one document a UTC month of quarter-hour buckets, and
// one completion record per completed task or todo that the done buckets are counted from.
// Both are written by the server only (firestore.rules keeps them closed to clients).
import { CompletionSchema, FocusSessionSchema } from '@pomoplan/domain';
import {
  Timestamp,
  type CollectionReference,
  type DocumentReference,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { userDoc } from '../platform/firestore';

/** users/{uid}/reportMonths/{yyyy-MM}. */
export const reportMonthsCollection = (uid: string): CollectionReference =>
  userDoc(uid).collection('reportMonths');
export const reportMonthRef = (uid: string, month: string): DocumentReference =>
  reportMonthsCollection(uid).doc(month);

/** users/{uid}/reportDone/{task-id | todo-id}. */
export const completionsCollection = (uid: string): CollectionReference =>
  userDoc(uid).collection('reportDone');
export const completionRef = (uid: string, kind: 'task' | 'todo', id: string): DocumentReference =>
  completionsCollection(uid).doc(`${kind}-${id}`);

/** The task's or todo's own id, from its completion record's id. */
export const itemIdOf = (recordId: string): string => recordId.replace(/^(task|todo)-/, '');

const date = z.instanceof(Timestamp).transform((at) => at.toDate());

/** A focus session as stored (Firestore Timestamps), as the trigger and the recount read it. */
export const StoredSessionSchema = z.object({
  ...FocusSessionSchema.shape,
  startedAt: date,
  endedAt: date,
  createdAt: z.unknown(),
  updatedAt: z.unknown(),
});

/** A completion record as stored, as the trigger and the recount read it. */
export const StoredCompletionSchema = z.object({ ...CompletionSchema.shape, completedAt: date });
