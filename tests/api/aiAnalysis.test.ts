import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { analysisOf, todayUtc } from './support/analysis';
import { createTodo } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

describe('GET /api/ai-analysis', () => {
  it('answers null before the first analysis', async () => {
    const user = await createUser();
    const response = await api('GET', '/api/ai-analysis', user.idToken);
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it('answers the latest analysis by createdAt', async () => {
    const user = await createUser();
    const analyses = adminDb().collection(`users/${user.uid}/analyses`);
    await analyses.add({
      aiResponse: 'Newest summary',
      createdAt: Timestamp.fromDate(new Date('2026-03-02T08:00:00Z')),
      model: 'test',
    });
    await analyses.add({
      aiResponse: 'Older summary',
      createdAt: Timestamp.fromDate(new Date('2026-03-01T08:00:00Z')),
    });
    const response = await api('GET', '/api/ai-analysis', user.idToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      aiResponse: 'Newest summary',
      createdAt: '2026-03-02T08:00:00.000Z',
    });
  });
});

describe('POST /api/ai-analysis/refresh', () => {
  it("writes today's analysis: the todos due today and the pomodoro budget", async () => {
    const user = await createUser();
    for (const text of ['Write intro', 'Call Bob', 'Pay rent']) {
      await createTodo(user.idToken, { text, dueType: 'today' });
    }
    const response = await api('POST', '/api/ai-analysis/refresh', user.idToken);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      message: 'A fresh analysis is on its way.',
      status: 'queued',
      analysedAt: null,
    });

    const analysis = await analysisOf(user.uid, todayUtc());
    expect(analysis).toMatchObject({ provider: 'builtin', model: null, day: todayUtc() });
    expect(analysis.aiResponse).toContain('3 todos due today and 0 overdue');
    expect(analysis.aiResponse).toContain('Planned work: 3 pomodoros of your daily budget of 8');

    const latest = await api<{ aiResponse: string }>('GET', '/api/ai-analysis', user.idToken);
    expect(latest.body.aiResponse).toBe(analysis.aiResponse);
  });

  it('answers unchanged with the latest analysis time when nothing changed, at no cost', async () => {
    const user = await createUser();
    await createTodo(user.idToken, { text: 'Write intro', dueType: 'today' });
    expect((await api('POST', '/api/ai-analysis/refresh', user.idToken)).status).toBe(202);
    const first = await analysisOf(user.uid, todayUtc());
    const again = await api<{ status: string; analysedAt: string }>(
      'POST',
      '/api/ai-analysis/refresh',
      user.idToken,
    );
    expect(again.status).toBe(202);
    expect(again.body).toEqual({
      message: 'Up to date: nothing changed since the last analysis.',
      status: 'unchanged',
      analysedAt: (first.createdAt as { toDate(): Date }).toDate().toISOString(),
    });
  });

  it('refuses a second refresh within ten minutes with 429 and Retry-After', async () => {
    const user = await createUser();
    expect((await api('POST', '/api/ai-analysis/refresh', user.idToken)).status).toBe(202);
    await analysisOf(user.uid, todayUtc());
    // Something changed since, so only the allowance stands in the way.
    await createTodo(user.idToken, { text: 'Call Bob', dueType: 'today' });
    const again = await api('POST', '/api/ai-analysis/refresh', user.idToken);
    expect(again.status).toBe(429);
    expect(messageOf(again)).toMatch(
      /^The analysis can be refreshed once every 10 minutes: try again in \d+ minutes?\.$/,
    );
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });
});
