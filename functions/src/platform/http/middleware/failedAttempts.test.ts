import { describe, expect, it } from 'vitest';
import {
  AdminSignInLockout,
  FailedAttemptGate,
  type FailureRecord,
  type FailureStore,
} from './failedAttempts';

/** A store in memory, as Firestore keeps the records for every instance. */
function memoryStore(): FailureStore & { records: Map<string, FailureRecord> } {
  const records = new Map<string, FailureRecord>();
  return {
    records,
    read: (key) => Promise.resolve(records.get(key) ?? null),
    update: (key, change) => {
      records.set(key, change(records.get(key) ?? null));
      return Promise.resolve();
    },
  };
}

describe('FailedAttemptGate', () => {
  it('blocks a key for a minute after `limit` failures, and only that key', async () => {
    let now = 1_000_000;
    const gate = new FailedAttemptGate(memoryStore(), 3, () => now);
    await gate.recordFailure('a');
    await gate.recordFailure('a');
    expect(await gate.retryAfter('a')).toBe(0);
    await gate.recordFailure('a');
    expect(await gate.retryAfter('a')).toBe(60);
    expect(await gate.retryAfter('b')).toBe(0);
    now += 59_500;
    expect(await gate.retryAfter('a')).toBe(1);
    now += 500;
    expect(await gate.retryAfter('a')).toBe(0);
  });

  it('lets failures spread over more than a minute pass', async () => {
    let now = 0;
    const gate = new FailedAttemptGate(memoryStore(), 2, () => now);
    await gate.recordFailure('a');
    now += 61_000;
    await gate.recordFailure('a');
    expect(await gate.retryAfter('a')).toBe(0);
  });

  it('counts the failures every instance sees: two gates on one store share them', async () => {
    const now = 0;
    const store = memoryStore();
    const [first, second] = [1, 2].map(() => new FailedAttemptGate(store, 4, () => now));
    for (const gate of [first, second, first, second]) await gate?.recordFailure('a');
    expect(await first?.retryAfter('a')).toBe(60);
    expect(await second?.retryAfter('a')).toBe(60);
  });

  it('keeps only the last `limit` failures, however many come', async () => {
    let now = 0;
    const store = memoryStore();
    const gate = new FailedAttemptGate(store, 3, () => now);
    for (let i = 0; i < 50; i += 1) {
      await gate.recordFailure('a');
      now += 10;
    }
    expect(store.records.get('a')?.failures).toEqual([470, 480, 490]);
  });
});

describe('AdminSignInLockout', () => {
  it('locks an account after 10 wrong passwords in a minute, in any spelling', async () => {
    let now = 0;
    const lockout = new AdminSignInLockout(memoryStore(), () => now);
    for (let i = 0; i < 10; i += 1) {
      expect(await lockout.retryAfter('Admin@Example.com')).toBe(0);
      await lockout.recordFailure(i % 2 ? 'Admin@Example.com' : ' admin@example.com ');
    }
    expect(await lockout.retryAfter('admin@example.com')).toBe(60);
    expect(await lockout.retryAfter('other@example.com')).toBe(0);
    now += 60_000;
    expect(await lockout.retryAfter('admin@example.com')).toBe(0);
  });
});
