/**
 * The fields of an update that carry a value. Firestore refuses `undefined` values, and a
 * partial update schema keeps a key that the caller passed as undefined.
 */
export function definedFields<T extends object>(update: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(update).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
