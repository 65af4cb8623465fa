import { describe, expect, it } from 'vitest';
import { sameValue } from './sameValue';

describe('sameValue', () => {
  it('treats equal documents with fresh Dates and arrays as the same', () => {
    const a = { id: 't1', text: 'Buy milk', tags: ['a', 'b'], due: new Date(2026, 0, 2), n: null };
    const b = { id: 't1', text: 'Buy milk', tags: ['a', 'b'], due: new Date(2026, 0, 2), n: null };
    expect(sameValue(a, b)).toBe(true);
  });

  it('sees a changed field, a changed date, a missing key and a longer array', () => {
    const base = { id: 't1', done: false, due: new Date(2026, 0, 2), tags: ['a'] };
    expect(sameValue(base, { ...base, done: true })).toBe(false);
    expect(sameValue(base, { ...base, due: new Date(2026, 0, 3) })).toBe(false);
    expect(sameValue(base, { id: 't1', done: false, due: base.due, extra: undefined })).toBe(false);
    expect(sameValue(base, { ...base, tags: ['a', 'b'] })).toBe(false);
  });

  it('does not confuse a Date with an object, or null with an object', () => {
    expect(sameValue(new Date(0), {})).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });
});
