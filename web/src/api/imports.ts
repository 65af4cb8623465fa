// Settings › Import: the chosen file's text goes to the server, which reads it.
import { ImportPreviewSchema, type ImportPreview, type ImportRequest } from '@pomoplan/domain';
import { apiRequest } from './client';

export function previewImport(file: ImportRequest): Promise<ImportPreview> {
  return apiRequest('POST', '/api/imports/preview', ImportPreviewSchema, { body: file });
}

export function runImport(file: ImportRequest): Promise<ImportPreview> {
  return apiRequest('POST', '/api/imports', ImportPreviewSchema, { body: file });
}
