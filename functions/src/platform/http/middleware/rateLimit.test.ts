import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rateLimit';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('SlidingWindowLimiter', () => {
  it('allows `limit` hits per minute and counts down', () => {
    const time = clock();
    const limiter = new SlidingWindowLimiter(time.now);
    const remaining = Array.from({ length: 3 }, () => limiter.hit('u1', 3).remaining);
    expect(remaining).toEqual([2, 1, 0]);
    expect(limiter.hit('u1', 3)).toEqual({
      allowed: false,
      limit: 3,
      remaining: 0,
      retryAfter: 60,
    });
  });

  it('keeps users apart', () => {
    const limiter = new SlidingWindowLimiter(clock().now);
    limiter.hit('u1', 1);
    expect(limiter.hit('u1', 1).allowed).toBe(false);
    expect(limiter.hit('u2', 1).allowed).toBe(true);
  });

  it('slides: hits leave the window one minute after they were made', () => {
    const time = clock();
    const limiter = new SlidingWindowLimiter(time.now);
    limiter.hit('u1', 2);
    time.advance(30_000);
    limiter.hit('u1', 2);
    expect(limiter.hit('u1', 2)).toMatchObject({ allowed: false, retryAfter: 30 });
    time.advance(30_000);
    expect(limiter.hit('u1', 2)).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.hit('u1', 2).allowed).toBe(false);
  });

  it('does not count refused hits', () => {
    const time = clock();
    const limiter = new SlidingWindowLimiter(time.now);
    limiter.hit('u1', 1);
    for (let i = 0; i < 10; i += 1) limiter.hit('u1', 1);
    time.advance(60_000);
    expect(limiter.hit('u1', 1).allowed).toBe(true);
  });

  it('keeps counting active users when idle ones are swept away', () => {
    const time = clock();
    const limiter = new SlidingWindowLimiter(time.now);
    limiter.hit('active', 1);
    for (let i = 0; i < 999; i += 1) limiter.hit(`idle-${i}`, 5);
    time.advance(61_000);
    limiter.hit('active', 1);
    expect(limiter.hit('active', 1).allowed).toBe(false);
  });
});
