// Todoist's project CSV (its "Export as CSV" and each file of its backup): TYPE, CONTENT,
// DESCRIPTION, PRIORITY, INDENT, AUTHOR, RESPONSIBLE, DATE, DATE_LANG, TIMEZONE. The whole file
// is one project; a section row names the section of the tasks below it, which stay in that
// project with 'Section: …' as the last line of their description (a project per section would
// count against the plan as many projects as the file has sections). INDENT 1 is a task and a
// deeper INDENT a subtask of the task above it, a note row adds to the task above it. DATE is a
// day (2026-05-01) or a repeat in words ('every 2 weeks').
import { isValidDay } from '@pomoplan/domain';
import { readCsv } from './csv';
import {
  emptyDraft,
  ImportFileError,
  ruleFromWords,
  stableKey,
  withRepeatText,
  type DraftProject,
  type DraftTask,
  type ImportDraft,
  type ImportProblem,
} from './draft';

export const TODOIST_COLUMNS = ['TYPE', 'CONTENT', 'DESCRIPTION', 'INDENT', 'DATE'] as const;

export function isTodoistCsv(firstLine: string): boolean {
  const header = firstLine
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((cell) => cell.trim());
  return TODOIST_COLUMNS.every((column) => header.includes(column));
}

interface DueFields {
  dueDate: string | null;
  recurrenceRule: string | null;
  /** A repeat with no rule of ours, kept as text. */
  repeatText: string | null;
  /** A date in words that is not a day ('next Monday'), kept as text. */
  dateText: string | null;
}

// Todoist writes a repeat as words that start so ('every day', 'every! 2 weeks', 'after 3 days').
const REPEAT = /^(every!?|after)\s/i;

function dueOf(date: string): DueFields {
  const text = date.trim();
  const day = text.slice(0, 10);
  const none = { dueDate: null, recurrenceRule: null, repeatText: null, dateText: null };
  if (text === '') return none;
  if (isValidDay(day)) return { ...none, dueDate: day };
  if (!REPEAT.test(text)) return { ...none, dateText: text };
  const rule = ruleFromWords(text.replace(/^every!/i, 'every'));
  return { ...none, recurrenceRule: rule, repeatText: rule ? null : text };
}

const withLine = (description: string | null, line: string) =>
  description ? `${description}\n\n${line}` : line;

/**
 * The task's description, with what its date said that the task cannot hold and the section
 * it sat in.
 */
function describedWith(
  description: string | null,
  due: DueFields,
  section: string | null,
): string | null {
  let text = description;
  if (due.repeatText) text = withRepeatText(text, due.repeatText);
  else if (due.dateText) text = withLine(text, `Due: ${due.dateText}`);
  return section ? withLine(text, `Section: ${section}`) : text;
}

export function parseTodoist(text: string, projectName: string): ImportDraft {
  const rows = readCsv(text);
  const problems: ImportProblem[] = [];
  const root: DraftProject = { key: stableKey('todoist', projectName), name: projectName };
  const draft: ImportDraft = { ...emptyDraft('todoist'), projects: [root] };
  // The keys stay those of the items' place in the file, section included.
  let place = projectName;
  let section: string | null = null;
  let task: DraftTask | null = null;
  const seen = new Map<string, number>();
  const keyOf = (...parts: string[]) => {
    const base = parts.join('\u0000');
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return stableKey('todoist', ...parts, String(count));
  };
  for (const { line, cells } of rows) {
    const type = cells.TYPE?.trim().toLowerCase();
    const content = cells.CONTENT?.trim() ?? '';
    if (type === 'section') {
      section = content || null;
      place = section ? `${projectName} › ${section}` : projectName;
      if (section) draft.sectionsKeptAsText += 1;
      task = null;
    } else if (type === 'note') {
      if (task) task.description = task.description ? `${task.description}\n\n${content}` : content;
    } else if (type === 'task') {
      if (content === '') {
        problems.push({ line, reason: 'A task has no CONTENT (its title)' });
        continue;
      }
      const indent = Number(cells.INDENT || '1');
      if (!Number.isInteger(indent) || indent < 1) {
        problems.push({
          line,
          reason: `INDENT must be a whole number from 1, not "${cells.INDENT}"`,
        });
        continue;
      }
      if (indent > 1 && task) {
        draft.subtasks.push({
          key: keyOf(place, task.title, content),
          taskKey: task.key,
          title: content,
          isCompleted: false,
        });
        continue;
      }
      const due = dueOf(cells.DATE ?? '');
      const description = cells.DESCRIPTION?.trim() || null;
      if (due.repeatText) draft.repeatsKeptAsText += 1;
      task = {
        key: keyOf(place, content),
        projectKey: root.key,
        title: content,
        description: describedWith(description, due, section),
        dueDate: due.dueDate,
        recurrenceRule: due.recurrenceRule,
        isCompleted: false,
      };
      draft.tasks.push(task);
    } else if (type !== '') {
      problems.push({ line, reason: `TYPE must be task, section or note, not "${cells.TYPE}"` });
    }
  }
  if (problems.length > 0) throw new ImportFileError(problems.slice(0, 20));
  return draft;
}
