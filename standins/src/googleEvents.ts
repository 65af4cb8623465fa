// A Google Calendar's events as the Calendar API v3 lists them: stored events (one-off,
// all-day, recurring masters with an RRULE, and exceptions that cancel or move one
// instance), expanded into instances for `singleEvents=true`, filtered by the window, ordered
// and rendered in the response's time zone.
import { z } from 'zod';
import {
  addDays,
  daysBetween,
  formatDate,
  formatInZone,
  instantOf,
  isTimeZone,
  localAt,
  parseDate,
  parseDateTime,
  weekday,
  type LocalDateTime,
} from './googleTime';

const AllDay = z.object({
  date: z.string().refine((value) => parseDate(value) !== null, 'expected YYYY-MM-DD'),
});
const Timed = z.object({
  dateTime: z
    .string()
    .refine((value) => parseDateTime(value) !== null, 'expected RFC 3339 with an offset'),
  timeZone: z.string().refine(isTimeZone, 'expected an IANA time zone').optional(),
});
const EventTime = z.union([AllDay, Timed]);
type EventTime = z.infer<typeof EventTime>;

const DAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

interface Rule {
  freq: 'DAILY' | 'WEEKLY';
  interval: number;
  count?: number;
  /** Inclusive; a date-only UNTIL is kept as the day. */
  until?: { ms: number } | { day: { year: number; month: number; day: number } };
  byDay?: number[];
}

/** The subset of RFC 5545 recurrence the stand-in expands: one DAILY or WEEKLY RRULE. */
export function parseRecurrence(lines: string[]): Rule | string {
  const rules = lines.filter((line) => line.startsWith('RRULE:'));
  if (rules.length !== 1 || rules.length !== lines.length) {
    return 'expected exactly one RRULE line (EXDATE/RDATE are not supported: use exceptions)';
  }
  const fields = Object.fromEntries(
    (rules[0] ?? '')
      .slice('RRULE:'.length)
      .split(';')
      .map((pair) => pair.split('=') as [string, string]),
  );
  const rule: Rule = { freq: 'DAILY', interval: 1 };
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'FREQ' && (value === 'DAILY' || value === 'WEEKLY')) rule.freq = value;
    else if ((key === 'INTERVAL' || key === 'COUNT') && /^[1-9]\d*$/.test(value)) {
      rule[key === 'INTERVAL' ? 'interval' : 'count'] = Number(value);
    } else if (key === 'BYDAY' && value.split(',').every((day) => DAY_CODES.includes(day))) {
      rule.byDay = value.split(',').map((day) => DAY_CODES.indexOf(day));
    } else if (key === 'UNTIL' && /^\d{8}$/.test(value)) {
      const day = parseDate(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`);
      if (!day) return `bad UNTIL ${value}`;
      rule.until = { day };
    } else if (key === 'UNTIL' && /^\d{8}T\d{6}Z$/.test(value)) {
      const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}Z`;
      rule.until = { ms: Date.parse(iso) };
    } else if (key !== 'WKST') {
      return `unsupported RRULE part ${key}=${value}`;
    }
  }
  if (!fields.FREQ) return 'RRULE needs FREQ=DAILY or FREQ=WEEKLY';
  return rule;
}

export const StoredEvent = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,1024}$/, 'letters, digits, _ and - only'),
    summary: z.string().default(''),
    description: z.string().optional(),
    location: z.string().optional(),
    status: z.enum(['confirmed', 'tentative', 'cancelled']).default('confirmed'),
    updated: z.iso.datetime().default('2026-01-05T08:00:00.000Z'),
    start: EventTime,
    end: EventTime,
    recurrence: z.array(z.string()).optional(),
    /** Set on an exception: the recurring event whose instance it replaces or cancels. */
    recurringEventId: z.string().optional(),
    originalStartTime: EventTime.optional(),
  })
  .superRefine((event, context) => {
    const problem = eventProblem(event);
    if (problem) context.addIssue({ code: 'custom', message: `${event.id}: ${problem}` });
  });
export type StoredEvent = z.infer<typeof StoredEvent>;

