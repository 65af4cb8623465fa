// The per-user rate limit, at whatever RATE_LIMIT_PER_MINUTE the emulator runs with: the
// RateLimit-* headers say how many requests are left, so the test spends exactly those.
//
// Each function instance counts for itself (as in production), and the Functions emulator
// may start a second instance even for requests sent one after another. So the test follows
// one countdown per instance: every answer must continue a countdown (one less than some
// earlier answer) or start a fresh one, and the 429 may come only once a countdown is at 0.
import { describe, expect, it } from 'vitest';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

describe('per-user rate limit', () => {
  it("answers 429 once a user has spent the minute's requests, and only for that user", async () => {
    const user = await createUser();
    const call = () => api('GET', '/api/ai-analysis', user.idToken);
    const first = await call();
    const limit = Number(first.headers.get('ratelimit-limit'));
    expect(limit).toBeGreaterThan(0);

    const countdowns: number[] = [];
    const follow = (remaining: number) => {
      const instance = countdowns.indexOf(remaining + 1);
      if (instance >= 0) {
        countdowns[instance] = remaining;
        return;
      }
      // A fresh instance has served at most the sign-in before this request.
      expect(remaining, `countdowns ${JSON.stringify(countdowns)}`).toBeGreaterThanOrEqual(
        limit - 2,
      );
      countdowns.push(remaining);
    };
    expect(first.status).toBe(200);
    follow(Number(first.headers.get('ratelimit-remaining')));

    let allowed = 1;
    let refused: Awaited<ReturnType<typeof call>> | null = null;
    while (!refused) {
      expect(allowed, 'requests before the first 429').toBeLessThan(4 * limit);
      const response = await call();
      if (response.status === 429) {
        refused = response;
        break;
      }
      expect(response.status).toBe(200);
      allowed += 1;
      follow(Number(response.headers.get('ratelimit-remaining')));
    }

    expect(messageOf(refused)).toBe('Too many requests. Please slow down.');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(countdowns).toContain(0);
    expect(allowed).toBeGreaterThanOrEqual(limit - 1);

    const other = await createUser();
    expect((await api('GET', '/api/ai-analysis', other.idToken)).status).toBe(200);
  }, 120_000);
});
