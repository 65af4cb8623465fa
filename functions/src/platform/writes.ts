// Write helpers shared by the collection modules.
import type {
  DocumentReference,
  FirestoreDataConverter,
  Query,
  Transaction,
  UpdateData,
  DocumentData,
} from 'firebase-admin/firestore';
import { InvalidInputError } from './errors';
import { db, definedFields, GRPC_NOT_FOUND, hasGrpcCode, serverTime } from './firestore';

/** Reads a document just written, so the answer shows the stored server timestamps. */
export async function readBack<T>(
  ref: DocumentReference,
  converter: FirestoreDataConverter<T>,
): Promise<T> {
  const value = (await ref.withConverter(converter).get()).data();
  if (value === undefined) throw new Error(`${ref.path} vanished right after it was written`);
  return value;
}

/** Updates the given fields and updatedAt; null when the document does not exist. */
export async function updateEntity<T>(
  ref: DocumentReference,
  converter: FirestoreDataConverter<T>,
  fields: Record<string, unknown>,
): Promise<T | null> {
  const data: UpdateData<DocumentData> = { ...definedFields(fields), updatedAt: serverTime() };
  try {
    await ref.update(data);
  } catch (error) {
    if (hasGrpcCode(error, GRPC_NOT_FOUND)) return null;
    throw error;
  }
  return readBack(ref, converter);
}

/** Deletes a document that must exist; false when it did not. */
export async function deleteExisting(ref: DocumentReference): Promise<boolean> {
  try {
    await ref.delete({ exists: true });
    return true;
  } catch (error) {
    if (hasGrpcCode(error, GRPC_NOT_FOUND)) return false;
    throw error;
  }
}

/** Inside a transaction: refuses a body that names a document the caller does not have. */
export async function assertReference(
  tx: Transaction,
  ref: DocumentReference,
  message: string,
): Promise<void> {
  if (!(await tx.get(ref)).exists) throw new InvalidInputError(message);
}

const BATCH_SIZE = 400;

/**
 * Applies `fields` to every document of `query`, a batch at a time, until none is left. The
 * update must take the documents out of the query, or this would not end.
 */
export async function updateAllMatching(
  query: Query,
  fields: Record<string, unknown>,
): Promise<void> {
  for (;;) {
    const snapshot = await query.select().limit(BATCH_SIZE).get();
    if (snapshot.empty) return;
    const batch = db().batch();
    for (const doc of snapshot.docs) batch.update(doc.ref, { ...fields, updatedAt: serverTime() });
    await batch.commit();
  }
}

/** Deletes every document of `query` with its subcollections, until none is left. */
export async function deleteAllMatching(query: Query): Promise<void> {
  for (;;) {
    const snapshot = await query.select().limit(BATCH_SIZE).get();
    if (snapshot.empty) return;
    await Promise.all(snapshot.docs.map((doc) => db().recursiveDelete(doc.ref)));
  }
}
