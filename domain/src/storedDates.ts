// Firestore hands instants back as Timestamps (the web SDK and firebase-admin each have their
// own class, both with toDate()); the domain schemas speak Date.

interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toDate(): Date;
}

function isTimestamp(value: object): value is TimestampLike {
  return (
    'toDate' in value &&
    typeof value.toDate === 'function' &&
    'seconds' in value &&
    typeof value.seconds === 'number' &&
    'nanoseconds' in value &&
    typeof value.nanoseconds === 'number'
  );
}

/** Only plain data is walked: references, geo points and the like stay as they are. */
function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Stored data with every Timestamp, at any depth, turned into a Date. */
export function withDates(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isTimestamp(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDates(item)]));
}
