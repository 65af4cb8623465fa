// POST/DELETE /api/push/tokens: this browser's FCM token, kept server-side (never readable by
// the client), one entry per token however often it is registered.
import { MAX_PUSH_TOKENS } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { readDoc } from './support/admin';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

const token = (n: number) => `fcm-token-${n}:APA91b${'x'.repeat(40)}`;

async function storedTokens(uid: string): Promise<string[]> {
  const data = await readDoc(`users/${uid}/private/push`);
  const tokens = (data?.tokens ?? {}) as Record<string, { token: string }>;
  return Object.values(tokens)
    .map((entry) => entry.token)
    .sort();
}

describe('push tokens', () => {
  it('registers a token once however often it is sent, and forgets it', async () => {
    const user = await createUser();
    for (let i = 0; i < 2; i += 1) {
      const response = await api('POST', '/api/push/tokens', user.idToken, { token: token(1) });
      expect(response.status).toBe(204);
    }
    expect(await storedTokens(user.uid)).toEqual([token(1)]);

    expect(
      (await api('DELETE', '/api/push/tokens', user.idToken, { token: token(1) })).status,
    ).toBe(204);
    expect(await storedTokens(user.uid)).toEqual([]);
    // Forgetting it again is not an error.
    expect(
      (await api('DELETE', '/api/push/tokens', user.idToken, { token: token(1) })).status,
    ).toBe(204);
  });

  it('gives a browser to the user who registers it last: gone from the one before', async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    await api('POST', '/api/push/tokens', a.idToken, { token: token(7) });
    await api('POST', '/api/push/tokens', a.idToken, { token: token(8) });
    expect(await storedTokens(a.uid)).toEqual([token(7), token(8)]);

    const response = await api('POST', '/api/push/tokens', b.idToken, { token: token(7) });
    expect(response.status).toBe(204);
    expect(await storedTokens(b.uid)).toEqual([token(7)]);
    expect(await storedTokens(a.uid)).toEqual([token(8)]);

    // B signs out on that browser: nobody holds it any more.
    await api('DELETE', '/api/push/tokens', b.idToken, { token: token(7) });
    expect(await storedTokens(b.uid)).toEqual([]);
    expect(await storedTokens(a.uid)).toEqual([token(8)]);
  });

  it(`keeps the ${MAX_PUSH_TOKENS} most recently registered browsers`, async () => {
    const user = await createUser();
    for (let n = 0; n <= MAX_PUSH_TOKENS; n += 1) {
      await api('POST', '/api/push/tokens', user.idToken, { token: token(n) });
    }
    const kept = await storedTokens(user.uid);
    expect(kept).toHaveLength(MAX_PUSH_TOKENS);
    expect(kept).not.toContain(token(0));
  });

  it.each([
    ['no token', {}, 'Push token is required'],
    ['an empty token', { token: '' }, 'Push token is required'],
    ['a token with spaces', { token: 'a b' }, 'Push token must be an FCM registration token'],
    ['a number', { token: 42 }, 'Push token must be'],
  ])('refuses %s with 400 and stores nothing', async (_label, body, message) => {
    const user = await createUser();
    const response = await api('POST', '/api/push/tokens', user.idToken, body);
    expect(response.status).toBe(400);
    expect(messageOf(response)).toContain(message);
    expect(await storedTokens(user.uid)).toEqual([]);
  });
});
