// Everything a user owns, read from Firestore a page at a time into the export's chunks.
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  EXPORTED_COLLECTIONS,
  withDates,
  type ExportRow,
  type ExportedCollection,
} from '@pomoplan/domain';
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db, userDoc } from '../platform/firestore';
import type { ChunkWriter } from './chunks';

/** Stored data as JSON: every Timestamp an ISO string. */
const plain = (data: unknown): Record<string, unknown> =>
  JSON.parse(JSON.stringify(withDates(data) ?? {})) as Record<string, unknown>;

const rowOf = (doc: QueryDocumentSnapshot): ExportRow => ({ ...plain(doc.data()), id: doc.id });

/** Fields the server keeps for its own audit, not the user's: the operator behind a change. */
const AUDIT_FIELDS: Partial<Record<ExportedCollection, readonly string[]>> = {
  activity: ['adminUid'],
};

function withoutAuditFields(collection: ExportedCollection, row: ExportRow): ExportRow {
  const fields = AUDIT_FIELDS[collection];
  if (!fields) return row;
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => !fields.includes(key)),
  ) as ExportRow;
}

/** Documents read at a time: the most a build holds, with one chunk of text. */
const PAGE = 500;

/** Pages of `query` in the order of document ids (or paths, for a collection group). */
async function* pagesOf(
  query: Query,
  keep: (doc: QueryDocumentSnapshot) => ExportRow | null,
): AsyncGenerator<ExportRow[]> {
  let next = query.limit(PAGE);
  for (;;) {
    const page = await next.get();
    const rows = page.docs.map(keep).filter((row) => row !== null);
    if (rows.length > 0) yield rows;
    const last = page.docs.at(-1);
    if (page.size < PAGE || !last) return;
    next = next.startAfter(last);
  }
}

/** Every subtask of the user, each with the id of its task, from the collection group. */
function subtaskPages(uid: string): AsyncGenerator<ExportRow[]> {
  const owner = userDoc(uid).path;
  const query = db()
    .collectionGroup('subtasks')
    .orderBy(FieldPath.documentId())
    .startAfter(owner)
    .endBefore(`${owner}\u0000`);
  return pagesOf(query, (doc) =>
    doc.ref.path.startsWith(`${owner}/tasks/`)
      ? { ...rowOf(doc), taskId: doc.ref.parent.parent?.id ?? null }
      : null,
  );
}

function pagesOfCollection(uid: string, collection: ExportedCollection) {
  if (collection === 'subtasks') return subtaskPages(uid);
  const query = userDoc(uid).collection(collection).orderBy(FieldPath.documentId());
  return pagesOf(query, (doc) => withoutAuditFields(collection, rowOf(doc)));
}

/** The file's head: what comes before the collections. */
export interface ExportHead {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  profile: Record<string, unknown>;
}

/** Writes everything the user owns, a page at a time; answers the file's head. */
export async function collectExport(
  uid: string,
  now: Date,
  writer: ChunkWriter,
): Promise<ExportHead> {
  for (const collection of EXPORTED_COLLECTIONS) {
    await writer.begin(collection);
    for await (const rows of pagesOfCollection(uid, collection)) await writer.add(rows);
  }
  const profile = await userDoc(uid).get();
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: plain(profile.data()),
  };
}
