// Calendar days ('yyyy-MM-dd') are plain values without a time zone. All arithmetic here is
// integer arithmetic on year/month/day, so the machine's time zone can never shift a day.

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DayParts {
  year: number;
  /** 1 to 12 */
  month: number;
  /** 1 to 31 */
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in `month` (1 to 12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function partsAreValid(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** True for a 'yyyy-MM-dd' string naming a real calendar day (2026-02-30 is refused). */
export function isValidDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  return partsAreValid(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Splits a 'yyyy-MM-dd' day into numbers; throws a RangeError for anything else. */
export function parseDay(value: string): DayParts {
  const match = DAY_PATTERN.exec(value);
  const parts = match
    ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
    : null;
  if (!parts || !partsAreValid(parts.year, parts.month, parts.day)) {
    throw new RangeError(`"${value}" is not a calendar day in yyyy-MM-dd form`);
  }
  return parts;
}

/** Builds 'yyyy-MM-dd'; throws a RangeError when the parts do not name a real day. */
export function formatDay({ year, month, day }: DayParts): string {
  if (!partsAreValid(year, month, day)) {
    throw new RangeError(`${year}-${month}-${day} is not a calendar day between 0001 and 9999`);
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil):
// exact for every year and free of Date's two-digit-year and time-zone quirks.
function toEpochDay({ year, month, day }: DayParts): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromEpochDay(epochDay: number): DayParts {
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The day `amount` days after `day` (negative goes back). */
export function addDays(day: string, amount: number): string {
  if (!Number.isInteger(amount))
    throw new RangeError(`Cannot add ${amount} days: not a whole number`);
  return formatDay(fromEpochDay(toEpochDay(parseDay(day)) + amount));
}

/**
 * The day `amount` months after `day`, with the day-of-month clamped to the target month's
 * length (2027-01-31 + 1 month = 2027-02-28).
 */
export function addMonths(day: string, amount: number): string {
  if (!Number.isInteger(amount)) {
    throw new RangeError(`Cannot add ${amount} months: not a whole number`);
  }
  const parts = parseDay(day);
  const monthIndex = parts.year * 12 + (parts.month - 1) + amount;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return formatDay({ year, month, day: Math.min(parts.day, daysInMonth(year, month)) });
}

/** Number of days from `from` to `to` (positive when `to` is later). */
export function diffDays(from: string, to: string): number {
  return toEpochDay(parseDay(to)) - toEpochDay(parseDay(from));
}

/** -1, 0 or 1, for sorting days in ascending order. */
export function compareDays(a: string, b: string): -1 | 0 | 1 {
  // Validated 'yyyy-MM-dd' strings sort lexicographically in calendar order.
  parseDay(a);
  parseDay(b);
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar day that `now` falls on in an IANA time zone, e.g. todayIn('Asia/Tokyo', now).
 * 'Today' is a property of the user's zone, not of the server's or the browser's.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('todayIn needs a valid Date');
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
  } catch {
    throw new RangeError(`"${timeZone}" is not a known IANA time zone`);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return formatDay({ year: part('year'), month: part('month'), day: part('day') });
}
