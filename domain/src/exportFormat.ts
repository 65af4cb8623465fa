// The export of an account: one JSON file, versioned, with everything the user owns, and a CSV
// per collection. Format (version 1):
//
//   {
//     "format": "pomoplan-export",
//     "version": 1,
//     "exportedAt": "2026-11-26T10:00:00.000Z",
//     "profile": { ...the user document: name, e-mail, plan, settings },
//     "collections": {
//       "projects": [{ "id": "...", ...fields }], "tasks": [...],
//       "subtasks": [{ "id": "...", "taskId": "...", ...fields }],
//       "todos": [...], "goals": [...], "groups": [...], "analyses": [...],
//       "notifications": [...], "activity": [...]
//     }
//   }
//
// Every stored time is an ISO 8601 string in UTC; every other value is as stored.
import { z } from 'zod/mini';

export const EXPORT_FORMAT = 'pomoplan-export';
export const EXPORT_VERSION = 1;

/** The collections of an export, in the order a person reads them. */
export const EXPORTED_COLLECTIONS = [
  'projects',
  'tasks',
  'subtasks',
  'todos',
  'goals',
  'groups',
  'analyses',
  'notifications',
  'activity',
] as const;
export type ExportedCollection = (typeof EXPORTED_COLLECTIONS)[number];

/** How long an export can be downloaded; then it is deleted. */
export const EXPORT_LIFETIME_HOURS = 24;

const ExportRowSchema = z.looseObject({ id: z.string() });
export type ExportRow = z.infer<typeof ExportRowSchema>;

export const ExportFileSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  collections: z.object(
    Object.fromEntries(EXPORTED_COLLECTIONS.map((name) => [name, z.array(ExportRowSchema)])) as {
      [K in ExportedCollection]: z.ZodMiniArray<typeof ExportRowSchema>;
    },
  ),
});
export type ExportFile = z.infer<typeof ExportFileSchema>;

export const ExportStatusSchema = z.object({
  id: z.string(),
  status: z.enum(['building', 'ready', 'failed']),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** Rows per collection, once ready. */
  counts: z.nullable(z.record(z.string(), z.number())),
});
export type ExportStatus = z.infer<typeof ExportStatusSchema>;

/** Which file of an export: the whole JSON, or one collection as CSV. */
export type ExportDownloadQuery =
  { format: 'json' } | { format: 'csv'; collection: ExportedCollection };

/** The name a download is saved under. */
export function exportFileName(day: string, query: ExportDownloadQuery): string {
  return query.format === 'json'
    ? `pomoplan-export-${day}.json`
    : `pomoplan-${query.collection}-${day}.csv`;
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted when needed, and a would-be formula made plain text with a leading '. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The CSV header of rows whose fields are `keys` (every key of every row, in the order met):
 * `id` first, each field once.
 */
export function csvColumns(keys: Iterable<string>): string[] {
  return [...new Set(['id', ...keys])];
}

/** One CSV line (RFC 4180, ending in CRLF): the header when given the column names. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/** A row's cells in the order of `columns`. */
export function csvCells(columns: readonly string[], row: Record<string, unknown>): unknown[] {
  return columns.map((column) => row[column]);
}
