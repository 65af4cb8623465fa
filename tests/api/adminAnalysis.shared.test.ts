import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, type AdminCredentials } from './support/adminAccounts';
import {
  analyseNow,
  analysisAdmin,
  analysisOf,
  failGemini,
  readAnalysis,
  resetGemini,
  setGeminiReply,
  setProvider,
  todayUtc,
  withWebhookProvider,
} from './support/analysis';
import { createTodo } from './support/fixtures';
import { messageOf } from './support/http';
import { createUser } from './support/users';
import { createServer, type Server } from 'node:http';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, setTier } from './support/admin';

const analysisAdminOf = analysisAdmin();
let admin: AdminCredentials;
beforeAll(() => {
  admin = analysisAdminOf();
});
beforeEach(() => resetGemini());
afterAll(() => resetGemini());

describe('POST /api/admin/analyze-todos', () => {
  it('queues an analysis for the users named and reports the run until all are done', async () => {
    await setProvider(admin, 'builtin');
    const [ada, bob] = [await createUser(), await createUser()];
    await createTodo(ada.idToken, { text: 'Ada today', dueType: 'today' });
    const response = await adminCall<{ message: string; runId: string; queued: number }>(
      'POST',
      '/api/admin/analyze-todos',
      admin,
      { userIds: [ada.uid, bob.uid, ada.uid] },
    );
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ message: 'Analysis queued for 2 users', queued: 2 });

    expect((await analysisOf(ada.uid, todayUtc())).aiResponse).toContain('Due today: "Ada today"');
    expect((await analysisOf(bob.uid, todayUtc())).aiResponse).toContain(
      'No open todos yet. Add a few todos, then refresh.',
    );
    await analyseNow(admin, [ada.uid]);
    const progress = await adminCall(
      'GET',
      `/api/admin/analyze-todos/${response.body.runId}`,
      admin,
    );
    expect(progress.body).toMatchObject({ runId: response.body.runId, queued: 2, done: 2 });
  }, 120_000);

  it('checks the body and the users first', async () => {
    const user = await createUser();
    const empty = await adminCall('POST', '/api/admin/analyze-todos', admin, { userIds: [] });
    expect(empty.status).toBe(400);
    expect(messageOf(empty)).toBe(
      'userIds: User ids must not be empty; omit it to analyse every user',
    );
    const notList = await adminCall('POST', '/api/admin/analyze-todos', admin, { userIds: 'all' });
    expect(notList.status).toBe(400);
    expect(messageOf(notList)).toBe('userIds: User ids must be a list of user ids');

    const missing = await adminCall('POST', '/api/admin/analyze-todos', admin, {
      userIds: [user.uid, 'no-such-user'],
    });
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe('User not found: no-such-user');
    const run = await adminCall('GET', '/api/admin/analyze-todos/no-such-run', admin);
    expect(run.status).toBe(404);
  });

  it('counts a user whose stored document its schema refuses as done, without an analysis', async () => {
    await setProvider(admin, 'builtin');
    const user = await createUser();
    await adminDb().doc(`users/${user.uid}`).update({ createdAt: FieldValue.delete() });
    const runId = await analyseNow(admin, [user.uid]);
    const progress = await adminCall('GET', `/api/admin/analyze-todos/${runId}`, admin);
    expect(progress.body).toMatchObject({ queued: 1, done: 1 });
    expect(await readAnalysis(user.uid, todayUtc())).toBeUndefined();
  });
});

