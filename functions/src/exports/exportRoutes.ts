// Settings › Export: POST /api/exports starts building an export (a task), GET /api/exports/{id}
// follows it, and its files are downloaded with the signed-in user's token until it expires.
import {
  EXPORT_LIFETIME_HOURS,
  EXPORTED_COLLECTIONS,
  exportFileName,
  ExportStatusSchema,
  todayIn,
  type ExportDownloadQuery,
} from '@pomoplan/domain';
import type { Response } from 'express';
import { exportDownload, exportStatus, startExport } from './service';
import { HttpError } from '../platform/http/errors';
import { route, StreamAnswer } from '../platform/http/route';

const NOT_FOUND = 'Export not found';
const NOT_READY =
  'This export is not ready, or it has expired. Wait a moment, or start a new export.';

function download(
  res: Response,
  query: ExportDownloadQuery,
  pieces: AsyncIterable<string> | null,
): StreamAnswer {
  if (pieces === null) throw new HttpError(404, NOT_READY);
  const name = exportFileName(todayIn('UTC'), query);
  res.set('Content-Disposition', `attachment; filename="${name}"`);
  return new StreamAnswer(pieces);
}

export const exportsRoutes = [
  route(
    {
      method: 'post',
      path: '/exports',
      access: 'user',
      tag: 'account',
      summary: 'Start an export of everything the user owns',
      description: `Built by a task; its files can be downloaded for ${EXPORT_LIFETIME_HOURS} hours.`,
      response: ExportStatusSchema,
      status: 202,
      idempotent: true,
    },
    ({ uid }) => startExport(uid),
  ),
  route(
    {
      method: 'get',
      path: '/exports/:id',
      access: 'user',
      tag: 'account',
      summary: 'Where an export stands: building, ready (with its counts) or failed',
      response: ExportStatusSchema,
      notFound: NOT_FOUND,
    },
    async ({ uid, params }) => {
      const status = await exportStatus(uid, params.id);
      if (!status) throw new HttpError(404, NOT_FOUND);
      return status;
    },
  ),
  route(
    {
      method: 'get',
      path: '/exports/:id/export.json',
      access: 'user',
      tag: 'account',
      summary: 'The export as one JSON file (format pomoplan-export, version 1)',
      contentType: 'application/json; charset=utf-8',
      notFound: NOT_READY,
    },
    async ({ uid, params, res }) =>
      download(res, { format: 'json' }, await exportDownload(uid, params.id, { format: 'json' })),
  ),
  route(
    {
      method: 'get',
      path: '/exports/:id/csv/:collection',
      access: 'user',
      tag: 'account',
      summary: `One collection of the export as CSV: ${EXPORTED_COLLECTIONS.join(', ')}`,
      contentType: 'text/csv; charset=utf-8',
      notFound: NOT_READY,
    },
    async ({ uid, params, res }) => {
      const collection = EXPORTED_COLLECTIONS.find((name) => name === params.collection);
      if (!collection) throw new HttpError(404, NOT_READY);
      const query = { format: 'csv', collection } as const;
      return download(res, query, await exportDownload(uid, params.id, query));
    },
  ),
];
