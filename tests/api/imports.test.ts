// Settings › Import over HTTP: the preview, the import within the plan's limits (all or
// nothing), re-importing without doubles, bad files refused with their lines, and an export
// taken back into an empty account.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventually, setTier } from './support/admin';
import { createProject, createSubtask, createTask } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser, type TestUser } from './support/users';

const todoist = readFileSync('functions/src/imports/fixtures/todoist-thesis.csv', 'utf8');
const tickTick = readFileSync('functions/src/imports/fixtures/ticktick-backup.csv', 'utf8');

interface Preview {
  summary: string;
  tasks: number;
  alreadyImported: number;
  refusal: string | null;
}

const send = (user: TestUser, path: string, fileName: string, content: string) =>
  api<Preview>('POST', path, user.idToken, { fileName, content });

async function titles(user: TestUser, path: string, field: 'name' | 'title') {
  const answer = await api<{ [key: string]: unknown }[]>('GET', path, user.idToken);
  expect(answer.status).toBe(200);
  return answer.body.map((item) => String(item[field])).sort();
}

async function proUser(): Promise<TestUser> {
  const user = await createUser();
  await setTier(user.uid, 'pro');
  return user;
}

describe('imports', () => {
  it('previews a Todoist CSV, imports it, and adds nothing the second time', async () => {
    const user = await proUser();
    const preview = await send(user, '/api/imports/preview', 'Thesis.csv', todoist);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      summary: '5 tasks in 2 projects, 1 subtask, 1 repeat kept as text',
      alreadyImported: 0,
      refusal: null,
    });
    expect(await titles(user, '/api/projects', 'name')).toEqual([]);

    expect((await send(user, '/api/imports', 'Thesis.csv', todoist)).status).toBe(200);
    expect(await titles(user, '/api/projects', 'name')).toEqual(['Thesis', 'Thesis › Writing']);
    const tasks = await api<{ title: string; recurrenceRule: string | null }[]>(
      'GET',
      '/api/tasks',
      user.idToken,
    );
    expect(tasks.body).toHaveLength(5);
    expect(tasks.body.find((task) => task.title === 'Write every morning')?.recurrenceRule).toBe(
      'FREQ=DAILY;INTERVAL=1',
    );

    const again = await send(user, '/api/imports', 'Thesis.csv', todoist);
    expect(again.status).toBe(200);
    expect(again.body.alreadyImported).toBe(8);
    expect((await api<unknown[]>('GET', '/api/tasks', user.idToken)).body).toHaveLength(5);
    expect(await titles(user, '/api/projects', 'name')).toHaveLength(2);
  });

  it('says before importing that the plan is too small, and then imports nothing', async () => {
    const user = await createUser();
    const preview = await send(user, '/api/imports/preview', 'backup.csv', tickTick);
    expect(preview.body.refusal).toMatch(/Free plan allows 1 project/);
    const refused = await send(user, '/api/imports', 'backup.csv', tickTick);
    expect(refused.status).toBe(403);
    expect(await titles(user, '/api/projects', 'name')).toEqual([]);
    expect((await api<unknown[]>('GET', '/api/tasks', user.idToken)).body).toEqual([]);
  });

  it('refuses a bad file with its line and the reason, and a file it does not know', async () => {
    const user = await proUser();
    const broken = todoist.replace('task,Weekly review', 'tsak,Weekly review');
    const answer = await send(user, '/api/imports', 'Thesis.csv', broken);
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toBe('Line 8: TYPE must be task, section or note, not "tsak"');
    const unknown = await send(user, '/api/imports/preview', 'notes.txt', 'hello');
    expect(unknown.status).toBe(400);
    expect(await titles(user, '/api/projects', 'name')).toEqual([]);
  });

  it('takes an export back into an empty account', async () => {
    const from = await proUser();
    const project = await createProject(from.idToken, { name: 'Garden' });
    const task = await createTask(from.idToken, project.id, {
      title: 'Water plants',
      dueDate: '2026-05-01',
      recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
    });
    await createSubtask(from.idToken, task.id, 'Fill the can');
    const started = await api<{ id: string }>('POST', '/api/exports', from.idToken);
    await eventually(
      async () => {
        const status = await api<{ status: string }>(
          'GET',
          `/api/exports/${started.body.id}`,
          from.idToken,
        );
        return status.body.status === 'ready' ? true : undefined;
      },
      'the export',
      30_000,
    );
    const file = await api('GET', `/api/exports/${started.body.id}/export.json`, from.idToken);

    const to = await proUser();
    const imported = await send(to, '/api/imports', 'export.json', JSON.stringify(file.body));
    expect(imported.status).toBe(200);
    expect(await titles(to, '/api/projects', 'name')).toEqual(['Garden']);
    const tasks = await api<
      { id: string; title: string; dueDate: string; recurrenceRule: string }[]
    >('GET', '/api/tasks', to.idToken);
    expect(tasks.body).toEqual([
      expect.objectContaining({
        id: task.id,
        title: 'Water plants',
        dueDate: '2026-05-01',
        recurrenceRule: 'FREQ=WEEKLY;INTERVAL=1',
      }),
    ]);
    expect(await titles(to, `/api/tasks/${task.id}/subtasks`, 'title')).toEqual(['Fill the can']);
  });
});
