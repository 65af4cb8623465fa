import { describe, expect, it } from 'vitest';
import { adminDb, counts, setTier } from './support/admin';
import { createProject, createSubtask, createTask } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

describe('/api/projects', () => {
  it('creates, lists, updates and deletes a project, keeping the counter exact', async () => {
    const user = await createUser();
    const created = await createProject(user.idToken, { name: '  Thesis ', description: '  ' });
    expect(created).toMatchObject({ name: 'Thesis', description: null, color: '#22C55E' });
    expect(created.createdAt).toEqual(created.updatedAt);
    expect(await counts(user.uid)).toMatchObject({
      projects: 1,
      goals: 0,
      groups: 0,
      lastChange: { collection: 'projects', id: created.id, op: 'create' },
    });

    const list = await api<unknown[]>('GET', '/api/projects', user.idToken);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created]);

    const updated = await api('PUT', `/api/projects/${created.id}`, user.idToken, {
      color: '#EF4444',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.id, name: 'Thesis', color: '#EF4444' });

    const deleted = await api('DELETE', `/api/projects/${created.id}`, user.idToken);
    expect(deleted.status).toBe(204);
    expect((await api('GET', '/api/projects', user.idToken)).body).toEqual([]);
    expect(await counts(user.uid)).toMatchObject({
      projects: 0,
      lastChange: { collection: 'projects', id: created.id, op: 'delete' },
    });
  });

  it('refuses a second project on the free plan, and allows it after a delete or on pro', async () => {
    const user = await createUser();
    const first = await createProject(user.idToken);
    const second = await api('POST', '/api/projects', user.idToken, { name: 'Second' });
    expect(second.status).toBe(403);
    expect(messageOf(second)).toBe(
      'Free plan limited to 1 project. Delete a project to create a new one.',
    );
    expect(await counts(user.uid)).toMatchObject({ projects: 1 });

    expect((await api('DELETE', `/api/projects/${first.id}`, user.idToken)).status).toBe(204);
    await createProject(user.idToken, { name: 'Replacement' });

    await setTier(user.uid, 'pro');
    await createProject(user.idToken, { name: 'Pro 1' });
    await createProject(user.idToken, { name: 'Pro 2' });
    expect(await counts(user.uid)).toMatchObject({ projects: 3 });
  });

  it('never lets concurrent creates pass the limit', async () => {
    const user = await createUser();
    const attempts = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        api('POST', '/api/projects', user.idToken, { name: `Race ${i}` }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([201, 403, 403, 403]);
    const stored = await adminDb().collection(`users/${user.uid}/projects`).get();
    expect(stored.size).toBe(1);
    expect(await counts(user.uid)).toMatchObject({ projects: 1 });
  });

  it("deletes the project's tasks and their subtasks, and nothing else", async () => {
    const user = await createUser();
    await setTier(user.uid, 'pro');
    const doomed = await createProject(user.idToken, { name: 'Doomed' });
    const kept = await createProject(user.idToken, { name: 'Kept' });
    const task = await createTask(user.idToken, doomed.id);
    await createSubtask(user.idToken, task.id);
    const keptTask = await createTask(user.idToken, kept.id);

    expect((await api('DELETE', `/api/projects/${doomed.id}`, user.idToken)).status).toBe(204);
    const db = adminDb();
    expect((await db.doc(`users/${user.uid}/tasks/${task.id}`).get()).exists).toBe(false);
    expect((await db.collection(`users/${user.uid}/tasks/${task.id}/subtasks`).get()).size).toBe(0);
    expect((await db.doc(`users/${user.uid}/tasks/${keptTask.id}`).get()).exists).toBe(true);
    expect(await counts(user.uid)).toMatchObject({ projects: 1 });
  });

  it('answers 400 naming the field for a bad body', async () => {
    const user = await createUser();
    const blank = await api('POST', '/api/projects', user.idToken, { name: ' ' });
    expect(blank.status).toBe(400);
    expect(messageOf(blank)).toBe('name: Project name is required');

    const project = await createProject(user.idToken);
    const badColor = await api('PUT', `/api/projects/${project.id}`, user.idToken, {
      color: 'red',
    });
    expect(badColor.status).toBe(400);
    expect(messageOf(badColor)).toBe('color: Project color must be a hex colour such as #3B82F6');

    const empty = await api('PUT', `/api/projects/${project.id}`, user.idToken, {});
    expect(empty.status).toBe(400);
    expect(messageOf(empty)).toBe('Send at least one field to update');
  });
});
