// The export routes' work: start one, report its status, hand out its files until it expires.
import {
  ExportFileSchema,
  toCsv,
  type ExportDownloadQuery,
  type ExportStatus,
} from '@pomoplan/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { serverTime } from '../services/firestore';
import { enqueueExport } from './queue';
import { exportRef, exportsCollection } from './refs';
import { expiryFrom, readExportFile } from './store';

const iso = (value: unknown) => (value as Timestamp).toDate().toISOString();

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

/** The export's status; null when there is none (or it has expired). */
export async function exportStatus(uid: string, id: string): Promise<ExportStatus | null> {
  const snapshot = await exportRef(uid, id).get();
  const expiresAt = snapshot.get('expiresAt') as Timestamp | undefined;
  if (!snapshot.exists || !expiresAt || expiresAt.toMillis() <= Date.now()) return null;
  return {
    id,
    status: snapshot.get('status') as ExportStatus['status'],
    createdAt: iso(snapshot.get('createdAt') ?? expiresAt),
    expiresAt: iso(expiresAt),
    counts: (snapshot.get('counts') as Record<string, number> | null) ?? null,
  };
}

/** The file asked for, or null while there is none ready (building, expired, unknown). */
export async function exportDownload(
  uid: string,
  id: string,
  query: ExportDownloadQuery,
): Promise<string | null> {
  const status = await exportStatus(uid, id);
  if (status?.status !== 'ready') return null;
  const chunks = (await exportRef(uid, id).get()).get('chunks') as number;
  const text = await readExportFile(uid, id, chunks);
  if (query.format === 'json') return text;
  const file = ExportFileSchema.parse(JSON.parse(text));
  return toCsv(file.collections[query.collection]);
}
