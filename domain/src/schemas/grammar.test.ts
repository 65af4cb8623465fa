import { describe, expect, it } from 'vitest';
import { isValidDay } from '../dates';
import {
  formatRuleForWrite,
  isValidRecurrenceRule,
  RECURRENCE_FREQUENCIES,
  type RecurrenceRule,
} from '../recurrence';
import { isHttpUrl } from './common';
import {
  BLANK_TEXT_PATTERN,
  CALENDAR_DAY_PATTERN,
  HTTP_URL_PATTERN,
  MULTI_LINE_TEXT_PATTERN,
  SINGLE_LINE_TEXT_PATTERN,
  STORED_RECURRENCE_RULE_PATTERN,
  wholeMatch,
} from './grammar';

// The domain compiles without DOM or Node types; the test runs where URL exists.
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => unknown }).URL;

const pad = (value: number, size: number) => String(value).padStart(size, '0');

const YEARS = [
  ...Array.from({ length: 420 }, (_, i) => i), // 0000 to 0419: year 0, 4, 100, 400
  ...Array.from({ length: 230 }, (_, i) => 1890 + i), // 1900 and 2000, 2100
  ...Array.from({ length: 30 }, (_, i) => 2390 + i), // 2400
  ...Array.from({ length: 10 }, (_, i) => 9990 + i),
];

describe('CALENDAR_DAY_PATTERN', () => {
  const day = wholeMatch(CALENDAR_DAY_PATTERN);

  it('accepts exactly the days isValidDay accepts, leap years included', () => {
    const disagreements: string[] = [];
    for (const year of YEARS) {
      for (let month = 0; month <= 13; month += 1) {
        for (let dayOfMonth = 0; dayOfMonth <= 32; dayOfMonth += 1) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(dayOfMonth, 2)}`;
          if (day.test(value) !== isValidDay(value)) disagreements.push(value);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('refuses other shapes', () => {
    for (const value of ['2026-1-01', '20260101', ' 2026-01-01', '2026-01-01T00:00', '']) {
      expect(day.test(value), value).toBe(false);
    }
  });
});

describe('STORED_RECURRENCE_RULE_PATTERN', () => {
  const stored = wholeMatch(STORED_RECURRENCE_RULE_PATTERN);

  it('matches what every writer stores', () => {
    for (const freq of RECURRENCE_FREQUENCIES) {
      for (const interval of [1, 2, 99, 100, 365]) {
        for (const until of [null, '2026-12-31', '2028-02-29', '0001-01-01']) {
          const rule: RecurrenceRule = { freq, interval, until };
          expect(stored.test(formatRuleForWrite(rule)), JSON.stringify(rule)).toBe(true);
        }
      }
    }
  });

  it('matches only rules the parser reads', () => {
    const candidates: string[] = [];
    for (const freq of [...RECURRENCE_FREQUENCIES, 'HOURLY']) {
      for (const interval of ['', ';INTERVAL=0', ';INTERVAL=1', ';INTERVAL=365', ';INTERVAL=366']) {
        for (const until of [
          '',
          ';UNTIL=20270228',
          ';UNTIL=20270229',
          ';UNTIL=20280229T235959Z',
          ';UNTIL=21000229T235959Z',
          ';UNTIL=20270231T235959Z',
          ';UNTIL=20261231T240000Z',
          ';UNTIL=20261231T235960',
          ';UNTIL=00000101',
        ]) {
          candidates.push(`FREQ=${freq}${interval}${until}`);
        }
      }
    }
    const matchedButUnreadable = candidates.filter(
      (rule) => stored.test(rule) && !isValidRecurrenceRule(rule),
    );
    expect(matchedButUnreadable).toEqual([]);
    expect(candidates.filter((rule) => stored.test(rule)).length).toBeGreaterThan(20);
  });
});

describe('HTTP_URL_PATTERN', () => {
  const url = wholeMatch(HTTP_URL_PATTERN);
  const ACCEPTED = [
    'https://example.com',
    'http://lh3.googleusercontent.com/a/photo=s96-c',
    'https://example.com:65535/a.png?size=64#top',
    'https://x:0/',
    'https://1.2.3.4/',
    'https://255.255.255.255:443',
    'https://my-site.example',
    'http://localhost:5000/',
  ];
  const REFUSED = [
    'https://x:99999/',
    'https://x:65536/',
    'https://x:/',
    'https://x:080/',
    'https://256.1.1.1/',
    'https://999/',
    'https://0x7f.1/',
    'https://127.1/',
    'https://a.1/',
    'https://[::1]/',
    'https://user:secret@example.com/',
    'https://exa mple.com/',
    'https://example.com/a b',
    'https://-bad.com/',
    'https://bad-.com/',
    'https://xn--zz.com/',
    'https://example.com./',
    'https://',
    'https:example.com',
    'HTTPS://EXAMPLE.COM/',
    'ftp://example.com/',
    'javascript:alert(1)',
    ' https://example.com',
    'https://example.com/é',
  ];

  it.each(ACCEPTED)('accepts %s, which the WHATWG URL parser also reads', (value) => {
    expect(url.test(value)).toBe(true);
    expect(isHttpUrl(value)).toBe(true);
    expect(() => new WhatwgUrl(value)).not.toThrow();
  });

  it.each(REFUSED)('refuses %s', (value) => {
    expect(url.test(value)).toBe(false);
    expect(isHttpUrl(value)).toBe(false);
  });

  it('refuses a URL over 2048 characters', () => {
    expect(isHttpUrl(`https://example.com/${'a'.repeat(2028)}`)).toBe(true);
    expect(isHttpUrl(`https://example.com/${'a'.repeat(2029)}`)).toBe(false);
  });
});

describe('BLANK_TEXT_PATTERN', () => {
  const blank = wholeMatch(BLANK_TEXT_PATTERN);

  it('matches a character exactly when String.prototype.trim removes it', () => {
    const disagreements: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCharCode(code);
      if (blank.test(character) !== (character.trim() === '')) {
        disagreements.push(code.toString(16));
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('matches blank runs and nothing with a visible character', () => {
    expect(blank.test('')).toBe(true);
    expect(blank.test(' \t\u3000\u00a0')).toBe(true);
    expect(blank.test(' a ')).toBe(false);
    expect(blank.test('\u200b')).toBe(false);
  });
});

describe('SINGLE_LINE_TEXT_PATTERN and MULTI_LINE_TEXT_PATTERN', () => {
  const singleLine = wholeMatch(SINGLE_LINE_TEXT_PATTERN);
  const multiLine = wholeMatch(MULTI_LINE_TEXT_PATTERN);
  const isControl = (code: number) => code <= 0x1f || code === 0x7f;

  it('refuse exactly the control characters, the lines keeping tab and line feed', () => {
    const disagreements: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = `a${String.fromCharCode(code)}b`;
      if (singleLine.test(character) === isControl(code)) disagreements.push(`one ${code}`);
      const inLines = !isControl(code) || code === 0x09 || code === 0x0a;
      if (multiLine.test(character) !== inLines) disagreements.push(`lines ${code}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('match empty text and characters outside the Basic Multilingual Plane', () => {
    for (const pattern of [singleLine, multiLine]) {
      expect(pattern.test('')).toBe(true);
      expect(pattern.test('😀 \u00a0\u2028')).toBe(true);
    }
    expect(multiLine.test('a\r\nb')).toBe(false);
  });
});
