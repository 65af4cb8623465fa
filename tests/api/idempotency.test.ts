// Creates sent with an Idempotency-Key: a retry of a create whose answer was lost gets the first
// answer again instead of creating twice.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { api, messageOf, type ApiResponse } from './support/http';
import { createUser } from './support/users';

const DAY_MS = 24 * 60 * 60 * 1000;

const post = (path: string, token: string, body: unknown, key: string) =>
  api<{ id: string }>('POST', path, token, body, { headers: { 'Idempotency-Key': key } });

async function todoCount(uid: string): Promise<number> {
  return (await adminDb().collection(`users/${uid}/todos`).count().get()).data().count;
}

describe('Idempotency-Key on creates', () => {
  it('answers a retry with the first answer and creates once', async () => {
    const user = await createUser();
    const key = randomUUID();
    const first = await post('/api/todos', user.idToken, { text: 'Once' }, key);
    expect(first.status).toBe(201);
    const retry = await post('/api/todos', user.idToken, { text: 'Once' }, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await todoCount(user.uid)).toBe(1);

    const other = await post('/api/todos', user.idToken, { text: 'Once' }, randomUUID());
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
    expect(await todoCount(user.uid)).toBe(2);
  });

  it('frees the key of a failed create; stores the record the expiry job reads', async () => {
    const user = await createUser();
    const key = randomUUID();
    const before = Date.now();
    const created = await post('/api/tasks/none/subtasks', user.idToken, { title: 'x' }, key);
    expect(created.status).toBe(404);
    const goal = await post('/api/goals', user.idToken, { name: 'Run' }, key);
    expect(goal.status).toBe(201);
    const hash = createHash('sha256').update(key).digest('hex');
    const stored = await adminDb().doc(`users/${user.uid}/idempotencyKeys/${hash}`).get();
    const data = stored.data() ?? {};
    expect(typeof data.requestHash).toBe('string');
    expect(data.response).toEqual({ status: 201, body: JSON.stringify(goal.body) });
    expect(data.createdAt.toMillis()).toBeGreaterThanOrEqual(before - 5000);
    const expiresAt: number = data.expiresAt.toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(before + DAY_MS - 5000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + DAY_MS + 5000);
  });

  it('replays a counted create instead of refusing it at the tier limit', async () => {
    const user = await createUser();
    const key = randomUUID();
    const first = await post('/api/goals', user.idToken, { name: 'Only goal' }, key);
    expect(first.status).toBe(201);
    const retry = await post('/api/goals', user.idToken, { name: 'Only goal' }, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const beyond = await post('/api/goals', user.idToken, { name: 'Second' }, randomUUID());
    expect(beyond.status).toBe(403);
  });

  it('refuses the same key with another body', async () => {
    const user = await createUser();
    const key = randomUUID();
    expect((await post('/api/todos', user.idToken, { text: 'A' }, key)).status).toBe(201);
    const reused = await post('/api/todos', user.idToken, { text: 'B' }, key);
    expect(reused.status).toBe(422);
    expect(messageOf(reused)).toBe(
      'Idempotency-Key was already used for another request; send a new key for a new request',
    );
    const elsewhere = await post('/api/goals', user.idToken, { name: 'A' }, key);
    expect(elsewhere.status).toBe(422);
    expect(await todoCount(user.uid)).toBe(1);
  });

  it('keys are per user', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()]);
    const key = randomUUID();
    const mine = await post('/api/todos', alice.idToken, { text: 'Mine' }, key);
    const theirs = await post('/api/todos', bob.idToken, { text: 'Mine' }, key);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('creates once when the same key arrives concurrently', async () => {
    const user = await createUser();
    const key = randomUUID();
    const answers: ApiResponse<{ id: string }>[] = await Promise.all(
      Array.from({ length: 8 }, () => post('/api/todos', user.idToken, { text: 'Race' }, key)),
    );
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    expect(await todoCount(user.uid)).toBe(1);
  });

  it.each([
    ['an empty key', ''],
    ['a key of 256 characters', 'k'.repeat(256)],
    ['a key with a control character', 'a\tb'],
  ])('refuses %s with a 400', async (_label, key) => {
    const user = await createUser();
    const response = await post('/api/todos', user.idToken, { text: 'Bad key' }, key);
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('Idempotency-Key must be 1 to 255 printable ASCII characters');
    expect(await todoCount(user.uid)).toBe(0);
  });

  it('documents the header on every creating POST', async () => {
    interface Doc {
      paths: Record<string, Record<string, { parameters: { name: string; in: string }[] }>>;
    }
    const { body } = await api<Doc>('GET', '/api/openapi.json');
    for (const path of [
      '/api/todos',
      '/api/tasks',
      '/api/projects',
      '/api/goals',
      '/api/folders',
      '/api/tasks/{id}/subtasks',
    ]) {
      const names = body.paths[path]?.post?.parameters.map((p) => `${p.in}:${p.name}`);
      expect(names, path).toContain('header:Idempotency-Key');
    }
  });
});
