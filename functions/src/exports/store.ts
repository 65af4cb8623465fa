// An export's JSON file, stored in chunks under its status document and read back whole.
import { EXPORT_LIFETIME_HOURS, type ExportFile } from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db, serverTime } from '../platform/firestore';
import { chunksCollection, exportRef } from './refs';

/** Characters per chunk: at most 3 bytes each in UTF-8, well under a document's 1 MiB. */
const CHUNK_CHARS = 300_000;

export const expiryFrom = (now: Date) =>
  Timestamp.fromMillis(now.getTime() + EXPORT_LIFETIME_HOURS * 3_600_000);

/** Splits text into chunks, never between the two halves of a surrogate pair. */
export function chunksOf(text: string): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + CHUNK_CHARS, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

export async function storeExport(uid: string, id: string, file: ExportFile): Promise<void> {
  const ref = exportRef(uid, id);
  const expiresAt = (await ref.get()).get('expiresAt') as Timestamp;
  const chunks = chunksOf(JSON.stringify(file));
  // A chunk is up to a megabyte: a few per batch keep each commit small.
  for (let index = 0; index < chunks.length; index += 4) {
    const batch = db().batch();
    chunks.slice(index, index + 4).forEach((data, offset) => {
      batch.set(chunksCollection(uid, id).doc(String(index + offset)), { data, expiresAt });
    });
    await batch.commit();
  }
  const counts = Object.fromEntries(
    Object.entries(file.collections).map(([name, rows]) => [name, rows.length]),
  );
  await ref.update({ status: 'ready', chunks: chunks.length, counts, builtAt: serverTime() });
}

export async function readExportFile(uid: string, id: string, chunks: number): Promise<string> {
  const refs = Array.from({ length: chunks }, (_, index) =>
    chunksCollection(uid, id).doc(String(index)),
  );
  const snapshots = refs.length > 0 ? await db().getAll(...refs) : [];
  return snapshots.map((snapshot) => String(snapshot.get('data') ?? '')).join('');
}
