// Which product a chosen file comes from, read from its content (never trusted from its name).
import { parsePomoplanExport } from './pomoplanExport';
import { parseTickTick, tickTickHeaderLine } from './ticktick';
import { BASE64_PREFIX, parseTodoistBackup } from './todoistBackup';
import { isTodoistCsv, parseTodoist } from './todoist';
import { ImportFileError, type ImportDraft } from './draft';

/** The project a Todoist CSV fills is named after its file: 'Thesis.csv' → 'Thesis'. */
const projectNameOf = (fileName: string) =>
  fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[\\/]/g, ' ')
    .trim()
    .slice(0, 100) || 'Imported';

export function parseImportFile(fileName: string, content: string): ImportDraft {
  if (content.startsWith(BASE64_PREFIX)) return parseTodoistBackup(content);
  const start = content.trimStart();
  if (start.startsWith('{')) return parsePomoplanExport(content);
  if (isTodoistCsv(start.split(/\r\n|\n|\r/, 1)[0] ?? '')) {
    return parseTodoist(content, projectNameOf(fileName));
  }
  if (tickTickHeaderLine(content) > 0) return parseTickTick(content);
  throw new ImportFileError([
    {
      line: 1,
      reason:
        'Not a file Pomoplan can import: choose a Todoist project CSV or backup ZIP, a TickTick backup CSV or a Pomoplan export',
    },
  ]);
}
