// Imports of 5,000 rows over HTTP. Alone: their 10,000 writes and the triggers behind them
// held the browser suite's Listen channels for more than 15 s when they ran beside it.
import { FieldPath } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { api } from './support/http';
import { proUser, send, tickTickRows, titles, todoistRows } from './support/imports';

describe('imports of 5,000 rows', () => {
  async function subtasksOf(uid: string): Promise<number> {
    const owner = `users/${uid}`;
    const subtasks = await adminDb()
      .collectionGroup('subtasks')
      .orderBy(FieldPath.documentId())
      .startAfter(owner)
      .endBefore(`${owner}\u0000`)
      .count()
      .get();
    return subtasks.data().count;
  }

  // The writes go out at Firestore's pace for new collections (500 a second to start with).
  it('imports 5,000 rows of a Todoist CSV', async () => {
    const user = await proUser();
    const imported = await send(user, '/api/imports', 'Big.csv', todoistRows(100, 49));
    expect(imported.status).toBe(200);
    expect(imported.body.summary).toBe('100 tasks in 1 project, 4,900 subtasks');
    expect((await api<unknown[]>('GET', '/api/tasks', user.idToken)).body).toHaveLength(100);
    expect(await subtasksOf(user.uid)).toBe(4_900);
  });

  it('imports 5,000 rows of a TickTick backup', async () => {
    const user = await proUser();
    const imported = await send(user, '/api/imports', 'backup.csv', tickTickRows(100, 49));
    expect(imported.status).toBe(200);
    expect(imported.body.summary).toBe('100 tasks in 1 project, 4,900 subtasks');
    expect(await titles(user, '/api/projects', 'name')).toEqual(['Big list']);
    expect(await subtasksOf(user.uid)).toBe(4_900);
  });
});
