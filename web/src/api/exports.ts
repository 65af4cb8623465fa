// Exports of the account: start one, follow it, download its files.
import { ExportStatusSchema, type ExportedCollection, type ExportStatus } from '@pomoplan/domain';
import { apiFile, apiRequest, newIdempotencyKey } from './client';

export function startExport(): Promise<ExportStatus> {
  return apiRequest('POST', '/api/exports', ExportStatusSchema, {
    idempotencyKey: newIdempotencyKey(),
  });
}

export function exportStatus(id: string): Promise<ExportStatus> {
  return apiRequest('GET', `/api/exports/${encodeURIComponent(id)}`, ExportStatusSchema);
}

/** The JSON file (collection omitted) or one collection as CSV. */
export function exportFile(id: string, collection?: ExportedCollection): Promise<Blob> {
  const base = `/api/exports/${encodeURIComponent(id)}`;
  return apiFile(collection ? `${base}/csv/${collection}` : `${base}/export.json`);
}
