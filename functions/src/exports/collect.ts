// Everything a user owns, read from Firestore into the export file's shape (domain's format).
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  EXPORTED_COLLECTIONS,
  withDates,
  type ExportFile,
  type ExportRow,
  type ExportedCollection,
} from '@pomoplan/domain';
import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db, userDoc } from '../platform/firestore';

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

const PAGE = 1000;

/** Every subtask of the user, each with the id of its task, in pages of the collection group. */
async function subtasksOf(uid: string): Promise<ExportRow[]> {
  const owner = userDoc(uid).path;
  const rows: ExportRow[] = [];
  let query = db()
    .collectionGroup('subtasks')
    .orderBy(FieldPath.documentId())
    .startAfter(owner)
    .endBefore(`${owner}\u0000`)
    .limit(PAGE);
  for (;;) {
    const page = await query.get();
    for (const doc of page.docs) {
      if (!doc.ref.path.startsWith(`${owner}/tasks/`)) continue;
      rows.push({ ...rowOf(doc), taskId: doc.ref.parent.parent?.id ?? null });
    }
    const last = page.docs.at(-1);
    if (page.size < PAGE || !last) return rows;
    query = query.startAfter(last.ref.path);
  }
}

async function rowsOf(uid: string, collection: ExportedCollection): Promise<ExportRow[]> {
  if (collection === 'subtasks') return subtasksOf(uid);
  return (await userDoc(uid).collection(collection).get()).docs.map((doc) =>
    withoutAuditFields(collection, rowOf(doc)),
  );
}

export async function collectExport(uid: string, now: Date): Promise<ExportFile> {
  const [profile, ...lists] = await Promise.all([
    userDoc(uid).get(),
    ...EXPORTED_COLLECTIONS.map((collection) => rowsOf(uid, collection)),
  ]);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: plain(profile.data()),
    collections: Object.fromEntries(
      EXPORTED_COLLECTIONS.map((collection, index) => [collection, lists[index] ?? []]),
    ) as ExportFile['collections'],
  };
}
