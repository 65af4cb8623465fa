import { withDates } from '@pomoplan/domain';
import {
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import type { z } from 'zod/mini';

/**
 * A converter that parses every document with its domain schema, with the document id as
 * `id`. Pending server timestamps read as the local estimate, so a fresh write renders at once.
 * Writes go through the data modules' verbs, which build their own payloads.
 */
export function zodConverter<S extends z.ZodMiniType>(
  schema: S,
): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (value) => value as DocumentData,
    fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) {
      const data = snapshot.data({ ...options, serverTimestamps: 'estimate' });
      return schema.parse({ ...(withDates(data) as object), id: snapshot.id });
    },
  };
}
