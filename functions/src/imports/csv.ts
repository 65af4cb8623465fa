// Reading an import CSV with papaparse, within the limits: rows as records keyed by header,
// each with its line in the file, and every unreadable line named. Nothing in a cell is ever
// evaluated; cells are text.
import { MAX_IMPORT_FILE_BYTES } from '@pomoplan/domain';
import Papa from 'papaparse';
import { ImportFileError, type ImportProblem } from './draft';

export const MAX_IMPORT_ROWS = 20_000;

export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

export function checkSize(text: string): void {
  if (Buffer.byteLength(text, 'utf8') > MAX_IMPORT_FILE_BYTES) {
    throw new ImportFileError([{ line: 1, reason: 'The file is larger than 5 MB' }]);
  }
}

/** Parses `text` whose header is on line `headerLine` (1-based); blank lines are skipped. */
export function readCsv(text: string, headerLine = 1): CsvRow[] {
  checkSize(text);
  const lines = text.split(/\r\n|\n|\r/);
  const body = lines.slice(headerLine - 1).join('\n');
  const parsed = Papa.parse<string[]>(body, { skipEmptyLines: false });
  const [header, ...records] = parsed.data;
  const problems: ImportProblem[] = parsed.errors
    .filter((error) => error.code !== 'UndetectableDelimiter')
    .map((error) => ({ line: headerLine + (error.row ?? 0), reason: error.message }));
  if (!header) throw new ImportFileError([{ line: headerLine, reason: 'The file is empty' }]);
  const names = header.map((name) => name.replace(/^\uFEFF/, '').trim());
  const rows: CsvRow[] = [];
  // Papaparse counts records, not lines: a quoted cell may span lines, so lines are counted here.
  let line = headerLine + 1;
  for (const record of records) {
    const span = record.join(',').split(/\r\n|\n|\r/).length;
    const blank = record.length === 1 && record[0]?.trim() === '';
    if (!blank) {
      if (record.length !== names.length) {
        problems.push({
          line,
          reason: `Expected ${names.length} columns, found ${record.length}`,
        });
      } else {
        rows.push({
          line,
          cells: Object.fromEntries(names.map((name, i) => [name, record[i] ?? ''])),
        });
      }
    }
    line += span;
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    problems.unshift({
      line: 0,
      reason: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`,
    });
  }
  if (problems.length > 0) throw new ImportFileError(problems.slice(0, 20));
  return rows;
}
