// Failed admin sign-ins per account: after `limit` failures within a minute the account is
// refused for a minute before any credentials are even checked. The counts live in a store
// every function instance sees (Firestore in production), so more instances give no more
// guesses.
const WINDOW_MS = 60_000;
const BLOCK_MS = 60_000;

/** What is kept per key: the failures of the last minute (ms) and the end of a block. */
export interface FailureRecord {
  failures: number[];
  blockedUntil: number;
}

/** Where the records live. `update` runs `change` on the current record atomically. */
export interface FailureStore {
  read(key: string): Promise<FailureRecord | null>;
  update(key: string, change: (record: FailureRecord | null) => FailureRecord): Promise<void>;
}

export class FailedAttemptGate {
  constructor(
    private readonly store: FailureStore,
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again; 0 when it may try now. */
  async retryAfter(key: string): Promise<number> {
    const record = await this.store.read(key);
    const left = (record?.blockedUntil ?? 0) - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  async recordFailure(key: string): Promise<void> {
    await this.store.update(key, (record) => {
      const now = this.now();
      const failures = [...(record?.failures ?? []).filter((at) => at > now - WINDOW_MS), now]
        // Only the last `limit` matter: the record stays small whatever a caller sends.
        .slice(-this.limit);
      const blocked = failures.length >= this.limit;
      return {
        failures,
        blockedUntil: blocked ? now + BLOCK_MS : (record?.blockedUntil ?? 0),
      };
    });
  }
}

/** Wrong passwords for one admin account, from anywhere, before the account is locked. */
export const ACCOUNT_FAILURES_PER_MINUTE = 10;

/**
 * The admin sign-in lock, keyed on the account the caller tries, so that rotating addresses
 * or headers gives no extra guesses. Not on the address: behind Firebase Hosting many callers
 * share one edge address, and a stranger's failures there would lock the operator out. Each
 * block lasts a minute after the failure that caused it.
 */
export class AdminSignInLockout {
  private readonly accounts: FailedAttemptGate;

  constructor(store: FailureStore, now: () => number = Date.now) {
    this.accounts = new FailedAttemptGate(store, ACCOUNT_FAILURES_PER_MINUTE, now);
  }

  /** Seconds until this account may be tried; 0 when it may be now. */
  retryAfter(email: string): Promise<number> {
    return this.accounts.retryAfter(accountKey(email));
  }

  recordFailure(email: string): Promise<void> {
    return this.accounts.recordFailure(accountKey(email));
  }
}

/** Firebase Auth compares e-mail addresses without case. */
function accountKey(email: string): string {
  return email.trim().toLowerCase();
}
