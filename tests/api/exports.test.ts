// Settings › Export: a task builds the export of everything the user owns; its JSON file (the
// documented, versioned format) and a CSV per collection are downloaded with the user's token
// until the export expires.
import { ExportFileSchema } from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from './support/admin';
import {
  createGoal,
  createProject,
  createSubtask,
  createTask,
  createTodo,
} from './support/fixtures';
import { adminCall, createAdmin } from './support/adminAccounts';
import { api, messageOf } from './support/http';
import { createUser, type TestUser } from './support/users';

interface Status {
  id: string;
  status: string;
  counts: Record<string, number> | null;
}

async function readyExport(user: TestUser): Promise<Status> {
  const started = await api<Status>('POST', '/api/exports', user.idToken);
  expect(started.status).toBe(202);
  expect(started.body.status).toBe('building');
  return eventually(
    async () => {
      const status = await api<Status>('GET', `/api/exports/${started.body.id}`, user.idToken);
      return status.body.status === 'ready' ? status.body : undefined;
    },
    'the export to be built',
    30_000,
  );
}

describe('exports', () => {
  it('says an operator’s change was by Administrator, with nothing of the operator in it', async () => {
    const user = await createUser();
    const admin = await createAdmin();
    const changed = await adminCall('PUT', `/api/admin/users/${user.uid}/subscription`, admin, {
      tier: 'pro',
    });
    expect(changed.status).toBe(200);
    const ready = await readyExport(user);
    const json = await api<string>('GET', `/api/exports/${ready.id}/export.json`, user.idToken);
    const file = ExportFileSchema.parse(json.body);
    expect(file.collections.activity).toContainEqual(
      expect.objectContaining({ action: 'subscription_changed', changedBy: 'Administrator' }),
    );
    expect(JSON.stringify(file)).not.toContain(admin.email);
    expect(JSON.stringify(file)).not.toContain(admin.uid);
  });

  it('holds everything the user owns, as JSON and as CSV with formulas made text', async () => {
    const user = await createUser('Ada Lovelace');
    const project = await createProject(user.idToken, { name: 'Thesis' });
    const task = await createTask(user.idToken, project.id, { title: '=1+1 is not a formula' });
    await createSubtask(user.idToken, task.id, 'Outline');
    await createTodo(user.idToken, { text: 'Call Ada, then Grace' });
    await createGoal(user.idToken, { name: 'Finish' });

    const ready = await readyExport(user);
    expect(ready.counts).toMatchObject({ projects: 1, tasks: 1, subtasks: 1, todos: 1, goals: 1 });

    const json = await api<string>('GET', `/api/exports/${ready.id}/export.json`, user.idToken);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/pomoplan-export-.*\.json/);
    const file = ExportFileSchema.parse(json.body);
    expect(file.profile).toMatchObject({ email: user.email, firstName: 'Ada' });
    expect(file.collections.tasks[0]).toMatchObject({ id: task.id, projectId: project.id });
    expect(file.collections.tasks[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(file.collections.subtasks[0]).toMatchObject({ title: 'Outline', taskId: task.id });

    const csv = await api<string>('GET', `/api/exports/${ready.id}/csv/tasks`, user.idToken);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, row] = csv.body.split('\r\n');
    expect(header?.split(',')[0]).toBe('id');
    expect(row).toContain(`"'=1+1 is not a formula"`);
    const todos = await api<string>('GET', `/api/exports/${ready.id}/csv/todos`, user.idToken);
    expect(todos.body).toContain('"Call Ada, then Grace"');
  });

  it('reads a large account a page at a time and gives it back whole, in many chunks', async () => {
    const user = await createUser();
    // More todos than a page of the build reads, and more text than one chunk holds.
    const todos = Array.from({ length: 1_200 }, (_, index) => ({
      id: `todo-${String(index).padStart(4, '0')}`,
      text: `Todo ${index} ${'é'.repeat(300)}`,
    }));
    const writer = adminDb().bulkWriter();
    for (const { id, text } of todos) {
      void writer.set(adminDb().doc(`users/${user.uid}/todos/${id}`), {
        text,
        completed: false,
        dueType: 'anytime',
        goalId: null,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
    }
    await writer.close();

    const ready = await readyExport(user);
    expect(ready.counts).toMatchObject({ todos: 1_200 });
    const chunks = await adminDb()
      .collection(`users/${user.uid}/exports/${ready.id}/exportChunks`)
      .count()
      .get();
    expect(chunks.data().count).toBeGreaterThan(1);

    const json = await api<string>('GET', `/api/exports/${ready.id}/export.json`, user.idToken);
    const file = ExportFileSchema.parse(json.body);
    expect(file.collections.todos.map(({ id, text }) => ({ id, text }))).toEqual(todos);
    const csv = await api<string>('GET', `/api/exports/${ready.id}/csv/todos`, user.idToken);
    const lines = csv.body.split('\r\n');
    expect(lines).toHaveLength(1_202);
    expect(lines[1]).toMatch(/^todo-0000,/);
    expect(lines.at(-1)).toBe('');
  });

  it('is the owner’s only, and gone once it expires', async () => {
    const user = await createUser();
    const other = await createUser();
    const ready = await readyExport(user);
    const path = `/api/exports/${ready.id}/export.json`;
    expect((await api('GET', path, other.idToken)).status).toBe(404);
    expect((await api('GET', `/api/exports/${ready.id}/csv/passwords`, user.idToken)).status).toBe(
      404,
    );

    await adminDb()
      .doc(`users/${user.uid}/exports/${ready.id}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const expired = await api('GET', path, user.idToken);
    expect(expired.status).toBe(404);
    expect(messageOf(expired)).toMatch(/expired/);
  });

  it('reports an export whose task never finished as failed, and a new one works', async () => {
    const user = await createUser();
    const hourAgo = Date.now() - 3_600_000;
    await adminDb()
      .doc(`users/${user.uid}/exports/stuck`)
      .create({
        status: 'building',
        createdAt: Timestamp.fromMillis(hourAgo),
        expiresAt: Timestamp.fromMillis(hourAgo + 24 * 3_600_000),
        counts: null,
      });
    const stuck = await api<Status>('GET', '/api/exports/stuck', user.idToken);
    expect(stuck.status).toBe(200);
    expect(stuck.body.status).toBe('failed');
    expect((await api('GET', '/api/exports/stuck/export.json', user.idToken)).status).toBe(404);

    const again = await readyExport(user);
    expect(again.counts).toMatchObject({ projects: 0, tasks: 0 });
  });
});
