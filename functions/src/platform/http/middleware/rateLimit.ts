// Per-user request limit: a sliding window of one minute, kept in one-second buckets so that
// memory per user stays small whatever the limit. In memory, so per function instance.
import type { Request, RequestHandler } from 'express';
import { rateLimitPerMinute } from '../../config';
import { HttpError } from '../errors';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please slow down.';

const WINDOW_SECONDS = 60;

interface Bucket {
  second: number;
  count: number;
}

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window has room again (0 when allowed). */
  retryAfter: number;
}

export class SlidingWindowLimiter {
  private readonly windows = new Map<string, Bucket[]>();
  private hitsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, limit: number): RateDecision {
    const second = Math.floor(this.now() / 1000);
    this.sweepNow(second);
    const buckets = this.current(key, second);
    const used = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
    if (used >= limit) {
      const oldest = buckets[0]?.second ?? second;
      return {
        allowed: false,
        limit,
        remaining: 0,
        retryAfter: Math.max(1, oldest + WINDOW_SECONDS - second),
      };
    }
    const last = buckets.at(-1);
    if (last?.second === second) last.count += 1;
    else buckets.push({ second, count: 1 });
    this.windows.set(key, buckets);
    return { allowed: true, limit, remaining: limit - used - 1, retryAfter: 0 };
  }

  /** The buckets of `key` still inside the window ending at `second`. */
  private current(key: string, second: number): Bucket[] {
    const buckets = this.windows.get(key) ?? [];
    const start = second - WINDOW_SECONDS + 1;
    const firstLive = buckets.findIndex((bucket) => bucket.second >= start);
    return firstLive === -1 ? [] : buckets.slice(firstLive);
  }

  /** Forgets idle users now and then, so the map does not grow with every caller ever seen. */
  private sweepNow(second: number): void {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < 1000) return;
    this.hitsSinceSweep = 0;
    for (const [key, buckets] of this.windows) {
      const newest = buckets.at(-1);
      if (!newest || newest.second <= second - WINDOW_SECONDS) this.windows.delete(key);
    }
  }
}

const limiter = new SlidingWindowLimiter();

/** Longest part of a key taken from what a caller sent: the limiter's memory stays bounded. */
const MAX_KEY_PART = 200;

/** A key from a value of a request (a link's secret or id): anything else counts as one key. */
export function linkKey(prefix: string, value: unknown): string {
  return `${prefix}:${typeof value === 'string' ? value.slice(0, MAX_KEY_PART) : ''}`;
}

/**
 * Answers 429 once a key has used its requests for the last minute. Sends the IETF draft
 * RateLimit-Limit / RateLimit-Remaining headers, and Retry-After when refusing.
 */
export function rateLimit(keyOf: (req: Request) => string | null): RequestHandler {
  return (req, res, next) => {
    const key = keyOf(req);
    if (key === null) throw new Error('rate limit without a key');
    const decision = limiter.hit(key, rateLimitPerMinute.value());
    res.set('RateLimit-Limit', String(decision.limit));
    res.set('RateLimit-Remaining', String(decision.remaining));
    if (!decision.allowed) {
      res.set('Retry-After', String(decision.retryAfter));
      throw new HttpError(429, RATE_LIMIT_MESSAGE);
    }
    next();
  };
}
