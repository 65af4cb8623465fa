// The import parsers against files written from each product's documented export format.
import { readFileSync } from 'node:fs';
import { EXPORT_FORMAT, EXPORT_VERSION } from '@pomoplan/domain';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS } from './csv';
import { draftSummary, ImportFileError, ruleFromWords } from './draft';
import { parseImportFile } from './parseFile';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function problemsOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFileError) return error.message;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('a Todoist project CSV', () => {
  const draft = parseImportFile('Thesis.csv', fixture('todoist-thesis.csv'));

  it('becomes one project, tasks and subtasks by INDENT, a section a line of its tasks', () => {
    expect(draft.projects.map((project) => project.name)).toEqual(['Thesis']);
    expect(draft.tasks.map((task) => task.title)).toEqual([
      'Pick a topic',
      'Write every morning',
      'Weekly review',
      'Back up the draft',
      '=HYPERLINK("http://evil","x")',
    ]);
    expect(draft.subtasks).toEqual([
      expect.objectContaining({ title: 'Read three papers', taskKey: draft.tasks[0]?.key }),
    ]);
    expect(draft.tasks[0]).toMatchObject({
      dueDate: '2026-05-01',
      // The note row below the subtask belongs to the task.
      description: 'Ask the supervisor first\n\nStart with the 2019 survey',
      projectKey: draft.projects[0]?.key,
    });
    expect(draft.tasks[1]).toMatchObject({
      projectKey: draft.projects[0]?.key,
      description: 'Section: Writing',
    });
  });

  it('keeps the repeats it can express as rules and the others as text', () => {
    expect(draft.tasks[1]?.recurrenceRule).toBe('FREQ=DAILY;INTERVAL=1');
    expect(draft.tasks[2]?.recurrenceRule).toBe('FREQ=WEEKLY;INTERVAL=2');
    expect(draft.tasks[3]).toMatchObject({
      recurrenceRule: null,
      description: 'Repeats: every other Tuesday\n\nSection: Writing',
    });
    expect(draftSummary(draft)).toBe(
      '5 tasks in 1 project, 1 subtask, 1 section kept in its tasks’ descriptions, 1 repeat kept as text',
    );
  });

  it('keeps a date in words that is no day as text, not as a repeat', () => {
    const words =
      'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,DATE\r\ntask,Call Ada,,4,1,next Monday\r\n';
    const [task] = parseImportFile('a.csv', words).tasks;
    expect(task).toMatchObject({
      dueDate: null,
      recurrenceRule: null,
      description: 'Due: next Monday',
    });
    expect(draftSummary(parseImportFile('a.csv', words))).toBe('1 task in 1 project');
  });

  it('gives every item the same key when the same file comes again', () => {
    const again = parseImportFile('Thesis.csv', fixture('todoist-thesis.csv'));
    expect(again.tasks.map((task) => task.key)).toEqual(draft.tasks.map((task) => task.key));
    expect(new Set(draft.tasks.map((task) => task.key)).size).toBe(draft.tasks.length);
  });

  it('refuses a malformed row with its line and the reason', () => {
    const broken = fixture('todoist-thesis.csv').replace(
      'task,Weekly review',
      'tsak,Weekly review',
    );
    expect(problemsOf(() => parseImportFile('Thesis.csv', broken))).toBe(
      'Line 8: TYPE must be task, section or note, not "tsak"',
    );
    const short = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,DATE\r\ntask,Only two\r\n';
    expect(problemsOf(() => parseImportFile('a.csv', short))).toBe(
      'Line 2: Expected 6 columns, found 2',
    );
  });
});

