// The export routes' work: start one, report its status, hand out its files until it expires.
import type { ExportDownloadQuery, ExportStatus } from '@pomoplan/domain';
import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { serverTime } from '../platform/firestore';
import { enqueueExport } from './queue';
import { exportRef, exportsCollection } from './refs';
import { exportCsv, exportJson } from './chunks';
import { expiryFrom, storedFile } from './store';

const iso = (value: unknown) => (value as Timestamp).toDate().toISOString();

/**
 * How long an export may stay building. Its task gives up after three runs of at most five
 * minutes each and their waits (under 20 minutes); one still building after this never ran or
 * failed every time, and is reported failed so that the page offers to try again.
 */
export const EXPORT_BUILD_LIMIT_MS = 30 * 60_000;

/** 'building' past the limit is 'failed': the task that would finish it is gone. */
export function statusAt(stored: unknown, createdAt: Timestamp | undefined, now: number) {
  const status = stored as ExportStatus['status'];
  const stuck =
    status === 'building' && (!createdAt || now - createdAt.toMillis() > EXPORT_BUILD_LIMIT_MS);
  return stuck ? 'failed' : status;
}

export async function startExport(uid: string, now = new Date()): Promise<ExportStatus> {
  const ref = exportsCollection(uid).doc();
  const expiresAt = expiryFrom(now);
  await ref.create({ status: 'building', createdAt: serverTime(), expiresAt, counts: null });
  await enqueueExport({ uid, exportId: ref.id });
  return {
    id: ref.id,
    status: 'building',
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toDate().toISOString(),
    counts: null,
  };
}

/** The status its document tells; null when there is none (or it has expired). */
function statusOf(id: string, snapshot: DocumentSnapshot): ExportStatus | null {
  const expiresAt = snapshot.get('expiresAt') as Timestamp | undefined;
  if (!snapshot.exists || !expiresAt || expiresAt.toMillis() <= Date.now()) return null;
  const createdAt = snapshot.get('createdAt') as Timestamp | undefined;
  return {
    id,
    status: statusAt(snapshot.get('status'), createdAt, Date.now()),
    createdAt: iso(createdAt ?? expiresAt),
    expiresAt: iso(expiresAt),
    counts: (snapshot.get('counts') as Record<string, number> | null) ?? null,
  };
}

/** The export's status; null when there is none (or it has expired). */
export async function exportStatus(uid: string, id: string): Promise<ExportStatus | null> {
  return statusOf(id, await exportRef(uid, id).get());
}

/**
 * The file asked for, as pieces of text read a chunk at a time, or null while there is none
 * ready (building, expired, unknown).
 */
export async function exportDownload(
  uid: string,
  id: string,
  query: ExportDownloadQuery,
): Promise<AsyncIterable<string> | null> {
  const snapshot = await exportRef(uid, id).get();
  if (statusOf(id, snapshot)?.status !== 'ready') return null;
  const file = storedFile(uid, id, snapshot);
  if (!file) return null;
  return query.format === 'json'
    ? exportJson(file.head, file.read, file.parts)
    : exportCsv(file.read, file.parts[query.collection]);
}
