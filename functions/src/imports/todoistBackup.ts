// Todoist's backup: a ZIP with one project CSV per project, each named after its project. The
// browser sends it base64-encoded; the entries' sizes are checked before any is inflated, so a
// small archive cannot unpack into more than the import limit.
import { MAX_IMPORT_FILE_BYTES } from '@pomoplan/domain';
import { strFromU8, unzipSync } from 'fflate';
import { emptyDraft, ImportFileError, type ImportDraft } from './draft';
import { isTodoistCsv, parseTodoist } from './todoist';

export const BASE64_PREFIX = 'base64:';

const projectNameOf = (entry: string) =>
  (entry.split('/').pop() ?? entry)
    .replace(/\.csv$/i, '')
    .replace(/\s*\[\d+\]$/, '')
    .trim() || 'Imported';

export function parseTodoistBackup(content: string): ImportDraft {
  const bytes = Buffer.from(content.slice(BASE64_PREFIX.length), 'base64');
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(bytes), {
      filter: (file) => {
        if (!/\.csv$/i.test(file.name)) return false;
        total += file.originalSize;
        if (total > MAX_IMPORT_FILE_BYTES) {
          throw new ImportFileError([{ line: 0, reason: 'The backup unpacks to more than 5 MB' }]);
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError([{ line: 0, reason: 'The ZIP file cannot be opened' }]);
  }
  const draft = emptyDraft('todoist');
  for (const [name, data] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
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
