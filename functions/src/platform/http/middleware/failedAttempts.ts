// Failed sign-in attempts per key (an account, an address): after `limit` failures within a
// minute the key is refused for a minute before any credentials are even checked. Counts come
// from the shared SlidingWindowLimiter; in memory, so per function instance.
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

/** Wrong passwords for one admin account, from anywhere, before the account is locked. */
export const ACCOUNT_FAILURES_PER_MINUTE = 10;
/**
 * Wrong credentials from one address before the address is blocked. Higher than the account
 * limit: behind Firebase Hosting the address may be a shared edge of Google's, not one
 * person's.
 */
export const ADDRESS_FAILURES_PER_MINUTE = 30;

/**
 * The admin sign-in lock: keyed on the account the caller tries (so rotating addresses or
 * headers gives no extra guesses) and on the address Google's front end saw (so one address
 * cannot try many accounts). Either being blocked refuses the attempt before the password is
 * checked. Each block lasts a minute after the last failure that caused it.
 */
export class AdminSignInLockout {
  private readonly accounts: FailedAttemptGate;
  private readonly addresses: FailedAttemptGate;

  constructor(now: () => number = Date.now) {
    this.accounts = new FailedAttemptGate(ACCOUNT_FAILURES_PER_MINUTE, now);
    this.addresses = new FailedAttemptGate(ADDRESS_FAILURES_PER_MINUTE, now);
  }

  /** Seconds until this account may be tried from this address; 0 when it may be now. */
  retryAfter(email: string, address: string): number {
    return Math.max(
      this.accounts.retryAfter(accountKey(email)),
      this.addresses.retryAfter(address),
    );
  }

  recordFailure(email: string, address: string): void {
    this.accounts.recordFailure(accountKey(email));
    this.addresses.recordFailure(address);
  }
}

/** Firebase Auth compares e-mail addresses without case. */
function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The address that connected to Google's front end. A client may send any X-Forwarded-For
 * header, and each proxy on the way appends the address it received the request from, so
 * only the last entry is one no client chose: on Cloud Functions (Cloud Run) it is appended
 * by Google's front end. For a call to the function's own URL that is the client; for a call
 * through Firebase Hosting it is the Hosting edge that forwarded it, which many clients may
 * share. That is why the address limit is loose and the account limit is the one that stops
 * password guessing. Without the header (the emulators) the socket's peer is used.
 */
export function frontEndAddress(req: Request): string {
  const entries = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? req.socket.remoteAddress ?? 'unknown';
}
