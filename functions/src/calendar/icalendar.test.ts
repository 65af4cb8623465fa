import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFeed, foldLine } from './icalendar';

// RFC 5545 content holds no control character but a tab, and a CR only before a LF.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f]/;

const at = new Date('2026-11-20T10:00:00Z');

describe('calendarFeed', () => {
  it('writes all-day events an iCalendar parser reads back', () => {
    const text = calendarFeed(
      'Pomoplan tasks',
      [
        {
          uid: 't1@pomoplan',
          day: '2026-11-30',
          summary: 'Pay rent; call Bob, then\nrelax \\ rest',
          description: 'Line one\nLine two',
          updatedAt: at,
        },
      ],
      at,
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Pomoplan tasks');
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('t1@pomoplan');
    expect(event.summary).toBe('Pay rent; call Bob, then\nrelax \\ rest');
    expect(event.description).toBe('Line one\nLine two');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-11-30');
    expect(event.endDate.toString()).toBe('2026-12-01');
  });

  it('leaves out the control characters older text holds, but keeps tabs and line breaks', () => {
    const text = calendarFeed(
      'Pomoplan\u0000 tasks',
      [
        {
          uid: 't1@pomoplan',
          day: '2026-11-30',
          summary: 'Pay\u0007 rent\u001b[31m\u007f',
          description: 'Line one\u000b\nLine\ttwo\u0000',
          updatedAt: at,
        },
      ],
      at,
    );
    expect(text.replace(/\r\n/g, '')).not.toMatch(CONTROL_BUT_TAB);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Pomoplan tasks');
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Pay rent[31m');
    expect(event.description).toBe('Line one\nLine\ttwo');
  });

  it('writes an empty calendar when there is nothing due', () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarFeed('Empty', [], at)));
    expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
  });
});

describe('foldLine', () => {
  it('folds at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${'é'.repeat(80)}`,
    );
  });
});
