// TickTick's CSV backup: a header block (Date, Version, the Status legend), then the columns
// Folder Name, List Name, Title, Kind, Tags, Content, Is Checklist, Start Date, Due Date,
// Reminder, Repeat, Priority, Status, Created Time, Completed Time, Order, Timezone, Is All Day,
// Is Floating, Column Name, Column Order, View Mode, taskId, parentId. Each list is a project;
// a row with a parentId, and each item of a checklist, is a subtask; Status 1 or 2 is done.
import { isValidTimeZone, wallTimeIn } from '@pomoplan/domain';
import { readCsv } from './csv';
import {
  emptyDraft,
  ImportFileError,
  stableKey,
  withRepeatText,
  type DraftProject,
  type DraftTask,
  type ImportDraft,
  type ImportProblem,
} from './draft';

/** The line (1-based) of the column header, after the header block; 0 when there is none. */
export function tickTickHeaderLine(text: string): number {
  const lines = text.split(/\r\n|\n|\r/, 200);
  const index = lines.findIndex((line) => /^\uFEFF?"?Folder Name"?,"?List Name"?,/.test(line));
  return index + 1;
}

/** An RRULE of FREQ and INTERVAL only (WKST aside) is ours; anything more is kept as text. */
function ruleOf(repeat: string): string | null {
  const parts = repeat
    .replace(/^RRULE:/i, '')
    .split(';')
    .filter(Boolean);
  const values = new Map(parts.map((part) => part.split('=') as [string, string]));
  values.delete('WKST');
  const freq = values.get('FREQ');
  const interval = Number(values.get('INTERVAL') ?? '1');
  const onlyOurs = [...values.keys()].every((key) => key === 'FREQ' || key === 'INTERVAL');
  return onlyOurs && freq && /^(DAILY|WEEKLY|MONTHLY|YEARLY)$/.test(freq) && interval >= 1
    ? `FREQ=${freq};INTERVAL=${interval}`
    : null;
}

/** The due instant's calendar day in the task's own zone. */
function dayOf(due: string, zone: string): string | null | undefined {
  if (due.trim() === '') return null;
  const instant = new Date(due.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(instant.getTime())) return undefined;
  return wallTimeIn(instant, isValidTimeZone(zone) ? zone : 'UTC').day;
}

const CHECKLIST_ITEM = /^([▫▪])(.*)$/u;

export function parseTickTick(text: string): ImportDraft {
  const headerLine = tickTickHeaderLine(text);
  if (headerLine === 0) {
    throw new ImportFileError([{ line: 1, reason: 'No "Folder Name","List Name",… header found' }]);
  }
  const rows = readCsv(text, headerLine);
  const problems: ImportProblem[] = [];
  const draft = emptyDraft('ticktick');
  const projects = new Map<string, DraftProject>();
  const tasksById = new Map<string, DraftTask>();
  const children: { line: number; parentId: string; title: string; done: boolean; id: string }[] =
    [];
  for (const { line, cells } of rows) {
    const title = cells.Title?.trim() ?? '';
    const list = cells['List Name']?.trim() || 'Inbox';
    const id = cells.taskId?.trim() || String(line);
    const done = cells.Status === '1' || cells.Status === '2';
    if (title === '') {
      problems.push({ line, reason: 'A task has no Title' });
      continue;
    }
    if (cells.parentId?.trim()) {
      children.push({ line, parentId: cells.parentId.trim(), title, done, id });
      continue;
    }
    let project = projects.get(list);
    if (!project) {
      project = { key: stableKey('ticktick', list), name: list };
      projects.set(list, project);
      draft.projects.push(project);
    }
    const dueDate = dayOf(cells['Due Date'] ?? '', cells.Timezone ?? 'UTC');
    if (dueDate === undefined) {
      problems.push({ line, reason: `Due Date "${cells['Due Date']}" is not a date` });
      continue;
    }
    const repeat = cells.Repeat?.trim() ?? '';
    const rule = repeat ? ruleOf(repeat) : null;
    if (repeat && !rule) draft.repeatsKeptAsText += 1;
    const checklist = cells['Is Checklist']?.trim().toUpperCase() === 'Y';
    const content = checklist ? '' : (cells.Content?.trim() ?? '');
    const task: DraftTask = {
      key: stableKey('ticktick', id),
      projectKey: project.key,
      title,
      description: repeat && !rule ? withRepeatText(content || null, repeat) : content || null,
      dueDate,
      recurrenceRule: rule,
      isCompleted: done,
    };
    tasksById.set(id, task);
    draft.tasks.push(task);
    if (checklist) {
      (cells.Content ?? '').split(/\r\n|\n|\r/).forEach((item, index) => {
        const match = CHECKLIST_ITEM.exec(item.trim());
        const itemTitle = (match?.[2] ?? item).trim();
        if (itemTitle === '') return;
        draft.subtasks.push({
          key: stableKey('ticktick', id, 'item', String(index)),
          taskKey: task.key,
          title: itemTitle,
          isCompleted: match?.[1] === '▪',
        });
      });
    }
  }
  for (const child of children) {
    const parent = tasksById.get(child.parentId);
    if (!parent) {
      problems.push({ line: child.line, reason: `parentId "${child.parentId}" names no task` });
      continue;
    }
    draft.subtasks.push({
      key: stableKey('ticktick', child.id),
      taskKey: parent.key,
      title: child.title,
      isCompleted: child.done,
    });
  }
  if (problems.length > 0) throw new ImportFileError(problems.slice(0, 20));
  return draft;
}