function eventProblem(event: Omit<StoredEvent, 'id'>): string | null {
  const allDay = 'date' in event.start;
  if (allDay !== 'date' in event.end) return 'start and end must both be dates or date-times';
  if (timeKey(event.end) <= timeKey(event.start)) return 'end must be after start';
  if (event.recurrence) {
    const rule = parseRecurrence(event.recurrence);
    if (typeof rule === 'string') return rule;
  }
  if ((event.recurringEventId === undefined) !== (event.originalStartTime === undefined)) {
    return 'an exception needs both recurringEventId and originalStartTime';
  }
  return null;
}

/** Orders two times of the same kind (dates as text, date-times as instants). */
function timeKey(time: EventTime): string {
  return 'date' in time ? time.date : String(parseDateTime(time.dateTime)).padStart(16, '0');
}

/** One occurrence to list: a one-off event, an instance, a recurring master or an exception. */
interface Occurrence {
  event: StoredEvent;
  id: string;
  startMs: number;
  endMs: number;
  start: { date: string } | { ms: number; timeZone?: string };
  end: { date: string } | { ms: number; timeZone?: string };
  recurringEventId?: string;
  originalStart?: { date: string } | { ms: number; timeZone?: string };
}

const midnight = (day: { year: number; month: number; day: number }, timeZone: string) =>
  instantOf({ ...day, hour: 0, minute: 0, second: 0 }, timeZone);

function dayOf(date: string) {
  const day = parseDate(date);
  if (!day) throw new Error(`invalid stored date ${date}`);
  return day;
}

function single(event: StoredEvent, calendarZone: string): Occurrence {
  const { start, end } = event;
  if ('date' in start && 'date' in end) {
    return {
      event,
      id: event.id,
      startMs: midnight(dayOf(start.date), calendarZone),
      endMs: midnight(dayOf(end.date), calendarZone),
      start: { date: start.date },
      end: { date: end.date },
    };
  }
  const startMs = 'dateTime' in start ? (parseDateTime(start.dateTime) ?? 0) : 0;
  const endMs = 'dateTime' in end ? (parseDateTime(end.dateTime) ?? 0) : 0;
  const zone = (time: EventTime) => ('timeZone' in time ? time.timeZone : undefined);
  return {
    event,
    id: event.id,
    startMs,
    endMs,
    start: { ms: startMs, timeZone: zone(start) },
    end: { ms: endMs, timeZone: zone(end) },
  };
}

const compactUtc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The id Google gives an instance: the master's id and the instance's original start. */
function instanceId(masterId: string, originalStart: EventTime): string {
  if ('date' in originalStart) return `${masterId}_${originalStart.date.replace(/-/g, '')}`;
  return `${masterId}_${compactUtc(parseDateTime(originalStart.dateTime) ?? 0)}`;
}

/** Longest span searched for instances when the query has no upper bound. */
const OPEN_ENDED_DAYS = 2 * 366;

function instancesOf(master: StoredEvent, calendarZone: string, untilMs?: number): Occurrence[] {
  const rule = parseRecurrence(master.recurrence ?? []);
  if (typeof rule === 'string') return [];
  const first = single(master, calendarZone);
  const allDay = 'date' in master.start;
  const zone =
    'timeZone' in master.start && master.start.timeZone ? master.start.timeZone : calendarZone;
  const wall: LocalDateTime = allDay
    ? { ...dayOf((master.start as { date: string }).date), hour: 0, minute: 0, second: 0 }
    : localAt(first.startMs, zone);
  const lengthDays =
    'date' in master.start && 'date' in master.end
      ? daysBetween(dayOf(master.start.date), dayOf(master.end.date))
      : 0;
  const durationMs = first.endMs - first.startMs;
  const byDay = rule.byDay ?? [weekday(wall)];
  const weekStart = addDays(wall, -((weekday(wall) + 6) % 7));
  const instances: Occurrence[] = [];
  for (let offset = 0; offset <= OPEN_ENDED_DAYS * 5; offset += 1) {
    const day = addDays(wall, offset);
    const matches =
      rule.freq === 'DAILY'
        ? offset % rule.interval === 0
        : byDay.includes(weekday(day)) &&
          Math.floor(daysBetween(weekStart, day) / 7) % rule.interval === 0;
    if (!matches) continue;
    const startMs = allDay ? midnight(day, calendarZone) : instantOf(day, zone);
    if (untilMs !== undefined ? startMs >= untilMs : offset > OPEN_ENDED_DAYS) break;
    if (rule.until && 'ms' in rule.until && startMs > rule.until.ms) break;
    if (rule.until && 'day' in rule.until && daysBetween(day, rule.until.day) < 0) break;
    if (rule.count !== undefined && instances.length >= rule.count) break;
    const originalStart: Occurrence['start'] = allDay
      ? { date: formatDate(day) }
      : { ms: startMs, timeZone: zone };
    const endMs = allDay ? midnight(addDays(day, lengthDays), calendarZone) : startMs + durationMs;
    instances.push({
      event: master,
      id: instanceId(
        master.id,
        allDay ? { date: formatDate(day) } : { dateTime: new Date(startMs).toISOString() },
      ),
      startMs,
      endMs,
      start: originalStart,
      end: allDay ? { date: formatDate(addDays(day, lengthDays)) } : { ms: endMs, timeZone: zone },
      recurringEventId: master.id,
      originalStart,
    });
  }
  return instances;
}

