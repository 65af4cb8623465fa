// The rollups of the reports page count focus and completions in quarter-hour buckets of UTC,
// one document a UTC month. Every zone's offset is a whole number of quarter hours, so a
// bucket falls inside one local day in any zone, and the page can say "Monday" in the zone
// the reader asks for, across DST changes, without the rollups knowing a zone.

const QUARTER_MS = 15 * 60_000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A bucket: the UTC month its document is named by, and its key inside that document. */
export interface BucketId {
  /** 'yyyy-MM', the id of users/{uid}/reportMonths/{month}. */
  month: string;
  /** 'ddTHHmm' of the quarter hour's start, e.g. '03T1445'. */
  key: string;
}

/** The bucket `instant` falls in. */
export function bucketOf(instant: Date): BucketId {
  const start = new Date(Math.floor(instant.getTime() / QUARTER_MS) * QUARTER_MS);
  return {
    month: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`,
    key: `${pad(start.getUTCDate())}T${pad(start.getUTCHours())}${pad(start.getUTCMinutes())}`,
  };
}

const MONTH = /^(\d{4})-(\d{2})$/;
const KEY = /^(\d{2})T(\d{2})(\d{2})$/;

/** Whether `value` names a report month document ('yyyy-MM'). */
export function isReportMonth(value: string): boolean {
  const match = MONTH.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** Whether `key` is a bucket key of `month`: a day of that month and a quarter hour. */
export function isBucketKey(month: string, key: string): boolean {
  const match = KEY.exec(key);
  if (!match || !isReportMonth(month)) return false;
  const start = bucketStart({ month, key });
  return bucketOf(start).key === key && bucketOf(start).month === month;
}

/** The instant a bucket starts at. */
export function bucketStart({ month, key }: BucketId): Date {
  const [, year, monthNumber] = MONTH.exec(month) ?? [];
  const [, day, hour, minute] = KEY.exec(key) ?? [];
  return new Date(
    Date.UTC(Number(year), Number(monthNumber) - 1, Number(day), Number(hour), Number(minute)),
  );
}

/** The instant after a bucket's end. */
export function bucketEnd(bucket: BucketId): Date {
  return new Date(bucketStart(bucket).getTime() + QUARTER_MS);
}

/** The UTC months from the one holding `from` to the one holding `to`, oldest first. */
export function monthsBetween(from: Date, to: Date): string[] {
  const months: string[] = [];
  let year = from.getUTCFullYear();
  let month = from.getUTCMonth();
  const lastYear = to.getUTCFullYear();
  const lastMonth = to.getUTCMonth();
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${pad(month + 1)}`);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return months;
}
