// Todoist's backup: a ZIP with one project CSV per project, each named after its project. The
// browser sends it base64-encoded; it is read within bounds (boundedZip.ts), so that no archive
// unpacks into more than the import limit, whatever its entries claim.
import { MAX_IMPORT_FILE_BYTES } from '@pomoplan/domain';
import { strFromU8 } from 'fflate';
import { readBoundedZip, ZipRefusal } from './boundedZip';
import { emptyDraft, ImportFileError, type ImportDraft } from './draft';
import { isTodoistCsv, parseTodoist } from './todoist';

export const BASE64_PREFIX = 'base64:';

/** Files in one backup: one a project, far more projects than anyone keeps. */
export const MAX_BACKUP_ENTRIES = 1_000;

const projectNameOf = (entry: string) =>
  (entry.split('/').pop() ?? entry)
    .replace(/\.csv$/i, '')
    .replace(/\s*\[\d+\]$/, '')
    .trim() || 'Imported';

export function parseTodoistBackup(content: string): ImportDraft {
  const bytes = Buffer.from(content.slice(BASE64_PREFIX.length), 'base64');
  let files: Map<string, Uint8Array>;
  try {
    files = readBoundedZip(
      new Uint8Array(bytes),
      (name) => /\.csv$/i.test(name),
      { maxEntries: MAX_BACKUP_ENTRIES, maxUnpackedBytes: MAX_IMPORT_FILE_BYTES },
      'The backup unpacks to more than 5 MB',
    );
  } catch (error) {
    if (error instanceof ZipRefusal)
      throw new ImportFileError([{ line: 0, reason: error.message }]);
    throw error;
  }
  const draft = emptyDraft('todoist');
  for (const [name, data] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const text = strFromU8(data);
    if (!isTodoistCsv(text.split(/\r\n|\n|\r/, 1)[0] ?? '')) continue;
    let part: ImportDraft;
    try {
      part = parseTodoist(text, projectNameOf(name));
    } catch (error) {
      if (!(error instanceof ImportFileError)) throw error;
      throw new ImportFileError(
        error.problems.map((problem) => ({ ...problem, reason: `${name}: ${problem.reason}` })),
      );
    }
    draft.projects.push(...part.projects);
    draft.tasks.push(...part.tasks);
    draft.subtasks.push(...part.subtasks);
    draft.repeatsKeptAsText += part.repeatsKeptAsText;
    draft.sectionsKeptAsText += part.sectionsKeptAsText;
  }
  if (draft.projects.length === 0) {
    throw new ImportFileError([{ line: 0, reason: 'The ZIP file holds no Todoist project CSV' }]);
  }
  return draft;
}