export interface ListQuery {
  timeMin?: number;
  timeMax?: number;
  singleEvents: boolean;
  orderBy?: 'startTime' | 'updated';
  showDeleted: boolean;
  /** The zone `dateTime` values are written in. */
  timeZone: string;
}

/** Every occurrence the query selects, in the order the API returns them. */
export function selectEvents(
  events: StoredEvent[],
  calendarZone: string,
  query: ListQuery,
): Occurrence[] {
  const exceptions = events.filter((event) => event.recurringEventId !== undefined);
  const exceptionId = (event: StoredEvent) =>
    instanceId(event.recurringEventId ?? '', event.originalStartTime ?? event.start);
  const exceptionsById = new Map(exceptions.map((event) => [exceptionId(event), event]));
  const occurrences: Occurrence[] = [];
  for (const event of events) {
    if (event.recurringEventId !== undefined) continue;
    if (!event.recurrence) {
      occurrences.push(single(event, calendarZone));
      continue;
    }
    const instances = instancesOf(event, calendarZone, query.timeMax);
    if (!query.singleEvents) {
      const overlapping = instances.some((instance) => overlaps(instance, query));
      if (overlapping) occurrences.push(single(event, calendarZone));
      continue;
    }
    for (const instance of instances) {
      const exception = exceptionsById.get(instance.id);
      if (!exception) {
        occurrences.push(instance);
        continue;
      }
      occurrences.push({
        ...single(exception, calendarZone),
        id: instance.id,
        recurringEventId: event.id,
        originalStart: instance.originalStart,
      });
    }
  }
  if (!query.singleEvents) {
    for (const exception of exceptions) {
      occurrences.push({ ...single(exception, calendarZone), id: exceptionId(exception) });
    }
  }
  const selected = occurrences.filter(
    (occurrence) =>
      (query.showDeleted || occurrence.event.status !== 'cancelled') && overlaps(occurrence, query),
  );
  const byStart = (a: Occurrence, b: Occurrence) =>
    a.startMs - b.startMs || a.endMs - b.endMs || a.id.localeCompare(b.id);
  return selected.sort(
    query.orderBy === 'updated'
      ? (a, b) => a.event.updated.localeCompare(b.event.updated) || byStart(a, b)
      : byStart,
  );
}

/** timeMin bounds the end and timeMax the start, both exclusive, as in the API. */
function overlaps(occurrence: Occurrence, query: ListQuery): boolean {
  return (
    (query.timeMin === undefined || occurrence.endMs > query.timeMin) &&
    (query.timeMax === undefined || occurrence.startMs < query.timeMax)
  );
}

function renderTime(time: Occurrence['start'], responseZone: string) {
  if ('date' in time) return { date: time.date };
  return {
    dateTime: formatInZone(time.ms, responseZone),
    ...(time.timeZone ? { timeZone: time.timeZone } : {}),
  };
}

