import { describe, expect, it } from 'vitest';
import { withDates } from './storedDates';

/** The shape both Firestore SDKs give their Timestamps. */
class FakeTimestamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}
  toDate(): Date {
    return new Date(this.seconds * 1000 + this.nanoseconds / 1e6);
  }
}

class Reference {
  constructor(readonly path: string) {}
}

describe('withDates', () => {
  it('turns Timestamps into Dates at any depth', () => {
    const stored = {
      createdAt: new FakeTimestamp(1_700_000_000, 500_000_000),
      nested: { list: [new FakeTimestamp(0, 0), 'text'] },
    };
    expect(withDates(stored)).toEqual({
      createdAt: new Date(1_700_000_000_500),
      nested: { list: [new Date(0), 'text'] },
    });
  });

  it('leaves plain values and non-plain objects as they are', () => {
    const ref = new Reference('users/u1');
    expect(withDates({ ref, n: 1, s: 'a', none: null })).toEqual({
      ref,
      n: 1,
      s: 'a',
      none: null,
    });
    expect((withDates({ ref }) as { ref: unknown }).ref).toBe(ref);
    expect(withDates('2026-01-01')).toBe('2026-01-01');
  });

  it('does not take an object with a seconds field for a Timestamp', () => {
    expect(withDates({ seconds: 5, nanoseconds: 0 })).toEqual({ seconds: 5, nanoseconds: 0 });
  });
});
