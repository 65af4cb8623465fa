import { describe, expect, it } from 'vitest';
import { escapeHtml, headerText } from './html';

describe('headerText', () => {
  it('turns CR, LF and other control characters into single spaces', () => {
    expect(headerText('Reminder: Pay\r\nBcc: victim@example.com')).toBe(
      'Reminder: Pay Bcc: victim@example.com',
    );
    expect(headerText('a\u0000\u0007b\u007f\u2028c\tend ')).toBe('a b c end');
  });

  it('leaves ordinary text alone', () => {
    expect(headerText('Reminder: Write chapter 1 — ünïcode')).toBe(
      'Reminder: Write chapter 1 — ünïcode',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
