import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { decodeCursor, encodeCursor } from './paging';

describe('page cursors', () => {
  it('round-trip the instant to the nanosecond and ids with dots', () => {
    const cursor = { createdAt: new Timestamp(1_780_000_000, 123_456_789), id: 'a.b.c' };
    const decoded = decodeCursor(encodeCursor(cursor));
    expect(decoded.createdAt.isEqual(cursor.createdAt)).toBe(true);
    expect(decoded.id).toBe('a.b.c');
  });

  it('refuse anything else with a 400 naming the cursor', () => {
    for (const text of [
      'garbage',
      Buffer.from('1.2').toString('base64url'),
      Buffer.from('1.2.a/b').toString('base64url'),
    ]) {
      expect(() => decodeCursor(text)).toThrow(HttpError);
      expect(() => decodeCursor(text)).toThrow(/^cursor: /);
    }
  });
});
