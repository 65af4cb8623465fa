import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { api } from './support/http';
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
