// Test helper (not exported from the package): the days that bite a planner, each an instant and
// the zone it is read in, with the calendar day a person there sees. Date-sensitive tests run
// over this table instead of over whatever day the suite happens to run on.

export interface PlannerDay {
  what: string;
  /** The instant, as an ISO string with its offset. */
  at: string;
  zone: string;
  /** The calendar day at `at` in `zone`. */
  day: string;
}

export const PLANNER_DAYS: readonly PlannerDay[] = [
  {
    what: 'the 1st of a month',
    at: '2026-12-01T09:00:00+01:00',
    zone: 'Europe/Berlin',
    day: '2026-12-01',
  },
  {
    what: 'the last of a 31-day month',
    at: '2027-01-31T23:30:00+01:00',
    zone: 'Europe/Berlin',
    day: '2027-01-31',
  },
  {
    what: 'the last of a 30-day month',
    at: '2026-09-30T08:00:00-04:00',
    zone: 'America/New_York',
    day: '2026-09-30',
  },
  {
    what: 'a month starting on a Sunday',
    at: '2026-11-01T12:00:00Z',
    zone: 'UTC',
    day: '2026-11-01',
  },
  {
    what: 'a month starting on a Monday',
    at: '2026-06-01T12:00:00Z',
    zone: 'UTC',
    day: '2026-06-01',
  },
  {
    what: 'a month starting on a Tuesday',
    at: '2026-12-01T12:00:00Z',
    zone: 'UTC',
    day: '2026-12-01',
  },
  {
    what: 'a month starting on a Wednesday',
    at: '2026-04-01T12:00:00Z',
    zone: 'UTC',
    day: '2026-04-01',
  },
  {
    what: 'a month starting on a Thursday',
    at: '2026-10-01T12:00:00Z',
    zone: 'UTC',
    day: '2026-10-01',
  },
  {
    what: 'a month starting on a Friday',
    at: '2027-01-01T12:00:00Z',
    zone: 'UTC',
    day: '2027-01-01',
  },
  {
    what: 'a month starting on a Saturday',
    at: '2026-08-01T12:00:00Z',
    zone: 'UTC',
    day: '2026-08-01',
  },
  {
    what: '28 February of a common year',
    at: '2027-02-28T22:00:00-05:00',
    zone: 'America/New_York',
    day: '2027-02-28',
  },
  {
    what: '29 February',
    at: '2028-02-29T12:00:00+01:00',
    zone: 'Europe/Berlin',
    day: '2028-02-29',
  },
  {
    what: '1 March after a leap day',
    at: '2028-03-01T00:30:00+01:00',
    zone: 'Europe/Berlin',
    day: '2028-03-01',
  },
  {
    what: '31 December',
    at: '2026-12-31T23:59:00-05:00',
    zone: 'America/New_York',
    day: '2026-12-31',
  },
  { what: '1 January', at: '2027-01-01T00:01:00+01:00', zone: 'Europe/Berlin', day: '2027-01-01' },
  {
    what: 'the spring DST change in Berlin',
    at: '2027-03-28T03:30:00+02:00',
    zone: 'Europe/Berlin',
    day: '2027-03-28',
  },
  {
    what: 'the autumn DST change in Berlin',
    at: '2026-10-25T02:30:00+01:00',
    zone: 'Europe/Berlin',
    day: '2026-10-25',
  },
  {
    what: 'the spring DST change in New York',
    at: '2027-03-14T03:30:00-04:00',
    zone: 'America/New_York',
    day: '2027-03-14',
  },
  {
    what: 'the autumn DST change in New York',
    at: '2026-11-01T01:30:00-05:00',
    zone: 'America/New_York',
    day: '2026-11-01',
  },
  {
    what: 'a day in UTC+13',
    at: '2026-12-01T00:30:00+13:00',
    zone: 'Pacific/Tongatapu',
    day: '2026-12-01',
  },
  {
    what: 'a day in UTC-11',
    at: '2026-11-30T23:30:00-11:00',
    zone: 'Pacific/Pago_Pago',
    day: '2026-11-30',
  },
];
