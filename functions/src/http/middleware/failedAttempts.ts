// Failed sign-in attempts per client: after `limit` failures within a minute the client is
// refused for a minute before its credentials are even checked. Counts come from the shared
// SlidingWindowLimiter; in memory, so per function instance.
import type { Request } from 'express';
import { SlidingWindowLimiter } from './rateLimit';

const BLOCK_MS = 60_000;

export class FailedAttemptGate {
  private readonly failures: SlidingWindowLimiter;
  private readonly blockedUntil = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {
    this.failures = new SlidingWindowLimiter(now);
  }

  /** Seconds until `key` may try again; 0 when it may try now. */
  retryAfter(key: string): number {
    const until = this.blockedUntil.get(key);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left <= 0) {
      this.blockedUntil.delete(key);
      return 0;
    }
    return Math.ceil(left / 1000);
  }

  recordFailure(key: string): void {
    const decision = this.failures.hit(key, this.limit);
    if (decision.remaining === 0 || !decision.allowed) {
      this.blockedUntil.set(key, this.now() + BLOCK_MS);
    }
  }
}

/**
 * The caller's address. Behind Firebase Hosting the function sees a proxy, and the client is
 * the first X-Forwarded-For entry. A caller that reaches the function URL directly can forge
 * that header, so this limit only slows guessing down; Firebase Auth's own protection of
 * signInWithPassword (TOO_MANY_ATTEMPTS_TRY_LATER) still applies behind it.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.socket.remoteAddress || 'unknown';
}
