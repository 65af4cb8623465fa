import { describe, expect, it } from 'vitest';
import { isReminderInstant, nextReminderAt, type ReminderSettings } from './reminders';
import { instantAt, wallTimeIn } from './zonedTime';

const task = (overrides: Partial<ReminderSettings> = {}): ReminderSettings => ({
  reminderEnabled: true,
  reminderDateTime: new Date('2026-03-27T08:00:00Z'),
  recurrenceRule: null,
  isCompleted: false,
  ...overrides,
});

describe('wall time in a zone', () => {
  it('reads the local day and time', () => {
    expect(wallTimeIn(new Date('2026-03-27T23:30:00Z'), 'Europe/Berlin')).toEqual({
      day: '2026-03-28',
      msOfDay: 30 * 60_000,
    });
  });

  it('turns a local time back into its instant, either side of a DST change', () => {
    const ninePm = 9 * 3_600_000;
    expect(instantAt({ day: '2026-03-28', msOfDay: ninePm }, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T08:00:00.000Z',
    );
    expect(instantAt({ day: '2026-03-30', msOfDay: ninePm }, 'Europe/Berlin').toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    expect(
      instantAt({ day: '2026-11-01', msOfDay: ninePm }, 'America/New_York').toISOString(),
    ).toBe('2026-11-01T14:00:00.000Z');
  });

  it('moves a time skipped by spring-forward past the gap and takes the first of a repeated one', () => {
    const twoThirty = 2.5 * 3_600_000;
    expect(
      instantAt({ day: '2026-03-29', msOfDay: twoThirty }, 'Europe/Berlin').toISOString(),
    ).toBe('2026-03-29T01:30:00.000Z');
    expect(
      instantAt({ day: '2026-10-25', msOfDay: twoThirty }, 'Europe/Berlin').toISOString(),
    ).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('nextReminderAt', () => {
  const at = (iso: string) => new Date(iso);

  it('is the reminder time itself while it lies ahead', () => {
    expect(nextReminderAt(task(), 'UTC', at('2026-03-27T07:59:00Z'))).toEqual(
      at('2026-03-27T08:00:00Z'),
    );
    expect(nextReminderAt(task(), 'UTC', at('2026-03-27T08:00:00Z'))).toEqual(
      at('2026-03-27T08:00:00Z'),
    );
  });

  it('has none once a one-off reminder has passed, or when off, empty or completed', () => {
    expect(nextReminderAt(task(), 'UTC', at('2026-03-27T08:00:00.001Z'))).toBeNull();
    const now = at('2026-03-01T00:00:00Z');
    expect(nextReminderAt(task({ reminderEnabled: false }), 'UTC', now)).toBeNull();
    expect(nextReminderAt(task({ reminderDateTime: null }), 'UTC', now)).toBeNull();
    expect(nextReminderAt(task({ isCompleted: true }), 'UTC', now)).toBeNull();
  });

  it('keeps the local time of a daily series across the spring DST change', () => {
    const daily = task({ recurrenceRule: 'FREQ=DAILY;INTERVAL=1' }); // 09:00 in Berlin
    expect(nextReminderAt(daily, 'Europe/Berlin', at('2026-03-27T08:00:01Z'))).toEqual(
      at('2026-03-28T08:00:00Z'),
    );
    expect(nextReminderAt(daily, 'Europe/Berlin', at('2026-03-28T08:00:01Z'))).toEqual(
      at('2026-03-29T07:00:00Z'),
    );
  });

  it('keeps the local time a daily series was set on when the user moves to another zone', () => {
    // 09:00 in New York, set there.
    const daily = task({
      reminderDateTime: at('2026-11-02T14:00:00Z'),
      reminderTimeZone: 'America/New_York',
      recurrenceRule: 'FREQ=DAILY;INTERVAL=1',
    });
    expect(nextReminderAt(daily, 'America/New_York', at('2026-11-03T00:00:00Z'))).toEqual(
      at('2026-11-03T14:00:00Z'),
    );
    // Now in Berlin: 09:00 there, from the next day on and for the first occurrence too.
    expect(nextReminderAt(daily, 'Europe/Berlin', at('2026-11-03T00:00:00Z'))).toEqual(
      at('2026-11-03T08:00:00Z'),
    );
    expect(nextReminderAt(daily, 'Europe/Berlin', at('2026-11-01T00:00:00Z'))).toEqual(
      at('2026-11-02T08:00:00Z'),
    );
    // Without a kept zone, the time of day is the stored instant's in the user's zone.
    const unkept = { ...daily, reminderTimeZone: null };
    expect(nextReminderAt(unkept, 'Europe/Berlin', at('2026-11-03T00:00:00Z'))).toEqual(
      at('2026-11-03T14:00:00Z'),
    );
  });

  it('keeps a one-off reminder at its instant whatever the zone', () => {
    const once = task({ reminderTimeZone: 'America/New_York' });
    expect(nextReminderAt(once, 'Europe/Berlin', at('2026-03-01T00:00:00Z'))).toEqual(
      at('2026-03-27T08:00:00Z'),
    );
  });

  it('steps weekly and monthly series and stops after UNTIL', () => {
    const weekly = task({ recurrenceRule: 'FREQ=WEEKLY;INTERVAL=2;UNTIL=20260415T235959Z' });
    expect(nextReminderAt(weekly, 'UTC', at('2026-03-28T00:00:00Z'))).toEqual(
      at('2026-04-10T08:00:00Z'),
    );
    expect(nextReminderAt(weekly, 'UTC', at('2026-04-11T00:00:00Z'))).toBeNull();
    const monthly = task({
      reminderDateTime: at('2026-01-31T10:00:00Z'),
      recurrenceRule: 'FREQ=MONTHLY;INTERVAL=1',
    });
    expect(nextReminderAt(monthly, 'UTC', at('2026-02-01T00:00:00Z'))).toEqual(
      at('2026-02-28T10:00:00Z'),
    );
    expect(nextReminderAt(monthly, 'UTC', at('2026-03-01T00:00:00Z'))).toEqual(
      at('2026-03-31T10:00:00Z'),
    );
  });

  it('recognises the instants of the series and nothing in between', () => {
    const daily = task({ recurrenceRule: 'FREQ=DAILY;INTERVAL=1' });
    expect(isReminderInstant(daily, 'UTC', at('2026-03-29T08:00:00Z'))).toBe(true);
    expect(isReminderInstant(daily, 'UTC', at('2026-03-29T08:01:00Z'))).toBe(false);
    expect(isReminderInstant(task(), 'UTC', at('2026-03-28T08:00:00Z'))).toBe(false);
  });
});
