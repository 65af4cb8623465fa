// Pomoplan's own export file (domain's format) read back: its ids are the keys, so importing an
// export into the account it came from creates nothing twice.
import { ExportFileSchema } from '@pomoplan/domain';
import { checkSize } from './csv';
import { ImportFileError, type ImportDraft } from './draft';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function parsePomoplanExport(json: string): ImportDraft {
  checkSize(json);
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new ImportFileError([{ line: 1, reason: `Not JSON: ${(error as Error).message}` }]);
  }
  const parsed = ExportFileSchema.safeParse(data);
  if (!parsed.success) {
    throw new ImportFileError([{ line: 1, reason: 'Not a Pomoplan export (format version 1)' }]);
  }
  const { collections } = parsed.data;
  return {
    source: 'pomoplan',
    projects: collections.projects.map((row) => ({ key: row.id, name: text(row.name) ?? row.id })),
    tasks: collections.tasks.map((row) => ({
      key: row.id,
      projectKey: text(row.projectId) ?? '',
      title: text(row.title) ?? '',
      description: text(row.description),
      dueDate: text(row.dueDate),
      recurrenceRule: text(row.recurrenceRule),
      isCompleted: row.isCompleted === true,
    })),
    subtasks: collections.subtasks.map((row) => ({
      key: row.id,
      taskKey: text(row.taskId) ?? '',
      title: text(row.title) ?? '',
      isCompleted: row.isCompleted === true,
    })),
    repeatsKeptAsText: 0,
  };
}
