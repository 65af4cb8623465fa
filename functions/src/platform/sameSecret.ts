// A secret a caller presents, compared with the one kept in time that does not depend on
// where they differ (a byte-by-byte early exit would let a caller guess it a byte at a time).
import { timingSafeEqual } from 'node:crypto';

export function sameSecret(given: string, kept: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(kept)];
  return a.length === b.length && timingSafeEqual(a, b);
}
