// Bounded lists in creation order (or newest first), paged with a (createdAt, id) cursor so
// that documents created in the same instant are neither skipped nor repeated.
import { FieldPath, Timestamp, type Query } from 'firebase-admin/firestore';
import { readableDocs } from './firestore';

export interface PageCursor {
  createdAt: Timestamp;
  id: string;
}

export interface PageRequest {
  limit: number;
  cursor: PageCursor | null;
}

export interface Page<T> {
  items: T[];
  /** Where the next page starts, or null on the last page. */
  next: PageCursor | null;
}

export async function listPage<T>(
  query: Query<T>,
  { limit, cursor }: PageRequest,
  direction: 'asc' | 'desc' = 'asc',
): Promise<Page<T>> {
  let ordered = query.orderBy('createdAt', direction).orderBy(FieldPath.documentId(), direction);
  if (cursor) ordered = ordered.startAfter(cursor.createdAt, cursor.id);
  // One extra document tells whether another page exists without a second query.
  const snapshot = await ordered.limit(limit + 1).get();
  const docs = snapshot.docs.slice(0, limit);
  const last = docs.at(-1);
  const createdAt: unknown = last?.get('createdAt');
  const next =
    snapshot.docs.length > limit && last && createdAt instanceof Timestamp
      ? { createdAt, id: last.id }
      : null;
  return { items: readableDocs(docs), next };
}
