import { describe, expect, it } from 'vitest';
import { eventsInRange, toCalendarEvent } from './googleEventMapping';
import { startOfDay } from './zonedTime';

describe('toCalendarEvent', () => {
  it('keeps an all-day event on its dates, Google end date excluded', () => {
    expect(
      toCalendarEvent(
        { id: 'a', summary: 'Trip', start: { date: '2026-11-09' }, end: { date: '2026-11-12' } },
        'Asia/Tokyo',
      ),
    ).toEqual({
      id: 'a',
      title: 'Trip',
      start: '2026-11-09',
      end: '2026-11-11',
      time: null,
      source: 'google',
      projectId: null,
      completed: false,
      link: null,
    });
  });

  it("passes on Google's https page of the event, and no other link", () => {
    const event = { id: 'l', summary: 'Call', start: { date: '2026-11-09' } };
    const page = 'https://www.google.com/calendar/event?eid=abc';
    expect(toCalendarEvent({ ...event, htmlLink: page }, 'UTC')?.link).toBe(page);
    expect(toCalendarEvent({ ...event, htmlLink: 'javascript:alert(1)' }, 'UTC')?.link).toBeNull();
  });

  it('puts a timed event on the day and time it reads as in the user zone', () => {
    const event = {
      id: 't',
      summary: 'Call',
      start: { dateTime: '2026-11-10T23:30:00+01:00' },
      end: { dateTime: '2026-11-11T00:30:00+01:00' },
    };
    expect(toCalendarEvent(event, 'Europe/Berlin')).toMatchObject({
      start: '2026-11-10',
      end: '2026-11-11',
      time: '23:30',
    });
    expect(toCalendarEvent(event, 'America/New_York')).toMatchObject({
      start: '2026-11-10',
      end: '2026-11-10',
      time: '17:30',
    });
    expect(toCalendarEvent(event, 'Asia/Tokyo')).toMatchObject({
      start: '2026-11-11',
      end: '2026-11-11',
      time: '07:30',
    });
  });

  it('does not reach into the next day for an event ending at midnight', () => {
    const event = {
      id: 'm',
      start: { dateTime: '2026-11-10T22:00:00Z' },
      end: { dateTime: '2026-11-11T00:00:00Z' },
    };
    expect(toCalendarEvent(event, 'UTC')).toMatchObject({
      title: '(No title)',
      start: '2026-11-10',
      end: '2026-11-10',
    });
  });

  it('leaves out cancelled events and events without a start', () => {
    expect(
      toCalendarEvent({ id: 'c', status: 'cancelled', start: { date: '2026-11-01' } }, 'UTC'),
    ).toBeNull();
    expect(toCalendarEvent({ id: 'x', start: {} }, 'UTC')).toBeNull();
  });
});

describe('eventsInRange', () => {
  it('keeps the events overlapping the range', () => {
    const events = [
      { id: 'before', start: { date: '2026-10-30' }, end: { date: '2026-10-31' } },
      { id: 'across', start: { date: '2026-10-31' }, end: { date: '2026-11-03' } },
      { id: 'after', start: { date: '2026-12-01' }, end: { date: '2026-12-02' } },
    ];
    expect(eventsInRange(events, 'UTC', '2026-11-01', '2026-11-30').map((e) => e.id)).toEqual([
      'across',
    ]);
  });
});

describe('startOfDay', () => {
  it('is local midnight, across daylight saving changes', () => {
    expect(new Date(startOfDay('2026-03-29', 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(new Date(startOfDay('2026-03-30', 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(new Date(startOfDay('2026-11-10', 'UTC')).toISOString()).toBe(
      '2026-11-10T00:00:00.000Z',
    );
  });

  it('starts at 01:00 where the zone skips midnight', () => {
    // Santiago moves its clocks from 00:00 to 01:00 on 2026-09-06.
    expect(new Date(startOfDay('2026-09-06', 'America/Santiago')).toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });
});
