// An export's file, kept in chunks under its status document (chunks.ts tells their layout):
// written as the build reads the account, read back one chunk at a time for a download.
import { EXPORT_LIFETIME_HOURS, EXPORTED_COLLECTIONS } from '@pomoplan/domain';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { serverTime } from '../platform/firestore';
import { ChunkWriter, type ChunkIndex, type ChunkRange, type ReadChunk } from './chunks';
import { collectExport, type ExportHead } from './collect';
import { chunksCollection, exportRef } from './refs';

export const expiryFrom = (now: Date) =>
  Timestamp.fromMillis(now.getTime() + EXPORT_LIFETIME_HOURS * 3_600_000);

/** Builds the export's chunks from the account and marks it ready. */
export async function buildExport(uid: string, id: string, now: Date): Promise<void> {
  const ref = exportRef(uid, id);
  const expiresAt = (await ref.get()).get('expiresAt') as Timestamp;
  const writer = new ChunkWriter((index, collection, data) =>
    chunksCollection(uid, id)
      .doc(String(index))
      .set({ collection, data, expiresAt })
      .then(() => undefined),
  );
  const head = await collectExport(uid, now, writer);
  const { chunks, parts, counts } = await writer.finish();
  await ref.update({
    status: 'ready',
    head: JSON.stringify(head),
    chunks,
    parts,
    counts,
    builtAt: serverTime(),
  });
}

/** What a ready export's status document says of its file. */
export interface StoredFile {
  head: ExportHead;
  parts: ChunkIndex['parts'];
  read: ReadChunk;
}

function isRange(value: unknown): value is ChunkRange {
  if (typeof value !== 'object' || value === null) return false;
  const { first, next } = value as Record<string, unknown>;
  return Number.isInteger(first) && Number.isInteger(next);
}

/**
 * The stored file of a ready export, or null when its status document does not describe one
 * (an export built before files were kept a collection at a time: it answers as not ready).
 */
export function storedFile(uid: string, id: string, status: DocumentSnapshot): StoredFile | null {
  const head: unknown = status.get('head');
  const parts: unknown = status.get('parts');
  if (typeof head !== 'string' || typeof parts !== 'object' || parts === null) return null;
  const ranges = parts as Record<string, unknown>;
  if (!EXPORTED_COLLECTIONS.every((collection) => isRange(ranges[collection]))) return null;
  return {
    head: JSON.parse(head) as ExportHead,
    parts: ranges as ChunkIndex['parts'],
    read: async (index) =>
      String((await chunksCollection(uid, id).doc(String(index)).get()).get('data') ?? ''),
  };
}