describe('the analysis worker with Gemini (stand-in)', () => {
  it("stores the model's checked answer with the model and token usage, once per input", async () => {
    await setProvider(admin, 'gemini');
    const user = await createUser();
    await setTier(user.uid, 'pro');
    await createTodo(user.idToken, { text: 'Ship it', dueType: 'today' });
    await setGeminiReply({ summary: 'One todo today.', planForToday: 'Ship it first.' });
    await analyseNow(admin, [user.uid]);
    const first = await readAnalysis(user.uid, todayUtc());
    expect(first).toMatchObject({
      aiResponse: 'One todo today.\n\nShip it first.',
      provider: 'gemini',
      model: 'gemini-2.5-flash',
    });
    expect(first?.promptTokens).toBeGreaterThan(0);
    expect(first?.outputTokens).toBeGreaterThan(0);

    // Same input: the provider is not asked again and the stored analysis stays as it was.
    await setGeminiReply({ summary: 'Changed.', planForToday: 'Changed.' });
    await analyseNow(admin, [user.uid]);
    const second = await readAnalysis(user.uid, todayUtc());
    expect(second?.aiResponse).toBe(first?.aiResponse);
    expect(second?.createdAt.isEqual(first?.createdAt)).toBe(true);
  });

  it('falls back to the built-in analysis when the answer does not fit the schema', async () => {
    await setProvider(admin, 'gemini');
    const user = await createUser();
    await createTodo(user.idToken, { text: 'Read', dueType: 'today' });
    await setGeminiReply({ summary: '' });
    await analyseNow(admin, [user.uid]);
    expect(await readAnalysis(user.uid, todayUtc())).toMatchObject({
      provider: 'builtin',
      inputHash: null,
    });
  });

  it('keeps the last analysis when the model blocks the prompt', async () => {
    await setProvider(admin, 'gemini');
    const user = await createUser();
    await setGeminiReply({ summary: 'Before.' });
    await analyseNow(admin, [user.uid]);
    await createTodo(user.idToken, { text: 'New input', dueType: 'today' });
    await failGemini('safety-prompt');
    await analyseNow(admin, [user.uid]);
    expect(await readAnalysis(user.uid, todayUtc())).toMatchObject({
      aiResponse: 'Before.',
      provider: 'gemini',
    });
  });

  it('retries the task after a 429 and stores the answer of the retry', async () => {
    await setProvider(admin, 'gemini');
    const user = await createUser();
    await setGeminiReply({ summary: 'After the retry.' });
    await failGemini('rate-limit');
    await analyseNow(admin, [user.uid]);
    expect(await readAnalysis(user.uid, todayUtc())).toMatchObject({
      aiResponse: 'After the retry.',
      provider: 'gemini',
    });
  }, 60_000);
});

describe('the analysis worker with the chat webhook', () => {
  let server: Server;
  const received: unknown[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const payload = JSON.parse(body) as { type: string; todosDueToday?: string[] };
        received.push(payload);
        response.setHeader('content-type', 'application/json');
        // What n8n's "Respond to Webhook" after an AI agent answers (the connection test too).
        const due = payload.todosDueToday?.length ?? 0;
        response.end(JSON.stringify([{ output: `Webhook: ${due} due today.` }]));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts the todos as JSON and stores the text of the answer', async () => {
    await withWebhookProvider(admin, server, async () => {
      const user = await createUser();
      await createTodo(user.idToken, { text: 'Hook me', dueType: 'today' });
      await analyseNow(admin, [user.uid]);
      expect(await readAnalysis(user.uid, todayUtc())).toMatchObject({
        aiResponse: 'Webhook: 1 due today.',
        provider: 'webhook',
      });
      expect(received.at(-1)).toMatchObject({
        type: 'todo_analysis',
        source: 'Pomoplan',
        tier: 'free',
        todosDueToday: ['Hook me'],
        dailyCapacityPomodoros: 8,
      });
    });
  });
});

describe('GET and PUT /api/admin/settings/ai', () => {
  it('saves a known provider and refuses others', async () => {
    await setProvider(admin, 'auto');
    expect((await adminCall('GET', '/api/admin/settings/ai', admin)).body).toEqual({
      provider: 'auto',
    });
    const bad = await adminCall('PUT', '/api/admin/settings/ai', admin, { provider: 'gpt' });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toBe('provider: Provider must be one of auto, gemini, webhook, builtin');
  });
});