describe('a Todoist backup ZIP', () => {
  const zipOf = (files: Record<string, string>) =>
    `base64:${Buffer.from(
      zipSync(
        Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
      ),
    ).toString('base64')}`;

  it('reads each project CSV in it, named after its file', () => {
    const draft = parseImportFile(
      'Todoist backup.zip',
      zipOf({
        'Thesis [2203306141].csv': fixture('todoist-thesis.csv'),
        'Home [2203306142].csv':
          'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,DATE\r\ntask,Fix the tap,,4,1,\r\n',
        'README.txt': 'not a project',
      }),
    );
    expect(draft.projects.map((project) => project.name)).toEqual(['Home', 'Thesis']);
    expect(draft.tasks).toHaveLength(6);
  });

  it('refuses an archive that unpacks past the limit, before unpacking it', () => {
    const bomb = zipOf({ 'Big.csv': 'x'.repeat(6 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    expect(problemsOf(() => parseImportFile('b.zip', bomb))).toBe(
      'The backup unpacks to more than 5 MB',
    );
  });
});

describe('a TickTick CSV backup', () => {
  const draft = parseImportFile('backup.csv', fixture('ticktick-backup.csv'));

  it('makes a project per list and due days in each task’s own zone', () => {
    expect(draft.projects.map((project) => project.name)).toEqual(['Errands', 'Habits']);
    // 22:30 UTC is already the next day in Berlin.
    expect(draft.tasks.find((task) => task.title === 'Buy paper')?.dueDate).toBe('2026-05-02');
    expect(draft.tasks.find((task) => task.title === 'Stretch')?.dueDate).toBe('2026-05-01');
  });

  it('makes checklist items and child tasks subtasks, and reads completion', () => {
    expect(draft.subtasks.map(({ title, isCompleted }) => [title, isCompleted])).toEqual([
      ['Passport', true],
      ['Charger', false],
      ['Buy stamps', true],
    ]);
    expect(draft.tasks.find((task) => task.title === 'Water plants')?.isCompleted).toBe(true);
  });

  it('keeps a repeat with more than a frequency as text', () => {
    expect(draft.tasks.find((task) => task.title === 'Stretch')?.recurrenceRule).toBe(
      'FREQ=DAILY;INTERVAL=1',
    );
    expect(draft.tasks.find((task) => task.title === 'Water plants')).toMatchObject({
      recurrenceRule: null,
      description: 'Repeats: RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TH',
    });
    expect(draftSummary(draft)).toBe('4 tasks in 2 projects, 3 subtasks, 1 repeat kept as text');
  });
});

describe('a Pomoplan export', () => {
  const exportWith = (collections: Record<string, unknown[]>, profile = {}) =>
    JSON.stringify({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: '2026-05-01T00:00:00.000Z',
      profile,
      collections: {
        ...Object.fromEntries(
          ['projects', 'tasks', 'subtasks', 'todos', 'goals', 'groups'].map((name) => [name, []]),
        ),
        analyses: [],
        notifications: [],
        activity: [],
        ...collections,
      },
    });

  it('keeps its ids as keys, so it goes back into its account without doubles', () => {
    const file = exportWith({
      projects: [{ id: 'p1', name: 'Thesis', color: '#22C55E' }],
      tasks: [
        {
          id: 't1',
          projectId: 'p1',
          title: 'Write',
          recurrenceRule: 'FREQ=DAILY;INTERVAL=1',
          estimatedPomodoros: 3,
          reminderEnabled: true,
          reminderDateTime: '2026-05-01T07:00:00.000Z',
          createdAt: '2026-01-02T03:04:05.000Z',
        },
      ],
      subtasks: [{ id: 's1', taskId: 't1', title: 'Outline', isCompleted: true }],
      groups: [{ id: 'gr1', name: 'Health' }],
      goals: [{ id: 'g1', name: 'Run', groupId: 'gr1' }],
      todos: [{ id: 'd1', text: 'Shoes', goalId: 'g1', dueType: 'today' }],
      notifications: [{ id: 'n1' }, { id: 'n2' }],
    });
    const draft = parseImportFile('pomoplan-export.json', file);
    expect(draft.tasks[0]).toMatchObject({
      key: 't1',
      projectKey: 'p1',
      title: 'Write',
      estimatedPomodoros: 3,
      reminderEnabled: true,
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    expect(draft.subtasks[0]).toMatchObject({ key: 's1', taskKey: 't1', isCompleted: true });
    expect(draft.goals[0]).toMatchObject({ key: 'g1', groupKey: 'gr1' });
    expect(draft.todos[0]).toMatchObject({ key: 'd1', goalKey: 'g1', dueType: 'today' });
    expect(draftSummary(draft)).toBe(
      '1 task in 1 project, 1 subtask, 1 todo, 1 goal, 1 goal group. Not imported: 2 notifications (the app writes these itself)',
    );
  });

  it('carries the settings over, and drops a reference to something deleted before', () => {
    const draft = parseImportFile(
      'export.json',
      exportWith(
        { todos: [{ id: 'd1', text: 'Shoes', goalId: 'gone' }] },
        { email: 'a@example.com', dailyCapacity: 5, notifyDigest: true },
      ),
    );
    expect(draft.settings).toEqual({ dailyCapacity: 5, notifyDigest: true });
    expect(draft.todos[0]?.goalKey).toBeNull();
  });

  it('refuses a task without its project, an id that is no id and a setting out of range', () => {
    const file = exportWith(
      {
        projects: [{ id: 'a/b', name: 'Slash' }],
        tasks: [{ id: 't1', projectId: 'p9', title: 'Lost' }],
      },
      { dailyCapacity: 100 },
    );
    expect(problemsOf(() => parseImportFile('export.json', file))).toBe(
      'A project id "a/b" is not valid; Task "Lost" belongs to a project the file does not hold; Settings: Daily capacity must be a whole number from 1 to 32',
    );
  });
});

describe('limits and unknown files', () => {
  it('takes 5,000 rows, and refuses more than the row limit and more than 5 MB', () => {
    const header = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,DATE\r\n';
    const rows = (count: number) =>
      Array.from({ length: count }, (_, i) => `task,Task ${i},,4,1,\r\n`).join('');
    expect(parseImportFile('big.csv', header + rows(5_000)).tasks).toHaveLength(5_000);
    expect(
      problemsOf(() => parseImportFile('huge.csv', header + rows(MAX_IMPORT_ROWS + 1))),
    ).toMatch(/more than 20,000 rows/);
    const padded = header + `task,Long,${'x'.repeat(5 * 1024 * 1024)},4,1,\r\n`;
    expect(problemsOf(() => parseImportFile('fat.csv', padded))).toBe(
      'Line 1: The file is larger than 5 MB',
    );
  });

  it('names what it can import when the file is something else', () => {
    expect(problemsOf(() => parseImportFile('notes.txt', 'hello'))).toMatch(/Todoist project CSV/);
    expect(problemsOf(() => parseImportFile('x.json', '{"format":"other"}'))).toMatch(
      /Not a Pomoplan export/,
    );
  });

  it('reads repeats in words', () => {
    expect(ruleFromWords('Every 3 months')).toBe('FREQ=MONTHLY;INTERVAL=3');
    expect(ruleFromWords('weekly')).toBe('FREQ=WEEKLY;INTERVAL=1');
    expect(ruleFromWords('every workday')).toBeNull();
  });
});