/** An occurrence as an `Events` resource item. */
export function renderEvent(occurrence: Occurrence, owner: string, responseZone: string) {
  const { event } = occurrence;
  const masterId = occurrence.recurringEventId ?? event.id;
  return {
    kind: 'calendar#event',
    etag: `"${Buffer.from(`${occurrence.id}:${event.updated}`).toString('base64url')}"`,
    id: occurrence.id,
    status: event.status,
    htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${occurrence.id} ${owner}`).toString('base64url')}`,
    created: '2026-01-05T08:00:00.000Z',
    updated: event.updated,
    summary: event.summary,
    ...(event.description !== undefined ? { description: event.description } : {}),
    ...(event.location !== undefined ? { location: event.location } : {}),
    creator: { email: owner, self: true },
    organizer: { email: owner, self: true },
    start: renderTime(occurrence.start, responseZone),
    end: renderTime(occurrence.end, responseZone),
    ...(occurrence.recurringEventId === undefined && event.recurrence
      ? { recurrence: event.recurrence }
      : {}),
    ...(occurrence.recurringEventId !== undefined
      ? { recurringEventId: occurrence.recurringEventId }
      : {}),
    ...(occurrence.originalStart
      ? { originalStartTime: renderTime(occurrence.originalStart, responseZone) }
      : {}),
    iCalUID: `${masterId}@google.com`,
    sequence: 0,
    eventType: 'default',
    reminders: { useDefault: true },
  };
}

/**
 * The demo calendar of a new account: events in the month of `now` (in the calendar's zone),
 * so that the month view shows them whenever the stand-in runs.
 */
export function demoEvents(now: number, calendarZone: string): StoredEvent[] {
  const today = localAt(now, calendarZone);
  const month = { year: today.year, month: today.month };
  const day = (n: number) => formatDate({ ...month, day: n });
  const at = (n: number, hour: number, minute: number, zone = calendarZone) =>
    formatInZone(instantOf({ ...month, day: n, hour, minute, second: 0 }, zone), zone);
  const firstMonday = 1 + ((8 - weekday({ ...month, day: 1 })) % 7);
  const secondMonday = firstMonday + 7;
  const planningStart = at(firstMonday, 9, 0);
  const events = [
    {
      id: 'demobirthday',
      summary: "Grandma's birthday",
      start: { date: day(12) },
      end: { date: day(13) },
    },
    {
      id: 'demooffsite',
      summary: 'Team offsite',
      location: 'Lakeside Lodge',
      start: { date: day(19) },
      end: { date: day(22) },
    },
    {
      id: 'demodentist',
      summary: 'Dentist',
      location: 'Main Street 4',
      start: { dateTime: at(5, 8, 30), timeZone: calendarZone },
      end: { dateTime: at(5, 9, 15), timeZone: calendarZone },
    },
    {
      id: 'demodinner',
      summary: 'Dinner with Sam',
      start: { dateTime: at(15, 19, 0), timeZone: calendarZone },
      end: { dateTime: at(15, 21, 30), timeZone: calendarZone },
    },
    {
      id: 'demonighttrain',
      summary: 'Night train',
      description: 'Crosses midnight.',
      start: { dateTime: at(25, 22, 40), timeZone: calendarZone },
      end: { dateTime: at(26, 6, 10), timeZone: calendarZone },
    },
    {
      id: 'demonewyorkcall',
      summary: 'Call with the New York office',
      start: { dateTime: at(8, 11, 0, 'America/New_York'), timeZone: 'America/New_York' },
      end: { dateTime: at(8, 11, 45, 'America/New_York'), timeZone: 'America/New_York' },
    },
    {
      id: 'demoplanning',
      summary: 'Weekly planning',
      start: { dateTime: planningStart, timeZone: calendarZone },
      end: { dateTime: at(firstMonday, 9, 30), timeZone: calendarZone },
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO'],
    },
    {
      // The second Monday's planning is cancelled: the list leaves that instance out.
      id: 'demoplanningcancelled',
      summary: 'Weekly planning',
      status: 'cancelled',
      recurringEventId: 'demoplanning',
      originalStartTime: { dateTime: at(secondMonday, 9, 0), timeZone: calendarZone },
      start: { dateTime: at(secondMonday, 9, 0), timeZone: calendarZone },
      end: { dateTime: at(secondMonday, 9, 30), timeZone: calendarZone },
    },
  ];
  return z.array(StoredEvent).parse(events);
}
